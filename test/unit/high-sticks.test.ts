import type { GameEventInput } from '../../src/domain/game/types';
import { AWAY, GameSim, HOME, MIN } from './support/game-sim';

type Facts = { injury?: boolean; accidental?: boolean };
type Severity = Extract<GameEventInput, { type: 'PENALTY' }>['severity'];

const call = (severity: Severity, facts: Facts, infraction = 'HIGH_STICKING'): GameEventInput => ({ type: 'PENALTY', teamId: HOME, playerId: 'h4', severity, infraction, ...facts });

describe('docs/rulebooks/003_1bb7ac110d7dcb5e.txt:14 "2 minutes (No Blood), 4 minute (Accidental with Blood), 5 minute (Intent with blood)": the facts decide the length (G55)', () => {
  it.each([
    { facts: {}, severity: 'MINOR', minutes: 2 },
    { facts: { injury: false }, severity: 'MINOR', minutes: 2 },
    { facts: { injury: false, accidental: false }, severity: 'MINOR', minutes: 2 },
    { facts: { injury: true, accidental: true }, severity: 'DOUBLE_MINOR', minutes: 4 },
    { facts: { injury: true, accidental: false }, severity: 'MAJOR', minutes: 5 },
  ] as const)('$facts typed $severity: served $minutes min', ({ facts, severity, minutes }) => {
    const sim = new GameSim('BHI_5ON5').start().drop().whistle();
    const facts_ = sim.post(call(severity, facts));
    expect(facts_.details).toMatchObject({ severity, minutes });
    sim.drop();
    expect(sim.board.penalties).toEqual([expect.objectContaining({ severity, minutes, remainingMs: minutes * MIN, running: true })]);
  });

  it.each([
    // the two cases: a minor with blood served 2, a major without blood served 5
    {
      facts: { injury: true, accidental: true },
      severity: 'MINOR',
      en: /accidental high stick with blood is 4 minutes, a DOUBLE_MINOR, not MINOR/,
      fr: /accidentel avec du sang est de 4 minutes, une DOUBLE_MINOR, pas une MINOR/,
    },
    {
      facts: { injury: true, accidental: false },
      severity: 'MINOR',
      en: /intent and blood is 5 minutes, a MAJOR, not MINOR/,
      fr: /intentionnel avec du sang est de 5 minutes, une MAJOR, pas une MINOR/,
    },
    { facts: {}, severity: 'MAJOR', en: /no blood is 2 minutes, a MINOR, not MAJOR.*record injury: true/, fr: /sans sang est de 2 minutes, une MINOR, pas une MAJOR.*inscrivez injury: true/ },
    { facts: { injury: false, accidental: false }, severity: 'MAJOR', en: /no blood is 2 minutes, a MINOR, not MAJOR/, fr: /sans sang/ },
    { facts: { accidental: true }, severity: 'DOUBLE_MINOR', en: /no blood is 2 minutes, a MINOR, not DOUBLE_MINOR/, fr: /pas une DOUBLE_MINOR/ },
    { facts: { injury: true, accidental: true }, severity: 'MAJOR', en: /4 minutes, a DOUBLE_MINOR, not MAJOR.*record accidental: false and a MAJOR/, fr: /pas une MAJOR/ },
    { facts: { injury: true, accidental: false }, severity: 'DOUBLE_MINOR', en: /5 minutes, a MAJOR, not DOUBLE_MINOR.*record accidental: true and a DOUBLE_MINOR/, fr: /pas une DOUBLE_MINOR/ },
    {
      facts: { injury: true },
      severity: 'DOUBLE_MINOR',
      en: /with blood is 4 minutes when accidental \(DOUBLE_MINOR\) and 5 minutes with intent \(MAJOR\).*record accidental: true or accidental: false/,
      fr: /inscrivez accidental: true ou accidental: false/,
    },
    { facts: { injury: true }, severity: 'MAJOR', en: /record accidental: true or accidental: false/, fr: /accidental: false/ },
  ] as const)('$facts typed $severity is refused, saying what to record, in English and French', ({ facts, severity, en, fr }) => {
    const sim = new GameSim('BHI_5ON5').start().drop().whistle();
    const refused = sim.refusal(call(severity, facts));
    expect(refused.en).toMatch(en);
    expect(refused.en).toMatch(/BHI 003:14/);
    expect(refused.fr).toMatch(fr);
    expect(refused.rule).toMatch(/^G55; BHI 003:14/);
  });

  it('other rulebooks keep their own high-sticking lengths: a league 5 on 5 major with no injury recorded serves 5 (G55 is BHI only)', () => {
    const sim = new GameSim('WINTER_LEAGUE_5ON5').start().drop().whistle();
    expect(sim.post(call('MAJOR', {})).details).toMatchObject({ severity: 'MAJOR', minutes: 5 });
  });
});

