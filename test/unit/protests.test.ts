import type { RulesetPreset } from '../../src/domain/enums';
import { LEAGUE_FINES } from '../../src/domain/fines';
import { idChecksAwaitingReview, type LoggedIdEvent } from '../../src/domain/game/id-checks';
import { type IdCheckRequest, idCheckOutcome, idCheckProblems, idReviewOutcome, protestFilingProblems, protestRulingEffects } from '../../src/domain/protests';

const NOT_LEAGUES: RulesetPreset[] = ['COLE_HARBOUR_CLASSIC', 'BHI_5ON5', 'IIHF', 'NHL'];
const INCIDENT = '2025-01-10T20:00:00-04:00';
const JUDGMENT_RULE = '§19 "No protest/appeal will be accepted regarding a referee\'s judgment call"';

const protest = (filedAt: string, more: { incidentAt?: string; judgmentCall?: boolean; preset?: RulesetPreset } = {}) =>
  protestFilingProblems({ incidentAt: INCIDENT, filedAt, judgmentCall: false, preset: 'WINTER_LEAGUE_5ON5', ...more }).map((p) => p.code);

describe('league §19 "A $25.00 fee must be submitted to the league within 72 hours of the incident in question"', () => {
  it.each([
    { what: 'the next morning', filedAt: '2025-01-11T09:00:00-04:00', codes: [] },
    { what: 'exactly 72 hours later', filedAt: '2025-01-13T20:00:00-04:00', codes: [] },
    { what: '72 hours and one second later', filedAt: '2025-01-13T20:00:01-04:00', codes: ['PROTEST_TOO_LATE'] },
    { what: 'a week later', filedAt: '2025-01-17T20:00:00-04:00', codes: ['PROTEST_TOO_LATE'] },
    { what: 'filed in UTC, 73 hours later', filedAt: '2025-01-14T01:00:00Z', codes: ['PROTEST_TOO_LATE'] },
    { what: 'filed in UTC, 71 hours later', filedAt: '2025-01-13T23:00:00Z', codes: [] },
    { what: 'clocks go forward (Halifax): 72½ hours on the wall clock, 71½ real', incidentAt: '2025-03-07T20:30:00-04:00', filedAt: '2025-03-10T21:00:00-03:00', codes: [] },
    { what: 'clocks go back (Halifax): 71½ hours on the wall clock, 72½ real', incidentAt: '2025-10-31T20:00:00-03:00', filedAt: '2025-11-03T19:30:00-04:00', codes: ['PROTEST_TOO_LATE'] },
    { what: 'league 3 on 3, four days later', filedAt: '2025-01-14T20:00:00-04:00', preset: 'WINTER_LEAGUE_3ON3' as const, codes: ['PROTEST_TOO_LATE'] },
    { what: 'dated an hour before the incident', filedAt: '2025-01-10T19:00:00-04:00', codes: ['FILED_BEFORE_INCIDENT'] },
  ])('$what → $codes', ({ what: _what, filedAt, codes, ...more }) => {
    expect(protest(filedAt, more)).toEqual(codes);
  });

  it('tells the coach how late, and quotes the rule', () => {
    expect(protestFilingProblems({ incidentAt: INCIDENT, filedAt: '2025-01-14T20:00:00-04:00', judgmentCall: false, preset: 'WINTER_LEAGUE_5ON5' })).toEqual([
      {
        code: 'PROTEST_TOO_LATE',
        rule: '§19 "A $25.00 fee must be submitted to the league within 72 hours of the incident in question"',
        message: 'Filed 96 hours after the incident: a protest and its $25.00 fee must come within 72 hours.',
      },
    ]);
  });

  it.each(['yesterday', '2025-01-10T20:00:00', '2025-01-10', '2025-02-30T20:00:00Z', '2025-13-01T20:00:00Z', '2025-01-10T24:00:00Z'])('refuses the time %p', (time) => {
    expect(() => protest(time)).toThrow(RangeError);
    expect(() => protest(INCIDENT, { incidentAt: time })).toThrow(RangeError);
  });
});

describe('league §19 "No protest/appeal will be accepted regarding a referee\'s judgment call"', () => {
  it.each([
    { what: 'a judgment call, in time', filedAt: '2025-01-11T09:00:00-04:00', codes: ['JUDGMENT_CALL'] },
    { what: 'a judgment call, late: both reasons', filedAt: '2025-01-17T20:00:00-04:00', codes: ['PROTEST_TOO_LATE', 'JUDGMENT_CALL'] },
  ])('$what → $codes', ({ filedAt, codes }) => {
    expect(protest(filedAt, { judgmentCall: true })).toEqual(codes);
  });

  it('quotes the rule', () => {
    const [problem] = protestFilingProblems({ incidentAt: INCIDENT, filedAt: INCIDENT, judgmentCall: true, preset: 'WINTER_LEAGUE_3ON3' });
    expect(problem).toMatchObject({ code: 'JUDGMENT_CALL', rule: JUDGMENT_RULE });
  });
});
describe("§19 PROTESTS is the league's: the tournaments' rulebooks have no protest procedure", () => {
  it.each(NOT_LEAGUES)('%s → only NOT_A_LEAGUE_RULE, even for a late protest of a judgment call', (preset) => {
    expect(protest('2025-01-17T20:00:00-04:00', { judgmentCall: true, preset })).toEqual(['NOT_A_LEAGUE_RULE']);
  });
});

