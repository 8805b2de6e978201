import type { GameStatus } from '../../src/domain/enums';
import { RuleViolation } from '../../src/domain/game/machine';
import { adjustSuspension, carryOver, type ServingGame, servingStatus, type Suspension, type SuspensionAdjustment } from '../../src/domain/suspensions';

const START = '2027-01-10T20:30:00.000Z';

/** Three games, assessed in game g0 of team t1 in competition c1. */
function suspension(more: Partial<Suspension> = {}): Suspension {
  return { kind: 'GAMES', games: 3, reason: 'Fighting major', competitionId: 'c1', teamId: 't1', startsAt: START, gameId: 'g0', ...more };
}

let n = 0;
/** A game of t1 (home) against t2 in c1, after the suspension began unless told otherwise. */
function game(status: GameStatus, more: Partial<ServingGame> = {}): ServingGame {
  n += 1;
  const startsAt = new Date(Date.parse('2027-01-11T19:00:00.000Z') + n * 3_600_000).toISOString(); // later games, in order
  return { id: `g${n}`, competitionId: 'c1', homeTeamId: 't1', awayTeamId: 't2', status, startsAt, ...more };
}

describe('which games serve a suspension (R18: "games the player\'s team completes (final or forfeited) in the same competition after the suspension starts")', () => {
  it.each([
    { what: 'a final game of the team', g: () => game('FINAL'), serves: true },
    { what: 'a final game with the team away', g: () => game('FINAL', { homeTeamId: 't2', awayTeamId: 't1' }), serves: true },
    { what: 'a game the team forfeited', g: () => game('FORFEITED'), serves: true },
    { what: 'a game the opponent forfeited', g: () => game('FORFEITED', { homeTeamId: 't2', awayTeamId: 't1' }), serves: true },
    { what: 'a scheduled game', g: () => game('SCHEDULED'), serves: false },
    { what: 'a game in progress', g: () => game('IN_PROGRESS'), serves: false },
    { what: 'a game in intermission', g: () => game('INTERMISSION'), serves: false },
    { what: 'a cancelled game', g: () => game('CANCELLED'), serves: false },
    { what: "another team's game", g: () => game('FINAL', { homeTeamId: 't3', awayTeamId: 't4' }), serves: false },
    { what: 'a game of another competition', g: () => game('FINAL', { competitionId: 'c2' }), serves: false },
    { what: 'a game that began before it', g: () => game('FINAL', { startsAt: '2027-01-09T19:00:00.000Z' }), serves: false },
    { what: 'the game it was assessed in, even one that began early', g: () => game('FINAL', { id: 'g0', startsAt: '2027-01-10T20:45:00.000Z' }), serves: false },
  ])('$what: serves $serves', ({ g, serves }) => {
    expect(servingStatus(suspension(), [g()]).gamesServed).toBe(serves ? 1 : 0);
  });
});

describe('counting down (R18)', () => {
  it('"2 of 3 games left" after one, none left and inactive after three, across forfeits, skipping the rest', () => {
    const s = suspension();
    const games = [game('FINAL'), game('CANCELLED'), game('FINAL', { competitionId: 'c2' }), game('FORFEITED'), game('FINAL', { homeTeamId: 't9' }), game('FINAL'), game('FINAL')];
    expect(servingStatus(s, games.slice(0, 1))).toMatchObject({ gamesServed: 1, gamesRemaining: 2, active: true });
    expect(servingStatus(s, games.slice(0, 5))).toMatchObject({ gamesServed: 2, gamesRemaining: 1, active: true });
    // the games that serve it, in order, and no more than its length
    expect(servingStatus(s, games)).toEqual({ gamesServed: 3, gamesRemaining: 0, active: false, servedGameIds: [games[0].id, games[3].id, games[5].id] });
  });

  it('with no games yet it is active in full', () => {
    expect(servingStatus(suspension(), [])).toEqual({ gamesServed: 0, gamesRemaining: 3, active: true, servedGameIds: [] });
  });

  it.each(['REST_OF_COMPETITION', 'INDEFINITE', 'LIFE'] as const)('%s never counts down (R18)', (kind) => {
    const games = Array.from({ length: 10 }, () => game('FINAL'));
    expect(servingStatus(suspension({ kind, games: null }), games)).toMatchObject({ gamesServed: 10, gamesRemaining: null, active: true });
  });

  it.each(['GAMES', 'REST_OF_COMPETITION', 'INDEFINITE', 'LIFE'] as const)('%s: lifted by an official, it is no longer active', (kind) => {
    const lifted = suspension({ kind, games: kind === 'GAMES' ? 3 : null, liftedAt: '2027-01-12T00:00:00.000Z' });
    expect(servingStatus(lifted, []).active).toBe(false);
  });
});

