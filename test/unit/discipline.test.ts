import { consequencesOf, inLastTenMinutes, type PenaltyRecord, penaltyRecordFromFacts } from '../../src/domain/discipline';
import type { PenaltySeverity, RulesetPreset } from '../../src/domain/enums';
import { LEAGUE_TABLE } from '../../src/domain/league-penalty-table';
import { resolveRuleset, type RulesOverrides } from '../../src/domain/rulesets';
import { GameSim, HOME, MIN } from './support/game-sim';

/** A penalty to player p1 of team t1, in the middle of period 1 unless told otherwise. */
function penalty(preset: RulesetPreset, severity: PenaltySeverity, infraction: string, more: Partial<PenaltyRecord> & { overrides?: RulesOverrides } = {}): PenaltyRecord {
  const { overrides, ...rest } = more;
  return {
    ruleset: resolveRuleset(preset, overrides),
    stage: 'ROUND_ROBIN',
    teamId: 't1',
    playerId: 'p1',
    severity,
    infraction,
    period: 1,
    clockRemainingMs: 10 * MIN,
    ejected: false,
    ...rest,
  };
}

/** The consequences, compact: one suspension as "GAMES 1", "GAMES 3 (3–5)", "LIFE"; fines in cents. */
function summary(p: PenaltyRecord) {
  const c = consequencesOf(p);
  return {
    suspension: c.suspensions.map((s) => (s.kind === 'GAMES' ? `GAMES ${s.games}${s.minimumGames !== undefined ? ` (${s.minimumGames}–${s.maximumGames ?? '∞'})` : ''}` : s.kind))[0] ?? null,
    fines: c.fines.map((f) => `${f.payee} ${f.amountCents}${f.minimumCents !== undefined ? ` (${f.minimumCents}–${f.maximumCents ?? '∞'})` : ''}`),
    forfeit: c.forfeit?.teamId ?? null,
  };
}