describe('league §19 "If the appeal is won, then the $25.00 fee will be refunded"', () => {
  it.each([
    { outcome: 'WON', paid: true, refundCents: 2500, waiveUnpaidFee: false },
    { outcome: 'WON', paid: false, refundCents: 0, waiveUnpaidFee: true },
    { outcome: 'LOST', paid: true, refundCents: 0, waiveUnpaidFee: false },
    { outcome: 'LOST', paid: false, refundCents: 0, waiveUnpaidFee: false },
  ] as const)('$outcome, paid $paid → refund $refundCents, waive $waiveUnpaidFee', ({ outcome, paid, refundCents, waiveUnpaidFee }) => {
    expect(protestRulingEffects(outcome, { amountCents: LEAGUE_FINES.PROTEST_FEE, paid })).toMatchObject({
      refundCents,
      waiveUnpaidFee,
      rule: '§19 "If the appeal is won, then the $25.00 fee will be refunded"',
    });
  });

  it.each([0, 2000, 5000])('refuses a fee of %p cents: §19 names $25.00', (amountCents) => {
    expect(() => protestRulingEffects('WON', { amountCents, paid: true })).toThrow(RangeError);
  });
});

const request = (more: Partial<IdCheckRequest> = {}): IdCheckRequest => ({
  requestedBy: 'COACH',
  checksThisGame: 0,
  checksThisStoppage: 0,
  requestingTeamId: 'home',
  checkedPlayerTeamId: 'away',
  preset: 'WINTER_LEAGUE_5ON5',
  ...more,
});
const idCodes = (more: Partial<IdCheckRequest>) => idCheckProblems(request(more)).map((p) => p.code);

describe('league §9 "Only a team\'s coach, captain or assistant captain can request an ID check on an opposing team\'s player"', () => {
  it.each([
    { what: 'the coach', more: { requestedBy: 'COACH' }, codes: [] },
    { what: 'the captain', more: { requestedBy: 'CAPTAIN' }, codes: [] },
    { what: 'an assistant captain', more: { requestedBy: 'ASSISTANT_CAPTAIN' }, codes: [] },
    { what: 'anyone else', more: { requestedBy: 'OTHER' }, codes: ['NOT_ALLOWED_TO_REQUEST'] },
    { what: "a player of the requesting team's own", more: { checkedPlayerTeamId: 'home' }, codes: ['OWN_TEAM'] },
    { what: 'league 3 on 3: anyone else, on his own team', more: { requestedBy: 'OTHER', checkedPlayerTeamId: 'home', preset: 'WINTER_LEAGUE_3ON3' }, codes: ['NOT_ALLOWED_TO_REQUEST', 'OWN_TEAM'] },
  ] as Array<{ what: string; more: Partial<IdCheckRequest>; codes: string[] }>)('$what → $codes', ({ more, codes }) => {
    expect(idCodes(more)).toEqual(codes);
  });
});