describe("an official's adjustment (set, shorten, extend, lift — with a reason)", () => {
  const at = '2027-01-12T12:00:00.000Z';

  it('sets an indefinite suspension to games: the games missed while it waited count (R20 "reviewed by tournament official")', () => {
    const pending = suspension({ kind: 'INDEFINITE', games: null });
    const set = adjustSuspension(pending, { action: 'SET', kind: 'GAMES', games: 2, reason: 'Reviewed: two games', at, by: 'official-1' });
    expect(set).toMatchObject({ kind: 'GAMES', games: 2, adjustments: [{ action: 'SET', reason: 'Reviewed: two games', by: 'official-1' }] });
    expect(servingStatus(set, [game('FINAL')])).toMatchObject({ gamesServed: 1, gamesRemaining: 1, active: true });
    expect(pending.kind).toBe('INDEFINITE'); // a pure update: the original is untouched
  });

  it.each([
    // §26 "the league at its discretion can and will increase any of the above suspensions": past the table's maximum too
    { adjustment: { action: 'EXTEND', games: 3 }, games: 6 },
    { adjustment: { action: 'SHORTEN', games: 2 }, games: 1 },
    { adjustment: { action: 'SET', kind: 'GAMES', games: 5 }, games: 5 },
    { adjustment: { action: 'SET', kind: 'LIFE' }, games: null },
  ] as const)('$adjustment → $games games', ({ adjustment, games }) => {
    const adjusted = adjustSuspension(suspension({ minimumGames: 3, maximumGames: 5 }), { ...adjustment, reason: 'Discipline committee', at });
    expect(adjusted.games).toBe(games);
    expect(adjusted.adjustments).toHaveLength(1);
  });

  it('lifting ends it and keeps the history', () => {
    const lifted = adjustSuspension(suspension(), { action: 'LIFT', reason: 'Appeal won', at });
    expect(lifted).toMatchObject({ liftedAt: at, adjustments: [{ action: 'LIFT', reason: 'Appeal won' }] });
    expect(servingStatus(lifted, []).active).toBe(false);
  });

  it('shortening below what is served ends it', () => {
    const shortened = adjustSuspension(suspension(), { action: 'SHORTEN', games: 2, reason: 'Appeal', at });
    expect(servingStatus(shortened, [game('FINAL')])).toMatchObject({ gamesRemaining: 0, active: false });
  });

  it.each([
    { what: 'no reason', s: suspension(), adjustment: { action: 'EXTEND', games: 1, reason: ' ', at }, message: 'An adjustment needs a reason.' },
    { what: 'shortened to nothing', s: suspension(), adjustment: { action: 'SHORTEN', games: 3, reason: 'x', at }, message: 'It is 3 game(s) long: lift it rather than shorten it by 3.' },
    { what: 'extended by half a game', s: suspension(), adjustment: { action: 'EXTEND', games: 0.5, reason: 'x', at }, message: 'Shorten or extend by a whole number of games, 1 or more.' },
    { what: 'set to zero games', s: suspension(), adjustment: { action: 'SET', kind: 'GAMES', games: 0, reason: 'x', at }, message: 'A suspension in games needs a whole number of games, 1 or more.' },
    {
      what: 'a life suspension extended',
      s: suspension({ kind: 'LIFE', games: null }),
      adjustment: { action: 'EXTEND', games: 2, reason: 'x', at },
      message: 'A suspension for life has no games to extend: set its length instead.',
    },
    {
      what: 'a lifted one changed',
      s: suspension({ liftedAt: at }),
      adjustment: { action: 'EXTEND', games: 1, reason: 'x', at },
      message: 'This suspension has been lifted: record a new one instead.',
    },
  ] as const)('refused: $what', ({ s, adjustment, message }) => {
    expect(() => adjustSuspension(s, adjustment as SuspensionAdjustment)).toThrow(new RuleViolation(message, 'R18'));
  });
});

describe('carrying into another competition (R18 "may be carried into another season by an official"; league §6 summer ↔ winter)', () => {
  const into = { competitionId: 'winter', teamId: 't7', startsAt: '2027-10-01T00:00:00.000Z', reason: 'Approved by the league manager' };

  it('carries the games still to serve, and they count down in the new competition only', () => {
    const s = suspension();
    const carried = carryOver(s, servingStatus(s, [game('FINAL')]), into);
    expect(carried).toMatchObject({ kind: 'GAMES', games: 2, competitionId: 'winter', teamId: 't7', gameId: null });
    expect(servingStatus(carried, [game('FINAL', { startsAt: '2027-10-05T19:00:00.000Z' })]).gamesRemaining).toBe(2);
    expect(servingStatus(carried, [game('FINAL', { competitionId: 'winter', homeTeamId: 't7', startsAt: '2027-10-05T19:00:00.000Z' })]).gamesRemaining).toBe(1);
  });

  it('carries a life suspension as life', () => {
    const s = suspension({ kind: 'LIFE', games: null });
    expect(carryOver(s, servingStatus(s, []), into)).toMatchObject({ kind: 'LIFE', games: null });
  });

  it('refuses one already served', () => {
    const s = suspension({ games: 1 });
    expect(() => carryOver(s, servingStatus(s, [game('FINAL')]), into)).toThrow('This suspension is served or lifted: there is nothing to carry over.');
  });
});