describe.each(['WINTER_LEAGUE_5ON5', 'WINTER_LEAGUE_3ON3'] as const)('league §26 "SUSPENSIONS AND FINES", every row (%s)', (preset) => {
  it.each([
    // "Minor two (2) one (1) none none"
    { row: 'MINOR', severity: 'MINOR', infraction: 'TRIPPING', suspension: null, fines: [], forfeit: null },
    // "Double minor four (2) two (2) none none"
    { row: 'DOUBLE_MINOR', severity: 'DOUBLE_MINOR', infraction: 'HIGH_STICKING', suspension: null, fines: [], forfeit: null },
    // "Game ejection N/A none none none": the third penalty of the game ejects (R15), nothing more
    { row: 'GAME_EJECTION', severity: 'MINOR', infraction: 'ROUGHING', facts: { ejected: true }, suspension: null, fines: [], forfeit: null },
    // "Major – aggressor five (5) two (2) one (1) game $25"
    { row: 'MAJOR_AGGRESSOR', severity: 'MAJOR', infraction: 'AGGRESSOR', suspension: 'GAMES 1', fines: ['PLAYER 2500'], forfeit: null },
    // "Major – accidental five (5) two (2) one (1) game $15"
    { row: 'MAJOR_ACCIDENTAL', severity: 'MAJOR', infraction: 'HIGH_STICKING', facts: { accidental: true }, suspension: 'GAMES 1', fines: ['PLAYER 1500'], forfeit: null },
    // "Game misconduct ten (10) none one (1) game $15"
    { row: 'GAME_MISCONDUCT', severity: 'GAME_MISCONDUCT', infraction: 'ABUSE_OF_OFFICIALS', suspension: 'GAMES 1', fines: ['PLAYER 1500'], forfeit: null },
    // "Gross misconduct ten (10) none two (2) games $25"
    { row: 'GROSS_MISCONDUCT', severity: 'GROSS_MISCONDUCT', infraction: 'UNSPORTSMANLIKE_CONDUCT', suspension: 'GAMES 2', fines: ['PLAYER 2500'], forfeit: null },
    // "Match penalty – injury five (5) two (2) min. eight (8) games min. $80"
    { row: 'MATCH_INJURY', severity: 'MATCH', infraction: 'SLASHING', facts: { injury: true }, suspension: 'GAMES 8 (8–∞)', fines: ['PLAYER 8000 (8000–∞)'], forfeit: null },
    // "Match penalty – w/o injury five (5) two (2) three (3) games $50"
    { row: 'MATCH_NO_INJURY', severity: 'MATCH', infraction: 'SLASHING', facts: { injury: false }, suspension: 'GAMES 3', fines: ['PLAYER 5000'], forfeit: null },
    // "Peacemaker (3rd man) two (2) one (1) one (1) game $15"
    { row: 'PEACEMAKER', severity: 'MINOR', infraction: 'PEACEMAKER', suspension: 'GAMES 1', fines: ['PLAYER 1500'], forfeit: null },
    // "Aggressor two (2) one (1) one (1) game $15"
    { row: 'AGGRESSOR', severity: 'MINOR', infraction: 'AGGRESSOR', suspension: 'GAMES 1', fines: ['PLAYER 1500'], forfeit: null },
    // "Instigator two (2) one (1) one (1) game $15"
    { row: 'INSTIGATOR', severity: 'MINOR', infraction: 'INSTIGATOR', suspension: 'GAMES 1', fines: ['PLAYER 1500'], forfeit: null },
    // "Fighting major five (5) two (2) min. 3 – 5 games $50 - $100" (R17): the minimum, the range carried
    { row: 'FIGHTING_MAJOR', severity: 'MAJOR', infraction: 'FIGHTING', suspension: 'GAMES 3 (3–5)', fines: ['PLAYER 5000 (5000–10000)'], forfeit: null },
    // "1st player off bench two (2) + ten (10) two (2) (1) – (3) games $15 - $30"
    { row: 'FIRST_OFF_BENCH', severity: 'MINOR', infraction: 'FIRST_PLAYER_OFF_THE_BENCH', suspension: 'GAMES 1 (1–3)', fines: ['PLAYER 1500 (1500–3000)'], forfeit: null },
    // "team bench clearing ten (10) two (2) game defaulted $100": a bench penalty, the team pays
    { row: 'BENCH_CLEARING', severity: 'MISCONDUCT', infraction: 'BENCH_CLEARING', facts: { playerId: null }, suspension: null, fines: ['TEAM 10000'], forfeit: 't1' },
    // "match on official five (5) two (2) life suspension min. $100 *Charges laid."
    { row: 'MATCH_ON_OFFICIAL', severity: 'MATCH', infraction: 'MATCH_ON_OFFICIAL', suspension: 'LIFE', fines: ['PLAYER 10000 (10000–∞)'], forfeit: null },
    // "Booze, drugs in building N/A none gone for season $100"
    { row: 'SUBSTANCES', severity: 'GAME_MISCONDUCT', infraction: 'SUBSTANCE_IN_BUILDING', suspension: 'REST_OF_COMPETITION', fines: ['PLAYER 10000'], forfeit: null },
  ] as const)('$row: $severity $infraction → $suspension, $fines', ({ row, severity, infraction, facts, ...expected }) => {
    const p = penalty(preset, severity, infraction, facts ?? {});
    expect(consequencesOf(p).leagueRows).toEqual([row]);
    expect(summary(p)).toEqual(expected);
  });

  it('covers all seventeen rows of the table', () => {
    expect(Object.keys(LEAGUE_TABLE)).toHaveLength(17);
  });
});

