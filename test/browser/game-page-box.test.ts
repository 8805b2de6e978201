import type { BoardSnapshotFragment, Decision, GameStatus } from '../../src/pages/generated/graphql';
import { type Game, goaltending, type LogEvent, periodLabelOf, statusKey } from '../../src/pages/game/box';

/**
 * What the game page computes from a game, its log and its snapshot (src/pages/game/box.ts): pure
 * functions, so these run without Chromium.
 */

describe('the game page’s state line', () => {
  it.each<[GameStatus, Decision | null, string]>([
    ['FINAL', 'REGULATION', 'gamePage.final'],
    ['FINAL', null, 'gamePage.final'],
    ['FINAL', 'OVERTIME', 'gamePage.finalOT'],
    ['FINAL', 'SHOOTOUT', 'gamePage.finalSO'],
    ['FINAL', 'FORFEIT', 'gamePage.forfeited'],
    ['FORFEITED', 'FORFEIT', 'gamePage.forfeited'],
    ['CANCELLED', null, 'common.status.CANCELLED'],
    ['INTERMISSION', null, 'common.status.INTERMISSION'],
  ])('%s decided %s says %s', (status, decision, key) => {
    expect(statusKey({ status, decision })).toBe(key);
  });
});

describe('a period’s label on the game page', () => {
  // The Cole Harbour preset plays 2 regulation periods, the others 3; overtimes follow.
  it.each([
    [1, 2, '1'],
    [2, 2, '2'],
    [3, 2, 'OT'],
    [4, 2, 'OT2'],
    [3, 3, '3'],
    [4, 3, 'OT'],
  ])('period %i of %i regulation periods is %s', (period, regulation, label) => {
    expect(periodLabelOf(period, regulation)).toBe(label);
  });
});

describe('a team’s goaltending in one game, counted as goalieStats counts it (src/domain/stats.ts)', () => {
  const game = {
    home: { id: 'H', name: 'Home' },
    away: { id: 'A', name: 'Away' },
    sheetLineups: {
      home: {
        players: [
          { number: 1, position: 'GOALIE', player: { id: 'hg', name: 'Home Goalie' } },
          { number: 9, position: 'SKATER', player: { id: 'hs', name: 'Home Skater' } },
        ],
      },
      away: { players: [{ number: 9, position: 'SKATER', player: { id: 'as', name: 'Away Skater' } }] },
    },
  } as unknown as Game;
  const goal = (seq: number, team: string, strength = 'EVEN'): LogEvent =>
    ({ seq, type: 'GOAL', period: 1, clockRemainingMs: 60_000, voided: false, strength, team: { id: team }, player: null, assists: [] }) as unknown as LogEvent;
  const board = (home: { score: number; shots: number }, away: { score: number; shots: number }, decision: Decision | null = null) =>
    ({ decision, home: { ...home }, away: { ...away } }) as unknown as BoardSnapshotFragment;

  it.each<[string, BoardSnapshotFragment, LogEvent[], { shotsAgainst: number | null; saves: number | null }]>([
    ['shots against less the goals let in', board({ score: 0, shots: 4 }, { score: 2, shots: 10 }), [goal(1, 'A'), goal(2, 'A')], { shotsAgainst: 10, saves: 8 }],
    ['an empty-net goal is on no goalie', board({ score: 0, shots: 4 }, { score: 2, shots: 10 }), [goal(1, 'A'), goal(2, 'A', 'EMPTY_NET')], { shotsAgainst: 9, saves: 8 }],
    ['the shootout winner’s credited goal (R25) is on no goalie', board({ score: 1, shots: 8 }, { score: 2, shots: 10 }, 'SHOOTOUT'), [goal(1, 'A'), goal(2, 'H')], { shotsAgainst: 10, saves: 9 }],
    ['no more shots than goals: shots were not kept', board({ score: 1, shots: 1 }, { score: 1, shots: 1 }), [goal(1, 'A'), goal(2, 'H')], { shotsAgainst: null, saves: null }],
  ])('%s', (_what, snapshot, events, expected) => {
    expect(goaltending('home', game, snapshot, events)).toEqual({ goalies: ['Home Goalie'], ...expected });
  });

  it('names no one for a team that dressed no goalie', () => {
    expect(goaltending('away', game, board({ score: 0, shots: 3 }, { score: 0, shots: 4 }), []).goalies).toEqual([]);
  });
});
