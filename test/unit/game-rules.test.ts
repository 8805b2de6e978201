// Over 400 lines: one table per group of the game machinery's rules (the rulebook lines side by side); each group is short.
import { consequencesOf, penaltyRecordFromFacts } from '../../src/domain/discipline';
import { AWAY, GameSim, HOME, MIN, lineup } from './support/game-sim';

describe('ejections', () => {
  it.each([
    // Cole Harbour "assessed THREE PENALTIES in one game shall be ruled off the ice" (R15)
    { preset: 'COLE_HARBOUR_CLASSIC', ejectsAt: 3 },
    // BHI "removed from the game if he or she has received 3 penalties in one game" (R15)
    { preset: 'BHI_5ON5', ejectsAt: 3 },
    // League §26 "For 5 on 5, … three (3) penalties of ANY kind … automatically ejected" (R15)
    { preset: 'WINTER_LEAGUE_5ON5', ejectsAt: 3 },
    // League §26 "For 3 on 3, … four (4) penalties of ANY kind" (R15)
    { preset: 'WINTER_LEAGUE_3ON3', ejectsAt: 4 },
  ] as const)('$preset: penalty $ejectsAt of any kind ejects, and is still served (R15)', ({ preset, ejectsAt }) => {
    const sim = new GameSim(preset).start().drop().whistle();
    const kinds = ['MINOR', 'MISCONDUCT', 'MINOR', 'DOUBLE_MINOR'] as const;
    for (let n = 1; n < ejectsAt; n += 1) sim.penalty('home', 'h4', kinds[n - 1]);
    expect(sim.state.home.ejected).toEqual([]);
    const shotsBefore = sim.state.away.penaltyShotsPending;
    sim.penalty('home', 'h4', 'MINOR');
    expect(sim.last!.details).toMatchObject({ ejected: true, ejectedFor: `penalty ${ejectsAt} of the game` });
    expect(sim.state.home.ejected).toEqual(['h4']);
    expect(sim.refused({ type: 'PENALTY', teamId: HOME, playerId: 'h4', severity: 'MINOR', infraction: 'ROUGHING' })).toMatch(/#4, has been ejected/);
    expect(sim.refused({ type: 'GOAL', teamId: HOME, scorerId: 'h4', assistIds: [] })).toMatch(/has been ejected/);
    // "a substitute player … to serve the third penalty": the ejecting penalty is still on the clock (3 on 3: its shot is owed)
    const ejecting = sim.events[sim.events.length - 1].seq;
    if (preset === 'WINTER_LEAGUE_3ON3') expect(sim.state.away.penaltyShotsPending).toBe(shotsBefore + 1);
    else expect(sim.state.penalties.map((p) => p.seq)).toContain(ejecting);
  });

  it.each([
    // Cole Harbour "Match Penalty - 7 min run time or 5 min stop time"; a match penalty puts the player out of the game (R17)
    { preset: 'COLE_HARBOUR_CLASSIC', severity: 'MATCH' },
    // League §26 "game misconduct or ejection must leave the game immediately"
    { preset: 'WINTER_LEAGUE_5ON5', severity: 'GAME_MISCONDUCT' },
    { preset: 'WINTER_LEAGUE_5ON5', severity: 'MATCH' },
    { preset: 'BHI_5ON5', severity: 'GAME_MISCONDUCT' },
  ] as const)('$preset: a $severity ejects at once', ({ preset, severity }) => {
    const sim = new GameSim(preset, preset.startsWith('WINTER') ? 'REGULAR_SEASON' : 'ROUND_ROBIN').start().drop().whistle();
    sim.penalty('home', 'h4', severity, 'ROUGHING');
    expect(sim.state.home.ejected).toEqual(['h4']);
  });

  it('BHI: "a Minor or Major penalty only, for any high stick infraction" — a match or misconduct for it is refused', () => {
    const sim = new GameSim('BHI_5ON5').start().drop().whistle();
    sim.penalty('home', 'h3', 'MINOR', 'HIGH_STICKING');
    sim.post({ type: 'PENALTY', teamId: HOME, playerId: 'h4', severity: 'DOUBLE_MINOR', infraction: 'HIGH_STICKING', injury: true, accidental: true });
    sim.post({ type: 'PENALTY', teamId: HOME, playerId: 'h5', severity: 'MAJOR', infraction: 'HIGH_STICKING', injury: true, accidental: false });
    expect(sim.state.penalties.map((p) => p.minutes)).toEqual([2, 4, 5]);
    for (const severity of ['MATCH', 'MISCONDUCT', 'GAME_MISCONDUCT'] as const) {
      expect(sim.refused({ type: 'PENALTY', teamId: AWAY, playerId: 'a4', severity, infraction: 'HIGH_STICKING' })).toBe(
        `HIGH_STICKING is assessed as MINOR or DOUBLE_MINOR or MAJOR only under these rules, not ${severity}.`,
      );
    }
  });

  it('BHI: "A major penalty and game misconduct shall be assessed to any player who injures an opponent as a result of a deliberate slide"', () => {
    const sim = new GameSim('BHI_5ON5').start().drop().whistle();
    const injured = sim.post({ type: 'PENALTY', teamId: HOME, playerId: 'h4', severity: 'MINOR', infraction: 'SLIDING', injury: true });
    expect(injured.details).toMatchObject({ severity: 'MAJOR', assessedAs: 'MINOR', gameMisconduct: true, ejected: true });
    const contact = sim.post({ type: 'PENALTY', teamId: HOME, playerId: 'h5', severity: 'MINOR', infraction: 'SLIDING' });
    expect(contact.details).toMatchObject({ severity: 'MINOR', minutes: 2 });
    expect(sim.state.home.ejected).toEqual(['h4']);
  });

  it('Cole Harbour: a major ejects and brings a game misconduct, 10 minutes charged in the records (R16)', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC').start().drop().whistle();
    sim.penalty('home', 'h4', 'MAJOR', 'BOARDING');
    expect(sim.last!.details).toMatchObject({ ejected: true, gameMisconduct: true, minutes: 7, recordedMinutes: 17 });
    expect(sim.board.home.penaltyMinutes).toBe(17);
    sim.drop(); // a substitute serves it: the team is short for its length (7 minutes run time)
    expect(sim.board.home.skatersOnIce).toBe(4);
    expect(sim.board.penalties[0]).toMatchObject({ severity: 'MAJOR', minutes: 7, running: true });
  });

  it('Cole Harbour: a game misconduct charges 10 minutes in the records and serves none (R16)', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC').start().drop().whistle();
    sim.penalty('away', 'a7', 'GAME_MISCONDUCT', 'ABUSE_OF_OFFICIALS');
    expect(sim.board).toMatchObject({ away: { penaltyMinutes: 10, skatersOnIce: 5 }, penalties: [] });
    expect(sim.state.away.ejected).toEqual(['a7']);
  });

  it('BHI: a major does not eject by itself; a match penalty does', () => {
    const sim = new GameSim('BHI_5ON5').start().drop().whistle();
    sim.post({ type: 'PENALTY', teamId: HOME, playerId: 'h4', severity: 'MAJOR', infraction: 'HIGH_STICKING', injury: true, accidental: false });
    expect(sim.state.home.ejected).toEqual([]);
    sim.penalty('home', 'h6', 'MATCH', 'FIGHTING');
    expect(sim.state.home.ejected).toEqual(['h6']);
  });

  it.each([
    // Cole Harbour "Fighting will also result in automatic ejection from the game" (R17)
    { preset: 'COLE_HARBOUR_CLASSIC', severity: 'MINOR' },
    // BHI "Automatic ejection from the tournament for fighting" (R17)
    { preset: 'BHI_5ON5', severity: 'MAJOR' },
  ] as const)('$preset: fighting ejects whatever the severity called ($severity) (R17)', ({ preset, severity }) => {
    const sim = new GameSim(preset).start().drop().whistle();
    sim.penalty('home', 'h4', severity, 'FIGHTING');
    expect(sim.last!.details).toMatchObject({ ejected: true, ejectedFor: 'FIGHTING' });
    expect(sim.state.home.ejected).toEqual(['h4']);
  });

  it.each(['MINOR', 'DOUBLE_MINOR', 'MAJOR', 'MISCONDUCT', 'MATCH'] as const)(
    'docs/rulebooks/000_5506cbd709277b08.txt:23 "shall be assessed a Gross Misconduct and automatic suspension": discriminatory abuse typed as %s is a gross misconduct, out of the game, suspended indefinitely (R20)',
    (typed) => {
      const sim = new GameSim('COLE_HARBOUR_CLASSIC').start().drop().whistle();
      const facts = sim.post({ type: 'PENALTY', teamId: HOME, playerId: 'h4', severity: typed, infraction: 'DISCRIMINATORY_ABUSE' });
      expect(facts.details).toMatchObject({ severity: 'GROSS_MISCONDUCT', assessedAs: typed, minutes: 0, recordedMinutes: 10, ejected: true });
      // nothing served in the box, the team stays at full strength (G6), and the player is out
      expect(sim.board).toMatchObject({ home: { penaltyMinutes: 10, skatersOnIce: 5 }, penalties: [] });
      expect(sim.state.home.ejected).toEqual(['h4']);
      expect(sim.refused({ type: 'GOAL', teamId: HOME, scorerId: 'h4', assistIds: [] })).toMatch(/has been ejected/);
      const c = consequencesOf(penaltyRecordFromFacts(facts, { ruleset: sim.ruleset, stage: 'ROUND_ROBIN' }));
      expect(c.suspensions).toEqual([expect.objectContaining({ kind: 'INDEFINITE', games: null })]);
      expect(c.notes.join(' ')).not.toMatch(/requires a gross misconduct/);
    },
  );

  it.each([
    { infraction: 'INSTIGATOR', typed: 'MINOR' },
    { infraction: 'AGGRESSOR', typed: 'MINOR' },
    { infraction: 'INSTIGATOR', typed: 'DOUBLE_MINOR' },
    { infraction: 'AGGRESSOR', typed: 'MISCONDUCT' },
    { infraction: 'FIGHTING', typed: 'MINOR' },
    { infraction: 'FIGHTING', typed: 'MAJOR' },
  ] as const)(
    'docs/rulebooks/000_5506cbd709277b08.txt:90 "A Match penalty shall be assessed to any player who is identified … as the instigator or aggressor … ejection from the game AND the rest of the tournament": $infraction typed as $typed is a match penalty, out of this game at once (R17, R28)',
    ({ infraction, typed }) => {
      const sim = new GameSim('COLE_HARBOUR_CLASSIC').start().drop().whistle();
      const facts = sim.post({ type: 'PENALTY', teamId: HOME, playerId: 'h4', severity: typed, infraction });
      // "Match Penalty - 7 min run time", served by a substitute
      expect(facts.details).toMatchObject({ severity: 'MATCH', assessedAs: typed, minutes: 7, recordedMinutes: 7, ejected: true, ejectedFor: infraction });
      expect(sim.state.home.ejected).toEqual(['h4']);
      expect(sim.board.penalties).toEqual([expect.objectContaining({ severity: 'MATCH', minutes: 7 })]);
      expect(sim.refused({ type: 'GOAL', teamId: HOME, scorerId: 'h4', assistIds: [] })).toMatch(/has been ejected/);
      expect(sim.refused({ type: 'GOAL', teamId: HOME, scorerId: 'h5', assistIds: ['h4'] })).toMatch(/has been ejected/);
      const c = consequencesOf(penaltyRecordFromFacts(facts, { ruleset: sim.ruleset, stage: 'ROUND_ROBIN' }));
      expect(c.suspensions).toEqual([expect.objectContaining({ kind: 'REST_OF_COMPETITION' })]);
    },
  );

  it('docs/rulebooks/000_5506cbd709277b08.txt:90 "The opposing player may then be assessed a Match penalty if he fights back …, a Minor penalty for roughing, or no penalty at all": the instigator is out; an opponent given a roughing minor stays in; one recorded for fighting back is out too (R28)', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC').start().drop().whistle();
    sim.penalty('home', 'h4', 'MINOR', 'INSTIGATOR').penalty('away', 'a4', 'MINOR', 'ROUGHING');
    expect(sim.state.home.ejected).toEqual(['h4']);
    expect(sim.state.away.ejected).toEqual([]);
    expect(sim.last!.details).toMatchObject({ severity: 'MINOR', minutes: 3 });
    // "If two players throw the first punch simultaneously, then both players will receive Match penalties"
    sim.penalty('away', 'a5', 'MAJOR', 'FIGHTING');
    expect(sim.last!.details).toMatchObject({ severity: 'MATCH', ejected: true });
    expect(sim.state.away.ejected).toEqual(['a5']);
  });

  it('BHI names no severity for fighting or instigating: what was typed stands (docs/rulebooks/003_1bb7ac110d7dcb5e.txt:13)', () => {
    const sim = new GameSim('BHI_5ON5').start().drop().whistle();
    sim.penalty('home', 'h4', 'MINOR', 'INSTIGATOR');
    expect(sim.last!.details).toMatchObject({ severity: 'MINOR', minutes: 2 });
    expect(sim.state.home.ejected).toEqual([]);
    sim.penalty('home', 'h5', 'MINOR', 'DISCRIMINATORY_ABUSE');
    expect(sim.last!.details).toMatchObject({ severity: 'MINOR', minutes: 2 });
  });

  it.each([
    // docs/rulebooks/000_5506cbd709277b08.txt:93 "causes an opponent to collide with the boards, the Minor penalty normally assessed … will be waived and a Double Minor penalty shall be assessed"
    { infraction: 'BOARDING', typed: 'MINOR', flags: {}, severity: 'DOUBLE_MINOR', minutes: 5, ejected: false },
    { infraction: 'BOARDING', typed: 'DOUBLE_MINOR', flags: {}, severity: 'DOUBLE_MINOR', minutes: 5, ejected: false },
    // "The Major and/or Match penalty applicable to the rule, will be assessed in the normal manner"
    { infraction: 'BOARDING', typed: 'MAJOR', flags: {}, severity: 'MAJOR', minutes: 7, ejected: true },
    { infraction: 'BODY_CONTACT', typed: 'MATCH', flags: { injury: true }, severity: 'MATCH', minutes: 7, ejected: true },
    // "When injury results from intentional body contact a Major penalty shall be assessed" (and, R16, its game misconduct)
    { infraction: 'BODY_CONTACT', typed: 'MINOR', flags: { injury: true }, severity: 'MAJOR', minutes: 7, ejected: true },
    { infraction: 'BODY_CONTACT', typed: 'MINOR', flags: { injury: true, accidental: false }, severity: 'MAJOR', minutes: 7, ejected: true },
    { infraction: 'BOARDING', typed: 'MINOR', flags: { injury: true }, severity: 'MAJOR', minutes: 7, ejected: true },
    { infraction: 'CHECKING', typed: 'DOUBLE_MINOR', flags: { injury: true }, severity: 'MAJOR', minutes: 7, ejected: true },
    { infraction: 'CHARGING', typed: 'MINOR', flags: { injury: true }, severity: 'MAJOR', minutes: 7, ejected: true },
    // "A Minor or Major penalty, at the discretion of the Referee": without injury the minor stands
    { infraction: 'BODY_CONTACT', typed: 'MINOR', flags: { injury: false }, severity: 'MINOR', minutes: 3, ejected: false },
    // the injury must come from intentional contact (R29)
    { infraction: 'BODY_CONTACT', typed: 'MINOR', flags: { injury: true, accidental: true }, severity: 'MINOR', minutes: 3, ejected: false },
    // not body contact: an injury does not raise a trip
    { infraction: 'TRIPPING', typed: 'MINOR', flags: { injury: true }, severity: 'MINOR', minutes: 3, ejected: false },
  ] as const)(
    'docs/rulebooks/000_5506cbd709277b08.txt:92-93 boarding and body contact: $infraction typed $typed with $flags is assessed $severity ($minutes min run time), ejected: $ejected (R29)',
    ({ infraction, typed, flags, severity, minutes, ejected }) => {
      const sim = new GameSim('COLE_HARBOUR_CLASSIC').start().drop().whistle();
      const facts = sim.post({ type: 'PENALTY', teamId: HOME, playerId: 'h4', severity: typed, infraction, ...flags });
      expect(facts.details).toMatchObject({ severity, minutes, ...(severity !== typed ? { assessedAs: typed } : {}) });
      expect(facts.details.assessedAs).toBe(severity !== typed ? typed : undefined);
      expect(sim.state.home.ejected.includes('h4')).toBe(ejected);
      expect(sim.board.penalties).toEqual([expect.objectContaining({ severity, minutes })]);
    },
  );

  it('league: goaltender interference is "an automatic DOUBLE-MINOR"; a major brings a game misconduct (§26)', () => {
    const sim = new GameSim('WINTER_LEAGUE_5ON5').start().drop().whistle();
    sim.penalty('home', 'h4', 'MINOR', 'GOALTENDER_INTERFERENCE');
    expect(sim.last!.details).toMatchObject({ severity: 'DOUBLE_MINOR', assessedAs: 'MINOR', minutes: 4 });
    sim.penalty('home', 'h5', 'MAJOR', 'GOALTENDER_INTERFERENCE');
    expect(sim.last!.details).toMatchObject({ gameMisconduct: true, ejected: true, recordedMinutes: 15 });
    expect(sim.board.home.penaltyMinutes).toBe(4 + 15);
  });

  it('league 3 on 3: goaltender interference and the first player off the bench give two shots (§26 table)', () => {
    const sim = new GameSim('WINTER_LEAGUE_3ON3').start().drop();
    sim.penalty('home', 'h4', 'MINOR', 'GOALTENDER_INTERFERENCE');
    sim.penalty('home', 'h5', 'MINOR', 'FIRST_PLAYER_OFF_THE_BENCH');
    expect(sim.board.away.penaltyShotsPending).toBe(4);
  });

  it('league: "If a player receives a major penalty, he/she is automatically ejected" (§26)', () => {
    const sim = new GameSim('WINTER_LEAGUE_5ON5').start().drop();
    sim.penalty('away', 'a9', 'MAJOR', 'SLASHING');
    expect(sim.state.away.ejected).toEqual(['a9']);
  });
});