describe('league: how a penalty maps to §26 rows (severity × infraction)', () => {
  it.each([
    // MAJOR without AGGRESSOR and without a recorded intent: the stricter "Major – aggressor", said so
    { severity: 'MAJOR', infraction: 'SLASHING', facts: {}, rows: ['MAJOR_AGGRESSOR'], assumption: /Intent not recorded/ },
    { severity: 'MAJOR', infraction: 'SLASHING', facts: { accidental: false }, rows: ['MAJOR_AGGRESSOR'], assumption: undefined },
    // an AGGRESSOR major is "Major – aggressor" whatever the intent says
    { severity: 'MAJOR', infraction: 'AGGRESSOR', facts: { accidental: true }, rows: ['MAJOR_AGGRESSOR'], assumption: undefined },
    // MATCH without a recorded injury: the stricter "Match penalty – injury", said so
    { severity: 'MATCH', infraction: 'ROUGHING', facts: {}, rows: ['MATCH_INJURY'], assumption: /Injury not recorded/ },
    // both rows apply, the heavier governs: a match (min. 8) over a fighting major (min. 3)
    { severity: 'MATCH', infraction: 'FIGHTING', facts: { injury: false }, rows: ['FIGHTING_MAJOR'], assumption: undefined },
    { severity: 'MATCH', infraction: 'FIGHTING', facts: {}, rows: ['MATCH_INJURY'], assumption: /Injury not recorded/ },
    // a gross misconduct (two games) to a peacemaker (one game)
    { severity: 'GROSS_MISCONDUCT', infraction: 'PEACEMAKER', facts: {}, rows: ['GROSS_MISCONDUCT'], assumption: undefined },
    // "Major – aggressor" ($25) over "Instigator" ($15); a tie (one game, $15 each) goes to the infraction's row
    { severity: 'MAJOR', infraction: 'INSTIGATOR', facts: {}, rows: ['MAJOR_AGGRESSOR'], assumption: /Intent not recorded/ },
    { severity: 'GAME_MISCONDUCT', infraction: 'INSTIGATOR', facts: {}, rows: ['INSTIGATOR'], assumption: undefined },
    // "Fighting major": any fight, whatever severity it was recorded as
    { severity: 'MINOR', infraction: 'FIGHTING', facts: {}, rows: ['FIGHTING_MAJOR'], assumption: undefined },
    // a code the table does not name falls to its severity's row
    { severity: 'GAME_MISCONDUCT', infraction: 'discriminatory abuse', facts: {}, rows: ['GAME_MISCONDUCT'], assumption: undefined },
    // a major ejects (§26) but is not a mere "Game ejection"
    { severity: 'MAJOR', infraction: 'CROSS_CHECKING', facts: { ejected: true, accidental: true }, rows: ['MAJOR_ACCIDENTAL'], assumption: undefined },
  ] as const)('$severity $infraction $facts → $rows', ({ severity, infraction, facts, rows, assumption }) => {
    const c = consequencesOf(penalty('WINTER_LEAGUE_5ON5', severity, infraction, facts));
    expect(c.leagueRows).toEqual(rows);
    if (assumption) expect(c.suspensions[0]?.assumption).toMatch(assumption);
    else expect(c.suspensions[0]?.assumption).toBeUndefined();
  });

  it('a 10-minute misconduct has no row in the table: nothing automatic, and the note says so', () => {
    const c = consequencesOf(penalty('WINTER_LEAGUE_5ON5', 'MISCONDUCT', 'UNSPORTSMANLIKE_CONDUCT'));
    expect(c).toMatchObject({ suspensions: [], fines: [], leagueRows: [] });
    expect(c.notes).toEqual(['The §26 table has no row for a misconduct: no automatic suspension or fine.']);
  });

  it('"1st player off bench two (2) + ten (10)": the ten-minute misconduct does not fine or suspend a second time', () => {
    const c = consequencesOf(penalty('WINTER_LEAGUE_5ON5', 'MISCONDUCT', 'FIRST_PLAYER_OFF_THE_BENCH'));
    expect(c).toMatchObject({ suspensions: [], fines: [], leagueRows: [] });
    expect(c.notes[0]).toMatch(/"\+ ten \(10\)"/);
  });

  it('§26 goaltender interference: "a MAJOR penalty … AND … a GAME MISCONDUCT (meaning he/she will have to miss the next game as well)"', () => {
    const c = consequencesOf(penalty('WINTER_LEAGUE_5ON5', 'MAJOR', 'GOALTENDER_INTERFERENCE', { ejected: true }));
    expect(c.leagueRows).toEqual(['MAJOR_AGGRESSOR', 'GAME_MISCONDUCT']);
    // the two rows' one-game suspensions run together: one next game; both fines are owed
    expect(summary(penalty('WINTER_LEAGUE_5ON5', 'MAJOR', 'GOALTENDER_INTERFERENCE', { ejected: true }))).toEqual({ suspension: 'GAMES 1', fines: ['PLAYER 2500', 'PLAYER 1500'], forfeit: null });
  });

  it("team bench clearing recorded against a player: his own row, plus the team's default and $100", () => {
    const p = penalty('WINTER_LEAGUE_5ON5', 'GAME_MISCONDUCT', 'BENCH_CLEARING');
    expect(consequencesOf(p).leagueRows).toEqual(['GAME_MISCONDUCT', 'BENCH_CLEARING']);
    expect(summary(p)).toEqual({ suspension: 'GAMES 1', fines: ['PLAYER 1500', 'TEAM 10000'], forfeit: 't1' });
  });

  it('a bench game misconduct names no player: nothing automatic, and the note says why', () => {
    const c = consequencesOf(penalty('WINTER_LEAGUE_5ON5', 'GAME_MISCONDUCT', 'ABUSE_OF_OFFICIALS', { playerId: null }));
    expect(c).toMatchObject({ suspensions: [], fines: [] });
    expect(c.notes).toContain('A bench penalty: no player to suspend or fine automatically; an official records it against the person responsible.');
  });

  it('every §26 fine is due before the player plays again ("All fines MUST be paid prior to the player returning to action")', () => {
    const c = consequencesOf(penalty('WINTER_LEAGUE_5ON5', 'MAJOR', 'FIGHTING'));
    expect(c.fines.map((f) => f.dueBeforeNextGame)).toEqual([true]);
    expect(c.fines[0].rule).toBe('§26 "Fighting major five (5) two (2) min. 3 – 5 games $50 - $100"');
  });

  it('"match on official … *Charges laid.": noted for the league, not recorded', () => {
    expect(consequencesOf(penalty('WINTER_LEAGUE_5ON5', 'MATCH', 'MATCH_ON_OFFICIAL')).notes[0]).toMatch(/Charges laid/);
  });
});