describe('docs/rulebooks/003_1bb7ac110d7dcb5e.txt:16 "Waving at a ball with a high stick (Contact or no Contact) is no longer a two minute penalty" (G56)', () => {
  it.each(['MINOR', 'DOUBLE_MINOR', 'MAJOR'] as const)('BHI: HIGH_STICKING_THE_BALL typed %s is refused; nothing is recorded', (severity) => {
    const sim = new GameSim('BHI_5ON5').start().drop().whistle();
    const refused = sim.refusal(call(severity, {}, 'HIGH_STICKING_THE_BALL'));
    expect(refused.en).toBe(
      'Waving at the ball with a high stick, contact or not, is no longer a penalty (BHI 003:16 "Waving at a ball with a high stick (Contact or no Contact) is no longer a two minute penalty"): play is stopped, and nothing is recorded. A high stick that strikes an opponent is HIGH_STICKING.',
    );
    expect(refused.fr).toMatch(/^Agiter le bâton élevé vers la balle, avec ou sans contact, n’est plus une punition/);
    expect(refused.rule).toBe('G56');
    expect(sim.state.home.penaltyCounts).toEqual({});
  });

  it('BHI: a high stick on an opponent is still a penalty', () => {
    const sim = new GameSim('BHI_5ON5').start().drop().whistle();
    expect(sim.post(call('MINOR', {})).details).toMatchObject({ severity: 'MINOR', minutes: 2 });
  });
});

describe('Cole Harbour docs/rulebooks/000_5506cbd709277b08.txt:96-97: the stick carried high is a minor, the intentional high stick a major and a game misconduct (G57)', () => {
  it.each([
    // :96 "A Minor penalty shall be assessed to any player who checks an opponent or intimidates an opponent while carrying their stick above the waist height"
    { what: 'a stick carried high (accidental left out)', severity: 'MINOR', facts: {}, minutes: 3, ejected: false, recorded: 3 },
    // :97 "A player who accidentally … makes contact with an opponent above the normal height of the shoulders with a high stick shall be assessed a minor penalty"
    { what: 'accidental contact above the shoulders', severity: 'MINOR', facts: { accidental: true }, minutes: 3, ejected: false, recorded: 3 },
    // :97 "A player who intentionally makes contact … shall be assessed a major penalty whether or not injury results … shall also incur a Game Misconduct"
    { what: 'intentional contact, no injury', severity: 'MAJOR', facts: { accidental: false }, minutes: 7, ejected: true, recorded: 17 },
    { what: 'intentional contact, injury', severity: 'MAJOR', facts: { accidental: false, injury: true }, minutes: 7, ejected: true, recorded: 17 },
    // :97 "The Game Misconduct penalty shall not apply to players assessed with a Major penalty for an accidental High Stick"
    { what: 'an accidental major', severity: 'MAJOR', facts: { accidental: true }, minutes: 7, ejected: false, recorded: 7 },
  ] as const)('$what typed $severity: $minutes min (run time), ejected: $ejected, $recorded min in the records', ({ severity, facts, minutes, ejected, recorded }) => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC').start().drop().whistle();
    expect(sim.post(call(severity, facts)).details).toMatchObject({ severity, minutes, recordedMinutes: recorded });
    expect(sim.state.home.ejected.includes('h4')).toBe(ejected);
  });

  it.each([
    { severity: 'MINOR', facts: { accidental: false } },
    { severity: 'MINOR', facts: { accidental: false, injury: true } },
    { severity: 'DOUBLE_MINOR', facts: { accidental: false } },
  ] as const)('an intentional high stick typed $severity ($facts) is refused: the call mixes :96 and :97', ({ severity, facts }) => {
    const sim = new GameSim('COLE_HARBOUR_CLASSIC').start().drop().whistle();
    const refused = sim.refusal(call(severity, facts));
    expect(refused.en).toBe(
      `An intentional high stick (accidental: false) is a MAJOR and a game misconduct, not a ${severity} (Cole Harbour 000:97): record a MAJOR. A stick carried high (000:96) or accidental contact above the shoulders is a MINOR: leave out accidental, or record accidental: true.`,
    );
    expect(refused.fr).toMatch(new RegExp(`^Un bâton élevé intentionnel \\(accidental: false\\) est une MAJOR et une inconduite de partie, pas une ${severity}`));
    expect(refused.rule).toMatch(/^G57; Cole Harbour 000:97/);
  });

  it('BHI and the league are not read by 000:97: an intentional minor there is what its own rulebook says', () => {
    const league = new GameSim('WINTER_LEAGUE_5ON5').start().drop().whistle();
    expect(league.post(call('MINOR', { accidental: false })).details).toMatchObject({ severity: 'MINOR' });
    const bhi = new GameSim('BHI_5ON5').start().drop().whistle();
    expect(bhi.post({ ...call('MINOR', { accidental: false }), teamId: AWAY, playerId: 'a4' } as GameEventInput).details).toMatchObject({ severity: 'MINOR', minutes: 2 });
  });
});