describe('penalty shots', () => {
  it.each([
    // League §26 "In 3 on 3, … a PENALTY SHOT will be awarded … when a minor penalty takes place. When a player
    // receives a major or double minor penalty, the opposition will be awarded two (2) shots" (R19)
    { severity: 'MINOR', shots: 1, minutes: 2 },
    { severity: 'DOUBLE_MINOR', shots: 2, minutes: 4 },
    { severity: 'MAJOR', shots: 2, minutes: 5 },
  ] as const)('league 3 on 3: a $severity gives the other team $shots penalty shot(s) and no penalty time (R19)', ({ severity, shots, minutes }) => {
    const sim = new GameSim('WINTER_LEAGUE_3ON3').start().drop();
    sim.penalty('home', 'h3', severity);
    expect(sim.board).toMatchObject({ penalties: [], away: { penaltyShotsPending: shots }, home: { penaltyMinutes: minutes, skatersOnIce: 3 } });
    const goal = sim.post({ type: 'PENALTY_SHOT', teamId: AWAY, shooterId: 'a3', scored: true });
    expect(goal.details).toMatchObject({ scored: true, strength: 'PENALTY_SHOT' });
    expect(sim.board.away).toMatchObject({ score: 1, penaltyShotsPending: shots - 1 });
  });

  /** The rule a refused event names (RuleViolation's `extensions.rule`), with its message. */
  function refusal(sim: GameSim, input: Parameters<GameSim['post']>[0]): { rule: unknown; message: string } {
    const message = sim.refused(input);
    try {
      sim.post(input);
    } catch (error) {
      return { rule: (error as { extensions?: { rule?: unknown } }).extensions?.rule, message };
    }
    throw new Error('expected a refusal');
  }

  it.each([
    // League §26 (004:106) "Penalty shots must be taken by the player who was fouled, UNLESS they are VISIBLY injured
    // (not faking), then another player ON THE FLOOR may take the shot. The only other exception is when a goalie is
    // fouled, then a player WHO WAS ON THE FLOOR at the time of the infraction, can take the shot." (G28)
    { case: '"taken by the player who was fouled"', fouled: 'a3', shooter: 'a3', injured: undefined, refused: false },
    { case: '"taken by the player who was fouled": not by a teammate', fouled: 'a3', shooter: 'a4', injured: undefined, refused: true },
    { case: '"UNLESS they are VISIBLY injured … another player ON THE FLOOR may take the shot"', fouled: 'a3', shooter: 'a4', injured: true, refused: false },
    { case: '"when a goalie is fouled, then a player WHO WAS ON THE FLOOR … can take the shot"', fouled: 'a1', shooter: 'a4', injured: undefined, refused: false },
    { case: "nobody recorded as fouled: the official's word on the shooter stands", fouled: undefined, shooter: 'a4', injured: undefined, refused: false },
  ] as const)('league 3 on 3 §26 (004:106): $case (G28)', ({ fouled, shooter, injured, refused }) => {
    const sim = new GameSim('WINTER_LEAGUE_3ON3').start().drop();
    sim.post({ type: 'PENALTY', teamId: HOME, playerId: 'h3', severity: 'MINOR', infraction: 'TRIPPING', ...(fouled ? { fouledPlayerId: fouled } : {}) });
    const shot = { type: 'PENALTY_SHOT', teamId: AWAY, shooterId: shooter, scored: true, ...(injured ? { fouledPlayerInjured: true } : {}) } as const;
    if (refused) {
      expect(refusal(sim, shot)).toEqual({ rule: 'G28', message: expect.stringContaining('#3 was fouled') });
      expect(sim.board.away.penaltyShotsPending).toBe(1);
    } else {
      expect(sim.post(shot).details).toMatchObject({ scored: true });
      expect(sim.board.away).toMatchObject({ score: 1, penaltyShotsPending: 0 });
    }
  });

  it('league 3 on 3 §26 (004:106): both shots of a double minor belong to the fouled player; a shot owed for nobody named goes to whoever the official sends (G28)', () => {
    const sim = new GameSim('WINTER_LEAGUE_3ON3').start().drop();
    sim.post({ type: 'PENALTY', teamId: HOME, playerId: 'h3', severity: 'MINOR', infraction: 'TRIPPING' });
    sim.post({ type: 'PENALTY', teamId: HOME, playerId: 'h4', severity: 'DOUBLE_MINOR', infraction: 'HIGH_STICKING', fouledPlayerId: 'a5' });
    sim.post({ type: 'PENALTY_SHOT', teamId: AWAY, shooterId: 'a4', scored: false }); // the unnamed shot
    expect(refusal(sim, { type: 'PENALTY_SHOT', teamId: AWAY, shooterId: 'a4', scored: false }).rule).toBe('G28');
    sim.post({ type: 'PENALTY_SHOT', teamId: AWAY, shooterId: 'a5', scored: false });
    sim.post({ type: 'PENALTY_SHOT', teamId: AWAY, shooterId: 'a5', scored: true });
    expect(sim.board.away).toMatchObject({ score: 1, penaltyShotsPending: 0 });
  });

  it.each([
    // League §25 (004:83) "Time will stop for no longer than 30 seconds for penalty shots in 3 on 3, … Any delay, will
    // result in an additional 2 minute minor penalty being assessed for delay of game" and §26 (004:103) "In 3 on 3, …
    // players will not serve penalties": the official records the minor; it is a shot the other way, served by nobody (G29)
    { side: 'away', other: 'home', player: 'a3' },
    { side: 'home', other: 'away', player: 'h1' },
  ] as const)('league 3 on 3 (004:83): a delay of game at a penalty shot, recorded against $player, gives $other a shot and nobody serves it (G29)', ({ side, other, player }) => {
    const sim = new GameSim('WINTER_LEAGUE_3ON3').start().drop().whistle();
    sim.penalty('home', 'h3', 'MINOR');
    sim.penalty(side, player, 'MINOR', 'DELAY_OF_GAME');
    expect(sim.board.penalties).toEqual([]);
    expect(sim.board[other].penaltyShotsPending).toBe(other === 'away' ? 2 : 1);
  });

  it('the fouled player is dressed for the other team (G28)', () => {
    const sim = new GameSim('WINTER_LEAGUE_3ON3').start().drop();
    expect(sim.refused({ type: 'PENALTY', teamId: HOME, playerId: 'h3', severity: 'MINOR', infraction: 'TRIPPING', fouledPlayerId: 'h4' })).toBe(
      'The fouled player (h4) is not dressed for this team in this game.',
    );
  });

  it('a penalty shot nobody is owed is refused', () => {
    const sim = new GameSim('WINTER_LEAGUE_3ON3').start().drop();
    expect(sim.refused({ type: 'PENALTY_SHOT', teamId: HOME, shooterId: 'h3', scored: true })).toBe('This team is owed no penalty shot.');
  });

  it('BHI: "Delay of game with 2 minutes or less left in the game is a penalty shot"', () => {
    const early = new GameSim('BHI_5ON5').start().drop().whistle();
    early.penalty('home', 'h4', 'MINOR', 'DELAY_OF_GAME');
    expect(early.board.away.penaltyShotsPending).toBe(0);

    const late = new GameSim('BHI_5ON5')
      .start()
      .finishPeriod()
      .finishPeriod()
      .drop()
      .wait(8 * MIN + 30_000)
      .whistle();
    late.penalty('home', 'h4', 'MINOR', 'DELAY_OF_GAME');
    expect(late.board).toMatchObject({ penalties: [], away: { penaltyShotsPending: 1 } });
  });
});