describe('Cole Harbour', () => {
  const CH = 'COLE_HARBOUR_CLASSIC';
  it.each([
    // "unless it occurs in the last 10 minutes of the game (regular playing time including overtime) … suspended for a minimum of the next tournament game" (R16)
    {
      what: 'GM, abuse of officials, 10:00 left in period 2 (the last 10 minutes begin)',
      severity: 'GAME_MISCONDUCT',
      infraction: 'ABUSE_OF_OFFICIALS',
      period: 2,
      clock: 10 * MIN,
      suspension: 'GAMES 1 (1–∞)',
    },
    { what: 'GM, unsportsmanlike, 10:01 left in period 2', severity: 'GAME_MISCONDUCT', infraction: 'UNSPORTSMANLIKE_CONDUCT', period: 2, clock: 10 * MIN + 1000, suspension: null },
    { what: 'GM, misconduct, 0:30 left in period 1', severity: 'GAME_MISCONDUCT', infraction: 'MISCONDUCT', period: 1, clock: 30_000, suspension: null },
    { what: 'GM, 0:01 left in period 2', severity: 'GAME_MISCONDUCT', infraction: 'MISCONDUCT', period: 2, clock: 1000, suspension: 'GAMES 1 (1–∞)' },
    { what: 'GM in overtime ("including overtime")', severity: 'GAME_MISCONDUCT', infraction: 'ABUSE_OF_OFFICIALS', period: 3, clock: 4 * MIN, suspension: 'GAMES 1 (1–∞)' },
    // "assessed a Major penalty shall be ruled off … (Major penalty plus Game Misconduct)" (R16): the game misconduct's rule follows
    { what: 'major, 5:00 left in period 2', severity: 'MAJOR', infraction: 'BOARDING', period: 2, clock: 5 * MIN, suspension: 'GAMES 1 (1–∞)' },
    { what: 'major, period 1', severity: 'MAJOR', infraction: 'BOARDING', period: 1, clock: 5 * MIN, suspension: null },
    // "Fighting will also result in automatic ejection from the game AND the rest of the tournament" (R17)
    { what: 'fighting (match penalty)', severity: 'MATCH', infraction: 'FIGHTING', period: 1, clock: 15 * MIN, suspension: 'REST_OF_COMPETITION' },
    // "A Match penalty shall be assessed to any player who is identified … as the instigator or aggressor in a fight" (R17)
    { what: 'instigator of a fight', severity: 'MATCH', infraction: 'INSTIGATOR', period: 1, clock: 15 * MIN, suspension: 'REST_OF_COMPETITION' },
    { what: 'aggressor in a fight', severity: 'MATCH', infraction: 'AGGRESSOR', period: 1, clock: 15 * MIN, suspension: 'REST_OF_COMPETITION' },
    { what: 'fighting, late: the rest of the tournament outweighs the next game', severity: 'MAJOR', infraction: 'FIGHTING', period: 2, clock: MIN, suspension: 'REST_OF_COMPETITION' },
    // "shall be assessed a Gross Misconduct and automatic suspension which will be reviewed by tournament official" (R20)
    { what: 'discriminatory abuse', severity: 'GROSS_MISCONDUCT', infraction: 'DISCRIMINATORY_ABUSE', period: 1, clock: 15 * MIN, suspension: 'INDEFINITE' },
    // no length in the rulebook for other match / gross misconduct penalties: held pending review (a ruling to confirm)
    { what: 'match penalty, deliberate high stick', severity: 'MATCH', infraction: 'HIGH_STICKING', period: 1, clock: 15 * MIN, suspension: 'INDEFINITE' },
    { what: 'gross misconduct, not discriminatory', severity: 'GROSS_MISCONDUCT', infraction: 'UNSPORTSMANLIKE_CONDUCT', period: 1, clock: 15 * MIN, suspension: 'INDEFINITE' },
    // minors, double minors and misconducts carry nothing past the game
    { what: 'minor', severity: 'MINOR', infraction: 'TRIPPING', period: 2, clock: MIN, suspension: null },
    { what: 'double minor', severity: 'DOUBLE_MINOR', infraction: 'BOARDING', period: 2, clock: MIN, suspension: null },
    { what: 'misconduct (10 minutes)', severity: 'MISCONDUCT', infraction: 'MISCONDUCT', period: 2, clock: MIN, suspension: null },
  ] as const)('$what → $suspension', ({ severity, infraction, period, clock, suspension }) => {
    expect(summary(penalty(CH, severity, infraction, { period, clockRemainingMs: clock }))).toEqual({ suspension, fines: [], forfeit: null });
  });

  it('a game misconduct before the last 10 minutes says why nothing follows (R16)', () => {
    const c = consequencesOf(penalty(CH, 'GAME_MISCONDUCT', 'ABUSE_OF_OFFICIALS', { period: 2, clockRemainingMs: 12 * MIN + 30_000 }));
    expect(c.notes).toEqual(['No automatic suspension: a game misconduct suspends only in the last 10 minutes of the game (R16); this one came with 12:30 of regulation left.']);
  });

  it('a game misconduct without a clock reading is read as late, and says so (R16)', () => {
    const [s] = consequencesOf(penalty(CH, 'GAME_MISCONDUCT', 'ABUSE_OF_OFFICIALS', { period: 2, clockRemainingMs: null })).suspensions;
    expect(s).toMatchObject({ kind: 'GAMES', games: 1, assumption: expect.stringMatching(/Clock reading not recorded/) });
  });

  it.each([
    // R17: fighting is a match penalty in Cole Harbour; recorded otherwise it still ejects from the tournament, and the note says so
    { severity: 'MINOR', infraction: 'FIGHTING', suspension: 'REST_OF_COMPETITION', note: /makes fighting a match penalty/ },
    // R20: a gross misconduct for discriminatory abuse; recorded otherwise it is still held for review
    { severity: 'MINOR', infraction: 'DISCRIMINATORY_ABUSE', suspension: 'INDEFINITE', note: /requires a gross misconduct/ },
  ] as const)('$infraction recorded as $severity → $suspension, with a note', ({ severity, infraction, suspension, note }) => {
    const p = penalty(CH, severity, infraction);
    expect(summary(p).suspension).toBe(suspension);
    expect(consequencesOf(p).notes.join(' ')).toMatch(note);
  });

  it.each([
    // the last 10 minutes follow the competition's own period length and count (R16)
    { overrides: { periodMinutes: 15 }, period: 2, clock: 10 * MIN, late: true },
    { overrides: { periodMinutes: 15 }, period: 1, clock: MIN, late: false },
    { overrides: { regulationPeriods: 3 }, period: 2, clock: 5 * MIN, late: false },
    { overrides: { regulationPeriods: 3 }, period: 3, clock: 9 * MIN, late: true },
  ] as const)('overrides $overrides: period $period with $clock ms left is late: $late (R16)', ({ overrides, period, clock, late }) => {
    expect(summary(penalty(CH, 'GAME_MISCONDUCT', 'MISCONDUCT', { overrides, period, clockRemainingMs: clock })).suspension).toBe(late ? 'GAMES 1 (1–∞)' : null);
  });

  it('a next-game suspension assessed in the final notes that no later game serves it (R18)', () => {
    const c = consequencesOf(penalty(CH, 'GAME_MISCONDUCT', 'MISCONDUCT', { stage: 'FINAL', period: 2, clockRemainingMs: MIN }));
    expect(c.notes).toContain('Assessed in the final: no later game of this tournament serves it (R18).');
  });

  it('from the machine: a major with 8:00 left in period 2 ejects, charges 17 minutes, and suspends for the next game (R16)', () => {
    const sim = new GameSim(CH)
      .start()
      .finishPeriod()
      .drop()
      .wait(12 * MIN)
      .whistle();
    sim.penalty('home', 'h4', 'MAJOR', 'BOARDING');
    expect(sim.last!.details).toMatchObject({ ejected: true, gameMisconduct: true, recordedMinutes: 17 });
    const record = penaltyRecordFromFacts(sim.last!, { ruleset: sim.ruleset, stage: 'ROUND_ROBIN' });
    expect(record).toMatchObject({ teamId: HOME, playerId: 'h4', period: 2, clockRemainingMs: 8 * MIN, ejected: true });
    expect(consequencesOf(record)).toMatchObject({ suspensions: [{ kind: 'GAMES', games: 1 }], fines: [], notes: ['Ejected from this game.'] });
  });
});