describe('league §9 "Only one ID check will be permitted during a stoppage of play, and only two (2) per game" (both teams together)', () => {
  it.each([
    { what: 'the first of the game', game: 0, stoppage: 0, codes: [] },
    { what: 'the second of the game, at a new stoppage', game: 1, stoppage: 0, codes: [] },
    { what: 'a second in the same stoppage (whichever team asked first)', game: 1, stoppage: 1, codes: ['ID_CHECK_THIS_STOPPAGE'] },
    { what: 'a third of the game (the two teams had one each)', game: 2, stoppage: 0, codes: ['ID_CHECKS_USED'] },
    { what: 'a third of the game, in the same stoppage as the second', game: 2, stoppage: 1, codes: ['ID_CHECKS_USED', 'ID_CHECK_THIS_STOPPAGE'] },
  ])('$what → $codes', ({ game, stoppage, codes }) => {
    expect(idCodes({ checksThisGame: game, checksThisStoppage: stoppage })).toEqual(codes);
  });

  it('every reason at once, each quoting §9', () => {
    const problems = idCheckProblems(request({ requestedBy: 'OTHER', checkedPlayerTeamId: 'home', checksThisGame: 2, checksThisStoppage: 1 }));
    expect(problems.map((p) => p.code)).toEqual(['NOT_ALLOWED_TO_REQUEST', 'OWN_TEAM', 'ID_CHECKS_USED', 'ID_CHECK_THIS_STOPPAGE']);
    for (const p of problems) expect(p.rule).toMatch(/^§9 "Only /);
  });

  it.each([
    { what: 'a negative count', more: { checksThisGame: -1 } },
    { what: 'a fractional count', more: { checksThisGame: 1.5 } },
    { what: 'a negative stoppage count', more: { checksThisGame: 1, checksThisStoppage: -1 } },
    { what: 'more in this stoppage than in the game', more: { checksThisGame: 0, checksThisStoppage: 1 } },
  ])('refuses $what', ({ more }) => {
    expect(() => idCheckProblems(request(more))).toThrow(RangeError);
  });
});

describe("§9 PLAYER IDENTIFICATION is the league's: the tournaments' rulebooks have no ID check", () => {
  it.each(NOT_LEAGUES)('%s → only NOT_A_LEAGUE_RULE', (preset) => {
    expect(idCodes({ preset, requestedBy: 'OTHER', checksThisGame: 2 })).toEqual(['NOT_A_LEAGUE_RULE']);
  });
});

describe('league §9, at once: "If the player produces the proper ID, then the team requesting the ID check will be assessed a delay of game penalty"; otherwise "he/she will sign the gamesheet and not be allowed to continue"', () => {
  it.each([
    {
      result: 'PRODUCED_ID',
      penalty: { team: 'REQUESTING', severity: 'MINOR', infraction: 'DELAY_OF_GAME' },
      playerRemoved: false,
      signsGamesheet: false,
      followUp: null,
      rule: /^§9 "If the player produces the proper ID/,
    },
    { result: 'NO_ID', penalty: null, playerRemoved: true, signsGamesheet: true, followUp: 'LEAGUE_REVIEW', rule: /^§9 "he\/she will sign the gamesheet .* the league will pursue the ID check/ },
  ] as const)('$result → removed $playerRemoved, follow-up $followUp', ({ result, rule, ...expected }) => {
    const outcome = idCheckOutcome(result);
    expect(outcome).toMatchObject(expected);
    expect(outcome.rule).toMatch(rule);
  });
});

describe('league §9, after the game: "If the player is legal, the game\'s result will stand. If the player is illegal, … suspension and fines, AND the game will be defaulted"', () => {
  it.each([
    { legal: true, defaultGame: false, suspend: [], fine: [], amountsSetByOfficial: false, rule: /result will stand/ },
    { legal: false, defaultGame: true, suspend: ['PLAYER', 'TEAM_REP'], fine: ['PLAYER', 'TEAM_REP'], amountsSetByOfficial: true, rule: /the game will be defaulted/ },
  ])('legal $legal → default $defaultGame, suspend $suspend', ({ legal, rule, ...expected }) => {
    const outcome = idReviewOutcome(legal);
    expect(outcome).toMatchObject(expected);
    expect(outcome.rule).toMatch(rule);
  });
});

describe('league §9 "After the game, the league will pursue the ID check on that player": the checks still owed a ruling', () => {
  const check = (gameId: string, seq: number, playerId: string, result: 'NO_ID' | 'PRODUCED_ID' = 'NO_ID'): LoggedIdEvent => ({ gameId, seq, type: 'ID_CHECK', playerId, result });
  const produced = (gameId: string, seq: number, playerId: string): LoggedIdEvent => ({ gameId, seq, type: 'ID_PRODUCED', playerId });
  const reviewed = (gameId: string, seq: number, targetSeq: number): LoggedIdEvent => ({ gameId, seq, type: 'ID_CHECK_REVIEWED', playerId: null, targetSeq });
  const owed = (events: LoggedIdEvent[]) => idChecksAwaitingReview(events).map(({ check, produced }) => [check.gameId, check.seq, produced]);

  it.each([
    { what: 'a NO_ID check with no ruling', events: [check('g1', 3, 'p1')], owed: [['g1', 3, false]] },
    { what: 'a PRODUCED_ID check: settled at the check, never ruled on', events: [check('g1', 3, 'p1', 'PRODUCED_ID')], owed: [] },
    { what: 'ruled on', events: [check('g1', 3, 'p1'), reviewed('g1', 20, 3)], owed: [] },
    { what: "a ruling in another game at the same seq is not this check's", events: [check('g1', 3, 'p1'), reviewed('g2', 20, 3)], owed: [['g1', 3, false]] },
    { what: 'the ID produced later in the game: still owed, and said so', events: [check('g1', 3, 'p1'), produced('g1', 9, 'p1')], owed: [['g1', 3, true]] },
    { what: "another player's ID produced", events: [check('g1', 3, 'p1'), produced('g1', 9, 'p2')], owed: [['g1', 3, false]] },
    {
      what: 'in the order given',
      events: [check('g2', 4, 'p2'), check('g1', 3, 'p1')],
      owed: [
        ['g2', 4, false],
        ['g1', 3, false],
      ],
    },
  ])('$what', ({ events, owed: expected }) => {
    expect(owed(events)).toEqual(expected);
  });
});