describe('timeouts', () => {
  it.each([
    // Cole Harbour "No timeouts are permitted during round robin play"; BHI "No time outs during round robin play"
    { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN' },
    { preset: 'BHI_5ON5', stage: 'ROUND_ROBIN' },
  ] as const)('$preset: refused in $stage', ({ preset, stage }) => {
    const sim = new GameSim(preset, stage).start().drop().whistle();
    expect(sim.refused({ type: 'TIMEOUT', teamId: HOME })).toBe('No timeouts are permitted in round robin games.');
  });

  it.each([
    // Cole Harbour semi-finals & finals "Each team is permitted 1 time out"; BHI "1 timeout per team … in each elimination game"
    { preset: 'COLE_HARBOUR_CLASSIC', stage: 'SEMIFINAL' },
    { preset: 'BHI_5ON5', stage: 'QUARTERFINAL' },
  ] as const)('$preset: one per team in a $stage, a second refused', ({ preset, stage }) => {
    const sim = new GameSim(preset, stage).start().drop().whistle();
    sim.post({ type: 'TIMEOUT', teamId: HOME });
    expect(sim.board.home.timeoutsLeft).toBe(0);
    sim.finishPeriod().drop().whistle();
    expect(sim.refused({ type: 'TIMEOUT', teamId: HOME })).toBe('This team has already used its timeout.');
    sim.post({ type: 'TIMEOUT', teamId: AWAY });
  });

  it('league: one thirty-second timeout each period, overtime included (§25)', () => {
    const sim = new GameSim('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON').start().drop().whistle();
    sim.post({ type: 'TIMEOUT', teamId: HOME });
    expect(sim.refused({ type: 'TIMEOUT', teamId: HOME })).toBe('This team has already used its timeout this period.');
    sim.finishPeriod().drop().whistle();
    expect(sim.board.home.timeoutsLeft).toBe(1);
    sim.post({ type: 'TIMEOUT', teamId: HOME });
    sim.finishPeriod().drop().whistle(); // tied: overtime
    expect(sim.board).toMatchObject({ periodLabel: 'OT', home: { timeoutsLeft: 1 } });
  });

  it('is taken at a stoppage', () => {
    const sim = new GameSim('NHL').start().drop();
    expect(sim.refused({ type: 'TIMEOUT', teamId: HOME })).toBe('A timeout is taken at a stoppage: stop the clock first.');
  });
});

describe('overtime and shootouts (R24, R25)', () => {
  it('round robin: a tie stands (Cole Harbour "the game will end in a tie")', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC', 'ROUND_ROBIN').start().finishPeriod().finishPeriod();
    expect(sim.refused({ type: 'CLOCK_STARTED' })).toBe('A tie stands in this stage (no overtime): end the game.');
    sim.post({ type: 'GAME_ENDED' });
    expect(sim.board).toMatchObject({ status: 'FINAL', decision: 'REGULATION', home: { score: 0 }, away: { score: 0 } });
  });

  it('an elimination game cannot end tied', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC', 'SEMIFINAL').start().finishPeriod().finishPeriod();
    expect(sim.refused({ type: 'GAME_ENDED' })).toBe('The game is tied: in this stage overtime must decide it.');
  });

  it('Cole Harbour semi-final: 3-on-3 overtime, three different shooters, then sudden death with any player', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC', 'SEMIFINAL').start().finishPeriod().finishPeriod();
    sim.drop();
    expect(sim.board).toMatchObject({ periodLabel: 'OT', clock: { mode: 'STOP_TIME', remainingMs: 5 * MIN }, home: { skatersOnIce: 3 } });
    sim.wait(5 * MIN).endPeriod();
    expect(sim.refused({ type: 'CLOCK_STARTED' })).toBe('Overtime is over: a shootout decides the game (record shootout attempts).');
    expect(sim.refused({ type: 'GAME_ENDED' })).toBe('The game is tied: in this stage a shootout must decide it.');
    const shoot = (side: 'home' | 'away', shooterId: string, scored: boolean) => sim.post({ type: 'SHOOTOUT_ATTEMPT', teamId: side === 'home' ? HOME : AWAY, shooterId, scored });
    // "The first 3 shooters must be named upon the first shooter" (G31)
    sim.post({ type: 'SHOOTERS_NAMED', teamId: HOME, shooterIds: ['h2', 'h3', 'h4'] });
    sim.post({ type: 'SHOOTERS_NAMED', teamId: AWAY, shooterIds: ['a2', 'a3', 'a4'] });
    shoot('home', 'h2', true);
    expect(sim.refused({ type: 'SHOOTOUT_ATTEMPT', teamId: HOME, shooterId: 'h3', scored: true })).toBe('Shootout: the other team shoots next: shootout attempts alternate.');
    shoot('away', 'a2', true);
    expect(sim.refused({ type: 'SHOOTOUT_ATTEMPT', teamId: HOME, shooterId: 'h2', scored: true })).toBe('Shootout: the first 3 shooters of a team must be 3 different players.');
    shoot('home', 'h3', false);
    shoot('away', 'a3', false);
    shoot('home', 'h4', false);
    shoot('away', 'a4', false);
    expect(sim.board).toMatchObject({ periodLabel: 'SO', status: 'INTERMISSION', shootout: { home: { attempts: 3, goals: 1 }, away: { attempts: 3, goals: 1 } } });
    shoot('home', 'h2', true); // sudden death: "any player can shoot"
    expect(sim.board.status).toBe('INTERMISSION');
    shoot('away', 'a2', false);
    // R25: the winner is credited one goal in the final score.
    expect(sim.board).toMatchObject({ status: 'FINAL', decision: 'SHOOTOUT', home: { score: 1 }, away: { score: 0 } });
    expect(sim.refused({ type: 'SHOOTOUT_ATTEMPT', teamId: HOME, shooterId: 'h5', scored: true })).toBe('Cannot record a shootout attempt: The game is over.');
  });

  it('a shootout can be decided before its three rounds are out', () => {
    const sim = new GameSim('NHL', 'REGULAR_SEASON').start().finishPeriod().finishPeriod().finishPeriod().finishPeriod();
    const shoot = (side: 'home' | 'away', shooterId: string, scored: boolean) => sim.post({ type: 'SHOOTOUT_ATTEMPT', teamId: side === 'home' ? HOME : AWAY, shooterId, scored });
    shoot('away', 'a2', true);
    shoot('home', 'h2', false);
    shoot('away', 'a3', true);
    shoot('home', 'h3', false); // 0–2 with one shot left: decided
    expect(sim.board).toMatchObject({ status: 'FINAL', decision: 'SHOOTOUT', away: { score: 1 } });
  });

  it('BHI quarter-final: nobody shoots twice before the whole roster has ("entire roster")', () => {
    const sim = new GameSim('BHI_5ON5', 'QUARTERFINAL');
    sim.post({ type: 'GAME_STARTED', lineups: { home: lineup('h', 6), away: lineup('a', 6) } });
    sim.finishPeriod().finishPeriod().finishPeriod().finishPeriod();
    expect(sim.board.periodLabel).toBe('OT');
    const shoot = (side: 'home' | 'away', shooterId: string) => sim.post({ type: 'SHOOTOUT_ATTEMPT', teamId: side === 'home' ? HOME : AWAY, shooterId, scored: false });
    for (const n of [2, 3, 4, 5]) {
      shoot('home', `h${n}`);
      shoot('away', `a${n}`);
    }
    expect(sim.refused({ type: 'SHOOTOUT_ATTEMPT', teamId: HOME, shooterId: 'h2', scored: true })).toBe('Shootout: every player on the roster must shoot before anyone shoots again.');
    shoot('home', 'h6'); // the last skater who has not shot
    shoot('away', 'a6');
    shoot('home', 'h2'); // now the roster starts over
  });

  it('BHI championship: continuous overtime until a goal', () => {
    const sim = new GameSim('BHI_5ON5', 'FINAL').start().finishPeriod().finishPeriod().finishPeriod();
    sim.finishPeriod().finishPeriod();
    sim.drop();
    expect(sim.board.periodLabel).toBe('OT3');
    sim.wait(MIN).goal('away');
    expect(sim.board).toMatchObject({ status: 'FINAL', decision: 'OVERTIME', away: { score: 1 } });
  });

  it('league regular season: five minutes of straight-time sudden death, then three shooters (§15)', () => {
    const sim = new GameSim('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON').start().finishPeriod().finishPeriod().drop();
    expect(sim.board).toMatchObject({ periodLabel: 'OT', clock: { remainingMs: 5 * MIN, mode: 'RUN_TIME' } });
    sim.wait(5 * MIN).endPeriod();
    expect(sim.refused({ type: 'CLOCK_STARTED' })).toMatch(/shootout decides/);
  });

  it('league playoffs: ten-minute running-time sudden-death periods until a goal (§15)', () => {
    const sim = new GameSim('WINTER_LEAGUE_5ON5', 'PLAYOFF').start().finishPeriod().finishPeriod().drop();
    expect(sim.board).toMatchObject({ periodLabel: 'OT', clock: { remainingMs: 10 * MIN, mode: 'RUN_TIME' } });
    sim
      .wait(10 * MIN)
      .endPeriod()
      .drop();
    expect(sim.board.periodLabel).toBe('OT2');
    expect(sim.refused({ type: 'SHOOTOUT_ATTEMPT', teamId: HOME, shooterId: 'h2', scored: true })).toBe('Cannot record a shootout attempt: The game is in progress.');
    sim.wait(3 * MIN).goal('home');
    expect(sim.board).toMatchObject({ status: 'FINAL', decision: 'OVERTIME', home: { score: 1 } });
  });
});