describe('Cole Harbour: "The Game Misconduct penalty shall not apply to players assessed with a Major penalty for an accidental High Stick, except when injury results"', () => {
  it.each([
    { what: 'accidental, no injury', infraction: 'HIGH_STICKING', flags: { accidental: true, injury: false }, misconduct: false },
    { what: 'accidental, injury not recorded', infraction: 'HIGH_STICKING', flags: { accidental: true }, misconduct: false },
    { what: 'accidental, with injury', infraction: 'HIGH_STICKING', flags: { accidental: true, injury: true }, misconduct: true },
    // "A player who intentionally makes contact … with a high stick shall be assessed a major … shall also incur a Game Misconduct"
    { what: 'intentional', infraction: 'HIGH_STICKING', flags: { accidental: false }, misconduct: true },
    { what: 'intent not recorded: the stricter reading', infraction: 'HIGH_STICKING', flags: {}, misconduct: true },
    // the exception names the high stick only: every other major is "Major penalty plus Game Misconduct"
    { what: 'an accidental boarding major', infraction: 'BOARDING', flags: { accidental: true, injury: false }, misconduct: true },
  ])('$infraction major, $what → game misconduct and ejection: $misconduct', ({ infraction, flags, misconduct }) => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC')
      .start()
      .finishPeriod()
      .drop()
      .wait(12 * MIN)
      .whistle();
    const facts = sim.post({ type: 'PENALTY', teamId: HOME, playerId: 'h4', severity: 'MAJOR', infraction, ...flags });
    expect(sim.state.home.ejected.includes('h4')).toBe(misconduct);
    expect(facts.details.recordedMinutes).toBe(misconduct ? 17 : 7);
    const record = penaltyRecordFromFacts(facts, { ruleset: sim.ruleset, stage: 'ROUND_ROBIN' });
    expect(record.ejected).toBe(misconduct);
    // R16: the misconduct in the last 10 minutes suspends for the next game; without it, nothing follows the game.
    expect(consequencesOf(record).suspensions.length).toBe(misconduct ? 1 : 0);
  });
});