describe('refused events', () => {
  it('a goal before the game starts, and between periods', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC');
    expect(sim.refused({ type: 'GOAL', teamId: HOME, scorerId: 'h5', assistIds: [] })).toBe('Cannot record a goal: The game has not started: start it first.');
    sim.start().finishPeriod();
    expect(sim.refused({ type: 'GOAL', teamId: HOME, scorerId: 'h5', assistIds: [] })).toBe('Cannot record a goal: The period is over: start the clock to begin the next period first.');
  });

  it('a penalty to a player who is not dressed for the team', () => {
    const sim = new GameSim('NHL').start().drop();
    expect(sim.refused({ type: 'PENALTY', teamId: HOME, playerId: 'a4', severity: 'MINOR', infraction: 'HOOKING' })).toBe('The penalised player (a4) is not dressed for this team in this game.');
  });

  it('assists: at most two, to teammates other than the scorer', () => {
    const sim = new GameSim('NHL').start().drop();
    expect(sim.refused({ type: 'GOAL', teamId: HOME, scorerId: 'h5', assistIds: ['h2', 'h3', 'h4'] })).toBe('A goal has at most two assists.');
    expect(sim.refused({ type: 'GOAL', teamId: HOME, scorerId: 'h5', assistIds: ['h5'] })).toBe('The scorer cannot also assist on the goal.');
    expect(sim.refused({ type: 'GOAL', teamId: HOME, scorerId: 'h5', assistIds: ['a2'] })).toMatch(/assisting player \(a2\) is not dressed/);
  });

  it('a goal timed after the clock stopped', () => {
    const sim = new GameSim('NHL')
      .start()
      .drop()
      .wait(MIN)
      .whistle(19 * MIN);
    expect(sim.refused({ type: 'GOAL', teamId: HOME, scorerId: 'h5', assistIds: [], clockRemainingMs: 18 * MIN })).toBe(
      'The clock stopped at 19:00: a goal cannot come after that (18:00). clockRemainingMs must be between 19:00 and 20:00.',
    );
  });

  it.each([
    // Cole Harbour "Teams must dress a minimum playing roster of 7 players (six skaters and a goaltender)" (R23)
    { preset: 'COLE_HARBOUR_CLASSIC', size: 6, message: 'the rules need at least 7 including a goaltender' },
    // League §17 "at least eight (8) players … for the 5 on 5 format" (R23)
    { preset: 'WINTER_LEAGUE_5ON5', size: 7, message: 'the rules need at least 8 to start' },
    // League §17 "at least four (4) players for the 3 on 3 format" (R23)
    { preset: 'WINTER_LEAGUE_3ON3', size: 3, message: 'the rules need at least 4 to start' },
  ] as const)('$preset: starting with $size dressed (R23)', ({ preset, size, message }) => {
    const sim = new GameSim(preset);
    expect(sim.refused({ type: 'GAME_STARTED', lineups: { home: lineup('h', size), away: lineup('a', 10) } })).toContain(message);
  });

  it('Cole Harbour: seven dressed without a goaltender cannot start (R23 "six skaters and a goaltender")', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC');
    const skaters = lineup('h', 8).slice(1);
    expect(sim.refused({ type: 'GAME_STARTED', lineups: { home: skaters, away: lineup('a', 10) } })).toBe(
      'The home team has 7 dressed (without a goaltender); the rules need at least 7 including a goaltender to start.',
    );
  });

  /** h1 and h2 goalies, then `skaters` skaters. */
  const withGoalies = (prefix: 'h' | 'a', goalies: number, skaters: number) =>
    lineup(prefix, goalies + skaters).map((p, i) => ({ ...p, position: i < goalies ? ('GOALIE' as const) : ('SKATER' as const) }));

  it.each([
    // docs/rulebooks/000_5506cbd709277b08.txt:61 "a minimum playing roster of 7 players (six skaters and a goaltender)" (R23)
    { goalies: 2, skaters: 5, refused: 'The home team has 7 dressed but 5 skaters; the rules need at least 6 skaters and a goaltender to start.' },
    { goalies: 3, skaters: 4, refused: 'The home team has 7 dressed but 4 skaters; the rules need at least 6 skaters and a goaltender to start.' },
    { goalies: 1, skaters: 6, refused: null },
    { goalies: 2, skaters: 6, refused: null },
  ])('Cole Harbour: $goalies goaltenders and $skaters skaters (docs/rulebooks/000_5506cbd709277b08.txt:61, R23)', ({ goalies, skaters, refused }) => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC');
    const event = { type: 'GAME_STARTED' as const, lineups: { home: withGoalies('h', goalies, skaters), away: lineup('a', 10) } };
    if (refused) expect(sim.refused(event)).toBe(refused);
    else expect(sim.post(event) && sim.board.status).toBe('IN_PROGRESS');
  });

  it.each([
    // docs/rulebooks/000_5506cbd709277b08.txt:61 "seven players (six skaters and a goaltender)" (R23)
    { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', needs: 7, goalie: true },
    // docs/rulebooks/003_1bb7ac110d7dcb5e.txt:3 "5 runners and a Goalie"; no minimum named (R26)
    { preset: 'BHI_5ON5', stage: 'ROUND_ROBIN', needs: 4, goalie: true },
    { preset: 'BHI_5ON5', stage: 'SEMIFINAL', needs: 4, goalie: true },
    // docs/rulebooks/004_52536eff465526ad.txt:58 "at least eight (8) … If a team has no goalie, an extra player can be put on the floor" (R23)
    { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', needs: 8, goalie: false },
    { preset: 'WINTER_LEAGUE_3ON3', stage: 'REGULAR_SEASON', needs: 4, goalie: false },
    { preset: 'IIHF', stage: 'ROUND_ROBIN', needs: 4, goalie: true },
    { preset: 'NHL', stage: 'ROUND_ROBIN', needs: 4, goalie: true },
  ] as const)('$preset $stage: nobody dressed, a goaltender alone, or too few cannot start; $needs can (R23, R26)', ({ preset, stage, needs, goalie }) => {
    const sim = new GameSim(preset, stage);
    const start = (home: ReturnType<typeof lineup>) => ({ type: 'GAME_STARTED' as const, lineups: { home, away: lineup('a', 10) } });
    expect(sim.refused(start([]))).toMatch(/^The home team has 0 dressed/);
    expect(sim.refused(start(lineup('h', 1)))).toMatch(/^The home team has 1 dressed/);
    expect(sim.refused(start(lineup('h', needs - 1)))).toMatch(new RegExp(`the rules need at least ${needs}`));
    // Without a goaltender: refused where the rulebook names no stand-in (league §17 does).
    const skaters = lineup('h', needs + 1).slice(1);
    if (goalie) expect(sim.refused(start(skaters))).toMatch(/without a goaltender/);
    sim.post(start(goalie ? lineup('h', needs) : skaters));
    expect(sim.board.status).toBe('IN_PROGRESS');
  });

  it.each([
    // League §17 "six (6) … and three (3) … if BOTH teams must agree BEFORE the ball is dropped" (R23)
    { preset: 'WINTER_LEAGUE_5ON5', size: 6 },
    { preset: 'WINTER_LEAGUE_3ON3', size: 3 },
    { preset: 'WINTER_LEAGUE_3ON3', size: 4 },
  ] as const)('$preset: $size may start when both teams agree (§17, R23)', ({ preset, size }) => {
    const sim = new GameSim(preset);
    sim.post({ type: 'GAME_STARTED', lineups: { home: lineup('h', size), away: lineup('a', 10) }, shortHandedByAgreement: true });
    expect(sim.board.status).toBe('IN_PROGRESS');
  });

  it('league 3 on 3: two dressed is too few even by agreement (§17, R23)', () => {
    const sim = new GameSim('WINTER_LEAGUE_3ON3');
    expect(sim.refused({ type: 'GAME_STARTED', lineups: { home: lineup('h', 2), away: lineup('a', 10) }, shortHandedByAgreement: true })).toContain('at least 3 to start');
  });
});

describe('lineups', () => {
  it('are set before the game and recorded in the log; not once it has started', () => {
    const sim = new GameSim('NHL');
    const facts = sim.post({ type: 'LINEUP_SET', teamId: HOME, lineup: lineup('h', 12) });
    expect(facts.details).toEqual({ dressed: 12 });
    expect(sim.state.home.lineup).toHaveLength(12);
    expect(sim.refused({ type: 'LINEUP_SET', teamId: HOME, lineup: [...lineup('h', 2), lineup('h', 1)[0]] })).toBe('A player appears twice in the lineup.');
    sim.start();
    expect(sim.refused({ type: 'LINEUP_SET', teamId: AWAY, lineup: lineup('a', 12) })).toBe('Cannot set a lineup: The game is in progress.');
  });
});

describe('corrections and forfeits', () => {
  it('a voided goal leaves the score, and the log re-folds without it', () => {
    const sim = new GameSim('NHL').start().drop();
    sim.goal('home');
    sim.goal('away');
    sim.post({ type: 'EVENT_VOIDED', targetSeq: 3, reason: 'kicked in' });
    expect(sim.board).toMatchObject({ seq: 5, home: { score: 0, shots: 0 }, away: { score: 1 } });
    expect(sim.refused({ type: 'EVENT_VOIDED', targetSeq: 3, reason: 'again' })).toBe('Event 3 is already voided.');
    expect(sim.refused({ type: 'EVENT_VOIDED', targetSeq: 1, reason: 'oops' })).toBe('The start of the game cannot be voided.');
  });

  it('a void that would make a later event invalid is refused', () => {
    const sim = new GameSim('NHL').start().drop().whistle();
    sim.post({ type: 'CLOCK_STARTED' });
    sim.goal('home');
    // Without the first clock start, the first whistle would stop a clock that never ran.
    expect(sim.refused({ type: 'EVENT_VOIDED', targetSeq: 2, reason: 'x' })).toMatch(/^Voiding event 2 would make a later event invalid \(The clock is already stopped\.\)/);
  });

  it.each([
    // Cole Harbour "recorded as a 5 – 0 victory for the non-forfeiting team" (R8); BHI gives none: 5–0 (R8)
    { preset: 'COLE_HARBOUR_CLASSIC', goals: 5 },
    { preset: 'BHI_5ON5', goals: 5 },
    // League §13 "the opposing team will be awarded a 7 - 0 win" (R8)
    { preset: 'WINTER_LEAGUE_5ON5', goals: 7 },
  ] as const)('$preset: a forfeit is recorded $goals–0 (R8)', ({ preset, goals }) => {
    const sim = new GameSim(preset);
    sim.post({ type: 'FORFEIT', forfeitingTeamId: HOME });
    expect(sim.board).toMatchObject({ status: 'FORFEITED', decision: 'FORFEIT', home: { score: 0 }, away: { score: goals } });
  });
});