describe('league §26: the recorded intent and injury choose the row', () => {
  it.each([
    { severity: 'MAJOR', flags: { accidental: true }, fine: 1500, assumed: false },
    { severity: 'MAJOR', flags: { accidental: false }, fine: 2500, assumed: false },
    { severity: 'MAJOR', flags: {}, fine: 2500, assumed: true },
    { severity: 'MATCH', flags: { injury: false }, fine: 5000, assumed: false },
    { severity: 'MATCH', flags: { injury: true }, fine: 8000, assumed: false },
  ] as const)('$severity $flags → $fine cents', ({ severity, flags, fine, assumed }) => {
    const sim = new GameSim('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON').start().drop().whistle();
    const facts = sim.post({ type: 'PENALTY', teamId: HOME, playerId: 'h4', severity, infraction: 'SLASHING', ...flags });
    const c = consequencesOf(penaltyRecordFromFacts(facts, { ruleset: sim.ruleset, stage: 'REGULAR_SEASON' }));
    expect(c.fines.map((f) => f.amountCents)).toEqual([fine]);
    expect(c.fines[0].assumption !== undefined || c.suspensions.some((x) => x.assumption !== undefined)).toBe(assumed);
  });
});

describe('BHI', () => {
  const B = 'BHI_5ON5';
  it.each([
    // "Automatic ejection from the tournament for fighting" (R17), whatever the severity recorded
    { severity: 'MATCH', infraction: 'FIGHTING', suspension: 'REST_OF_COMPETITION' },
    { severity: 'MAJOR', infraction: 'FIGHTING', suspension: 'REST_OF_COMPETITION' },
    // "any verbal taunts, insults or intimidation based on discriminatory grounds … will result in a 1 game suspension" (R20)
    { severity: 'GROSS_MISCONDUCT', infraction: 'DISCRIMINATORY_ABUSE', suspension: 'GAMES 1' },
    { severity: 'MINOR', infraction: 'DISCRIMINATORY_ABUSE', suspension: 'GAMES 1' },
    // "A major penalty and game misconduct shall be assessed to any player who injures an opponent as a result of a deliberate slide": nothing past the game
    { severity: 'MAJOR', infraction: 'SLIDING', suspension: null },
    { severity: 'GAME_MISCONDUCT', infraction: 'SLIDING', suspension: null },
    // the rulebook names only fighting: an instigator minor is a minor
    { severity: 'MINOR', infraction: 'INSTIGATOR', suspension: null },
    // no length in the rulebook for a match penalty: held pending review (a ruling to confirm)
    { severity: 'MATCH', infraction: 'SLASHING', suspension: 'INDEFINITE' },
  ] as const)('$severity $infraction → $suspension', ({ severity, infraction, suspension }) => {
    expect(summary(penalty(B, severity, infraction))).toEqual({ suspension, fines: [], forfeit: null });
  });
});

describe('other presets', () => {
  it.each(['IIHF', 'NHL'] as const)('%s: nothing automatic, and the note says so', (preset) => {
    const c = consequencesOf(penalty(preset, 'MATCH', 'FIGHTING'));
    expect(c).toEqual({ suspensions: [], fines: [], notes: [`No automatic discipline is encoded for ${preset}: an official records any suspension.`] });
  });
});

describe('inLastTenMinutes (R16: "the last 10 minutes of the game (regular playing time including overtime)")', () => {
  const twoTwenties = { regulationPeriods: 2, periodLengthMs: 20 * MIN };
  it.each([
    { period: 1, clock: 0, late: false },
    { period: 2, clock: 10 * MIN + 1, late: false },
    { period: 2, clock: 10 * MIN, late: true },
    { period: 2, clock: 0, late: true },
    { period: 3, clock: 5 * MIN, late: true },
    { period: 3, clock: null, late: true },
    { period: 2, clock: null, late: null },
  ])('period $period, $clock ms left → $late', ({ period, clock, late }) => {
    expect(inLastTenMinutes(period, clock, twoTwenties)).toBe(late);
  });
});