describe('league §9 ID checks in the game log', () => {
  const check = (teamId: string, playerId: string, result: 'PRODUCED_ID' | 'NO_ID') => ({ type: 'ID_CHECK' as const, teamId, playerId, requestedBy: 'COACH' as const, result });

  it('"during a stoppage of play": refused while the clock runs, allowed at a whistle and between periods (G19)', () => {
    const sim = new GameSim('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON').start().drop();
    expect(sim.refused(check(AWAY, 'h4', 'PRODUCED_ID'))).toMatch(/stop the clock first/);
    sim.whistle();
    sim.post(check(AWAY, 'h4', 'PRODUCED_ID'));
    sim.drop().post({ type: 'PERIOD_ENDED' });
    sim.post(check(HOME, 'a5', 'PRODUCED_ID'));
    expect(sim.state.idChecks!.map((c) => c.playerId)).toEqual(['h4', 'a5']);
    expect(sim.replayed()).toEqual(sim.state);
  });

  it('"only one ID check … during a stoppage of play, and only two (2) per game": both teams count together (G20)', () => {
    const sim = new GameSim('WINTER_LEAGUE_3ON3', 'REGULAR_SEASON').start().drop().whistle();
    sim.post(check(AWAY, 'h4', 'NO_ID'));
    expect(sim.refused(check(HOME, 'a4', 'NO_ID'))).toBe('There has already been an ID check during this stoppage of play.');
    sim.drop().whistle();
    sim.post(check(HOME, 'a4', 'NO_ID'));
    sim.drop().whistle();
    expect(sim.refused(check(AWAY, 'h5', 'NO_ID'))).toBe('This game has had its 2 ID checks (both teams together).');
  });

  it('"on an opposing team\'s player", who must be dressed', () => {
    const sim = new GameSim('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON').start().drop().whistle();
    expect(sim.refused(check(HOME, 'h4', 'NO_ID'))).toMatch(/is not dressed for this team/);
    expect(sim.refused(check(HOME, 'a99', 'NO_ID'))).toMatch(/is not dressed for this team/);
  });

  it('"not be allowed to continue in the game UNTIL he/she produces the proper ID" (G21)', () => {
    const sim = new GameSim('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON').start().drop().whistle();
    sim.post(check(HOME, 'a4', 'NO_ID'));
    sim.drop();
    expect(sim.refused({ type: 'GOAL', teamId: AWAY, scorerId: 'a4', assistIds: [] })).toMatch(/could not produce ID at a check and sits out/);
    expect(sim.refused({ type: 'GOAL', teamId: AWAY, scorerId: 'a5', assistIds: ['a4'] })).toMatch(/could not produce ID/);
    expect(sim.refused({ type: 'ID_PRODUCED', playerId: 'a5' })).toMatch(/not sitting out/);
    sim.post({ type: 'ID_PRODUCED', playerId: 'a4' });
    sim.post({ type: 'GOAL', teamId: AWAY, scorerId: 'a4', assistIds: [] });
    expect(sim.state.away.score).toBe(1);
  });

  it("the league's ruling comes after the game, once per NO_ID check (G22)", () => {
    const sim = new GameSim('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON').start().drop().whistle();
    sim.post(check(HOME, 'a4', 'NO_ID'));
    const checkSeq = sim.events.length;
    sim.drop().whistle();
    sim.post(check(AWAY, 'h4', 'PRODUCED_ID'));
    const review = (targetSeq: number, legal: boolean) => ({ type: 'ID_CHECK_REVIEWED' as const, targetSeq, legal, reason: 'League review' });
    expect(sim.refused(review(checkSeq, false))).toMatch(/Cannot record the league's ruling on an ID check: The game is in progress/);
    sim.drop().post({ type: 'GOAL', teamId: HOME, scorerId: 'h5', assistIds: [] });
    sim.post({ type: 'PERIOD_ENDED' });
    sim.drop().post({ type: 'PERIOD_ENDED' });
    sim.post({ type: 'GAME_ENDED' });
    expect(sim.refused(review(checkSeq + 3, false))).toMatch(/produced ID at that check/);
    expect(sim.refused(review(1, false))).toMatch(/is not an ID check/);
    expect(sim.post(review(checkSeq, false))).toMatchObject({ teamId: AWAY, playerId: 'a4', details: { legal: false, defaultGame: true } });
    expect(sim.refused(review(checkSeq, true))).toMatch(/already ruled on \(illegal\)/);
  });

  it.each(['COLE_HARBOUR_CLASSIC', 'BHI_5ON5'] as const)('%s has no ID checks', (preset) => {
    const sim = new GameSim(preset).start().drop().whistle();
    expect(sim.refused(check(HOME, 'a4', 'NO_ID'))).toMatch(/Only the league's rules provide for an ID check/);
  });
});

describe('a result kept on paper (G24)', () => {
  const result = (homeScore: number, awayScore: number, decision: 'REGULATION' | 'OVERTIME' | 'SHOOTOUT' = 'REGULATION') => ({ type: 'RESULT_RECORDED' as const, homeScore, awayScore, decision });

  it.each([
    // R24 "Round robins games (no overtime, remains a tie)"; Cole Harbour "the game will end in a tie"
    { preset: 'BHI_5ON5', stage: 'ROUND_ROBIN', input: result(2, 2), refused: null },
    { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', input: result(3, 1), refused: null },
    { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', input: result(3, 2, 'OVERTIME'), refused: 'This stage has no overtime.' },
    // League §15: overtime then a shootout decide every regular-season game (R9)
    { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', input: result(2, 2), refused: 'cannot end tied under these rules' },
    { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', input: result(3, 2, 'SHOOTOUT'), refused: null },
    // R25 "The shootout winner is credited with one goal in the final score"; overtime is sudden death
    { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', input: result(4, 2, 'SHOOTOUT'), refused: 'shootout win is by one goal' },
    { preset: 'COLE_HARBOUR_CLASSIC', stage: 'SEMIFINAL', input: result(3, 1, 'OVERTIME'), refused: 'overtime win is by one goal' },
    { preset: 'COLE_HARBOUR_CLASSIC', stage: 'SEMIFINAL', input: result(-1, 1), refused: 'whole numbers, 0 or more' },
  ] as const)('$preset $stage $input.homeScore–$input.awayScore $input.decision → refused: $refused', ({ preset, stage, input, refused }) => {
    const sim = new GameSim(preset, stage);
    if (refused) {
      expect(sim.refused(input)).toContain(refused);
    } else {
      sim.post(input);
      expect(sim.board).toMatchObject({ status: 'FINAL', decision: input.decision, home: { score: input.homeScore }, away: { score: input.awayScore } });
      expect(sim.replayed()).toEqual(sim.state);
    }
  });

  it('corrects a final game; not one in progress', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC').start().drop();
    expect(sim.refused(result(1, 0))).toBe('Cannot record a result: The game is in progress.');
    sim.post({ type: 'GOAL', teamId: HOME, scorerId: 'h5', assistIds: [] });
    sim.post({ type: 'PERIOD_ENDED' });
    sim.drop().post({ type: 'PERIOD_ENDED' });
    sim.post({ type: 'GAME_ENDED' });
    sim.post(result(1, 2));
    expect(sim.board).toMatchObject({ status: 'FINAL', home: { score: 1 }, away: { score: 2 } });
  });
});

describe('fights and benches', () => {
  it('Cole Harbour "If two players throw the first punch simultaneously, then both players will receive Match penalties": both are ejected, from the game and the tournament (R17)', () => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC').start().drop().whistle();
    const both = [
      sim.post({ type: 'PENALTY', teamId: HOME, playerId: 'h4', severity: 'MATCH', infraction: 'FIGHTING' }),
      sim.post({ type: 'PENALTY', teamId: AWAY, playerId: 'a6', severity: 'MATCH', infraction: 'FIGHTING' }),
    ];
    expect([sim.state.home.ejected, sim.state.away.ejected]).toEqual([['h4'], ['a6']]);
    const suspensions = both.map((facts) => consequencesOf(penaltyRecordFromFacts(facts, { ruleset: sim.ruleset, stage: 'ROUND_ROBIN' })).suspensions.map((x) => x.kind));
    expect(suspensions).toEqual([['REST_OF_COMPETITION'], ['REST_OF_COMPETITION']]);
  });

  it('league 3 on 3 §26 "team bench clearing ten (10) two (2) game defaulted": two penalty shots to the other team (R19)', () => {
    const sim = new GameSim('WINTER_LEAGUE_3ON3', 'REGULAR_SEASON').start().drop().whistle();
    const facts = sim.post({ type: 'PENALTY', teamId: HOME, playerId: null, severity: 'MISCONDUCT', infraction: 'BENCH_CLEARING' });
    expect(facts.details).toMatchObject({ penaltyShots: 2, minutes: 0 });
    expect(sim.state.away.penaltyShotsPending).toBe(2);
  });
});

describe('strength from the call, time from the drop (G25)', () => {
  it.each([
    // Cole Harbour "penalties run time will begin at the next puck drop": the time waits, the player is already in the box (docs/rulebooks/000_5506cbd709277b08.txt:69)
    { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', severity: 'MINOR', full: 5 },
    { preset: 'COLE_HARBOUR_CLASSIC', stage: 'ROUND_ROBIN', severity: 'MAJOR', full: 5 },
    // BHI "5 on 5 (5 runners and a Goalie)" (docs/rulebooks/003_1bb7ac110d7dcb5e.txt:3)
    { preset: 'BHI_5ON5', stage: 'ROUND_ROBIN', severity: 'MINOR', full: 5 },
    // League §26 "In 5 on 5, … players will serve the normal 2, 4, and 5 minute penalties" (docs/rulebooks/004_52536eff465526ad.txt:103)
    { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', severity: 'DOUBLE_MINOR', full: 5 },
    { preset: 'NHL', stage: 'ROUND_ROBIN', severity: 'MINOR', full: 5 },
  ] as const)('$preset: a $severity called at a stoppage shortens the team at once; its time starts at the drop', ({ preset, stage, severity, full }) => {
    const sim = new GameSim(preset, stage).start().drop().wait(MIN).whistle();
    sim.penalty('home', 'h4', severity, 'ROUGHING');
    expect(sim.board.home.skatersOnIce).toBe(full - 1);
    expect(sim.board.away.skatersOnIce).toBe(full);
    const called = sim.board.penalties[0];
    expect(called.running).toBe(false);
    sim.wait(5 * MIN); // a long stoppage: the box is occupied, the timer does not move
    expect(sim.board.home.skatersOnIce).toBe(full - 1);
    expect(sim.board.penalties[0].remainingMs).toBe(called.remainingMs);
    sim.drop();
    expect(sim.board.home.skatersOnIce).toBe(full - 1);
    expect(sim.board.penalties[0]).toMatchObject({ running: true, remainingMs: called.remainingMs });
    // The replayed log agrees with the stored state.
    expect(sim.replayed()).toEqual(sim.state);
  });

  it('a third penalty called at a stoppage still leaves three skaters (G3)', () => {
    const sim = new GameSim('NHL').start().drop().wait(MIN).whistle();
    sim.penalty('home', 'h3').penalty('home', 'h4').penalty('home', 'h5');
    expect(sim.board.home.skatersOnIce).toBe(3);
  });

  it('coincidental minors called at the stoppage leave both teams at full strength (G5)', () => {
    const sim = new GameSim('NHL').start().drop().wait(MIN).whistle();
    sim.penalty('home', 'h4').penalty('away', 'a4');
    expect([sim.board.home.skatersOnIce, sim.board.away.skatersOnIce]).toEqual([5, 5]);
  });

  it('a goal recorded at the stoppage after the call was scored before the whistle: even strength, and nothing is released', () => {
    const sim = new GameSim('NHL').start().drop().wait(MIN).whistle();
    sim.penalty('home', 'h4');
    expect(sim.goal('away').details.strength).toBe('EVEN');
    expect(sim.board.penalties).toHaveLength(1);
    expect(sim.board.home.skatersOnIce).toBe(4);
  });
});
