import type { GameStage, GameStatus, PenaltySeverity } from '../../src/domain/enums';
import type { LineupPlayer } from '../../src/domain/game/types';
import { gamesDressed, type GoalieLine, goalieStats, leaders, type PlayerLine, playerStats, type StatsGame } from '../../src/domain/stats';
import { AWAY, GameSim, HOME, lineup, MIN } from './support/game-sim';

/*
 * Player and goalie statistics from games played through the real state machine: every state here
 * is a fold of posted events, as stored.
 */

type S = 'home' | 'away';
type Penalty = StatsGame['penalties'][number];
type Goal = [side: S, scorer: string, assists?: string[]];

const teamOf = (side: S) => (side === 'home' ? HOME : AWAY);

/** What the service would pass for a game: its stored status and state, and its penalty records. */
function statsGame(sim: GameSim, penalties: Penalty[] = [], gameId = 'game-1', status: GameStatus = sim.state.status): StatsGame {
  return { gameId, status, state: sim.state, penalties };
}

/** An NHL game under way with these goals scored, in order. */
function nhl(goals: Goal[], stage: GameStage = 'REGULAR_SEASON'): GameSim {
  const sim = new GameSim('NHL', stage).start().drop();
  for (const [side, scorer, assists = []] of goals) sim.goal(side, scorer, assists);
  return sim;
}

/** Plays out regulation from wherever the game is, and ends it. */
function end(sim: GameSim): GameSim {
  while (!(sim.state.status === 'INTERMISSION' && sim.state.period >= sim.ruleset.regulationPeriods)) sim.finishPeriod();
  sim.post({ type: 'GAME_ENDED' });
  expect(sim.state.status).toBe('FINAL');
  return sim;
}

/** Assesses a penalty and returns the record the service keeps of it. */
function pen(sim: GameSim, side: S, playerId: string | null, severity: PenaltySeverity = 'MINOR'): Penalty {
  sim.penalty(side, playerId, severity);
  return { playerId, teamId: teamOf(side), recordedMinutes: sim.last!.details.recordedMinutes as number };
}

function shoot(sim: GameSim, side: S, shooterId: string, scored: boolean) {
  sim.post({ type: 'SHOOTOUT_ATTEMPT', teamId: teamOf(side), shooterId, scored });
}

/** NHL regular season tied 1–1 after overtime, then the home side wins the shootout on h2's and h3's goals. */
function shootoutGame(
  goals: Goal[] = [
    ['home', 'h5'],
    ['away', 'a5'],
  ],
): GameSim {
  const sim = nhl(goals);
  for (let i = 0; i < 4; i += 1) sim.finishPeriod();
  shoot(sim, 'home', 'h2', true);
  shoot(sim, 'away', 'a2', false);
  shoot(sim, 'home', 'h3', true);
  shoot(sim, 'away', 'a3', false);
  expect(sim.state).toMatchObject({ status: 'FINAL', decision: 'SHOOTOUT', winner: 'home' });
  return sim;
}

function lineOf<T extends { playerId: string; teamId: string }>(lines: readonly T[], playerId: string, teamId?: string): T {
  const found = lines.find((l) => l.playerId === playerId && (teamId === undefined || l.teamId === teamId));
  if (!found) throw new Error(`no line for ${playerId}`);
  return found;
}

const skater = (playerId: string): LineupPlayer => ({ playerId, number: 50, position: 'SKATER' });
const goalie = (playerId: string, number: number): LineupPlayer => ({ playerId, number, position: 'GOALIE' });

describe('goals, assists and points', () => {
  const lines = playerStats([
    statsGame(
      end(
        nhl([
          ['home', 'h5', ['h6', 'h7']],
          ['away', 'a9', ['a6']],
          ['home', 'h6', ['h5']],
        ]),
      ),
    ),
  ]);

  it.each([
    ['h5', 1, 1, 2],
    ['h6', 1, 1, 2],
    ['h7', 0, 1, 1],
    ['a9', 1, 0, 1],
    ['a6', 0, 1, 1],
    ['h2', 0, 0, 0],
  ] as const)('%s: %i goals, %i assists, %i points', (playerId, goals, assists, points) => {
    expect(lineOf(lines, playerId)).toMatchObject({ goals, assists, points, gamesPlayed: 1 });
  });

  it('one line per dressed player, by points, then goals, then id', () => {
    expect(lines).toHaveLength(20);
    expect(lines.slice(0, 6).map((l) => l.playerId)).toEqual(['h5', 'h6', 'a9', 'a6', 'h7', 'a1']);
    expect(lineOf(lines, 'h5').teamId).toBe(HOME);
    expect(lineOf(lines, 'a9').teamId).toBe(AWAY);
  });
});

describe('penalty minutes come from the penalty list', () => {
  const sim = nhl([['home', 'h5']]);
  const penalties = [
    pen(sim, 'home', 'h3', 'MINOR'),
    pen(sim, 'home', 'h3', 'MAJOR'),
    pen(sim, 'away', 'a4', 'MISCONDUCT'),
    pen(sim, 'home', null, 'MINOR'),
    pen(sim, 'home', 'h3', 'GAME_MISCONDUCT'),
  ];
  end(sim);

  it.each([
    // 2 + 5 + the 10 charged in the records for a game misconduct
    ['h3', 17],
    ['a4', 10],
    ['h4', 0],
  ] as const)('%s: %i minutes', (playerId, minutes) => {
    expect(lineOf(playerStats([statsGame(sim, penalties)]), playerId).penaltyMinutes).toBe(minutes);
  });

  it('a bench penalty is no one’s, and without the list nobody has minutes', () => {
    expect(playerStats([statsGame(sim, penalties)]).reduce((sum, l) => sum + l.penaltyMinutes, 0)).toBe(27);
    expect(sim.state.home.penaltyMinutes).toBeGreaterThan(0);
    expect(playerStats([statsGame(sim, [])]).every((l) => l.penaltyMinutes === 0)).toBe(true);
  });
});

describe('power-play and short-handed goals', () => {
  const sim = nhl([]).whistle();
  pen(sim, 'away', 'a3');
  sim.drop().goal('home', 'h5'); // 5 on 4
  sim.whistle();
  pen(sim, 'home', 'h3');
  sim.drop().goal('home', 'h6'); // 4 on 5
  sim.goal('away', 'a5'); // 5 on 4
  sim.post({ type: 'GOAL', teamId: AWAY, scorerId: 'a6', assistIds: [], emptyNet: true });
  sim.goal('home', 'h7');
  end(sim);
  const lines = playerStats([statsGame(sim)]);

  it('the game was played at the strengths the table reads', () => {
    expect(sim.state.goals.map((g) => [g.scorerId, g.strength])).toEqual([
      ['h5', 'POWER_PLAY'],
      ['h6', 'SHORT_HANDED'],
      ['a5', 'POWER_PLAY'],
      ['a6', 'EMPTY_NET'],
      ['h7', 'EVEN'],
    ]);
  });

  it.each([
    ['h5', 1, 0],
    ['h6', 0, 1],
    ['a5', 1, 0],
    ['a6', 0, 0],
    ['h7', 0, 0],
  ] as const)('%s: %i power-play, %i short-handed', (playerId, powerPlayGoals, shortHandedGoals) => {
    expect(lineOf(lines, playerId)).toMatchObject({ goals: 1, powerPlayGoals, shortHandedGoals });
  });
});

describe('game-winning goals', () => {
  it.each([
    // the home side's second goal put it ahead of the loser's final 1
    {
      name: 'regulation 4–1',
      play: () =>
        end(
          nhl([
            ['home', 'h5'],
            ['away', 'a5'],
            ['home', 'h6'],
            ['home', 'h7'],
            ['home', 'h8'],
          ]),
        ),
      gwg: [['h6', 1]],
    },
    {
      name: 'regulation 2–3, the winner’s third goal',
      play: () =>
        end(
          nhl([
            ['away', 'a5'],
            ['home', 'h5'],
            ['away', 'a6'],
            ['home', 'h6'],
            ['away', 'a7'],
          ]),
        ),
      gwg: [['a7', 1]],
    },
    {
      name: 'overtime',
      play: () => {
        const sim = nhl([
          ['home', 'h5'],
          ['away', 'a5'],
        ]);
        for (let i = 0; i < 3; i += 1) sim.finishPeriod();
        sim.drop().goal('home', 'h9');
        expect(sim.state).toMatchObject({ status: 'FINAL', decision: 'OVERTIME' });
        return sim;
      },
      gwg: [['h9', 1]],
    },
    { name: 'none in a shootout', play: () => shootoutGame(), gwg: [] },
    {
      name: 'none in a tie',
      play: () => {
        const sim = new GameSim('COLE_HARBOUR_CLASSIC', 'ROUND_ROBIN').start().drop();
        sim.goal('home', 'h5');
        sim.goal('away', 'a5');
        return end(sim);
      },
      gwg: [],
    },
  ])('$name', ({ play, gwg }) => {
    const lines = playerStats([statsGame(play())]);
    expect(lines.filter((l) => l.gameWinningGoals > 0).map((l) => [l.playerId, l.gameWinningGoals])).toEqual(gwg);
  });

  it('add up over games', () => {
    const lines = playerStats([
      statsGame(end(nhl([['home', 'h5']]))),
      statsGame(
        end(
          nhl([
            ['home', 'h5'],
            ['home', 'h6'],
          ]),
        ),
      ),
    ]);
    expect(lineOf(lines, 'h5')).toMatchObject({ goals: 2, gameWinningGoals: 2, gamesPlayed: 2 });
    expect(lineOf(lines, 'h6').gameWinningGoals).toBe(0);
  });
});

describe('what does not count', () => {
  it('the shootout winner’s credited goal is no one’s (R25)', () => {
    const sim = shootoutGame();
    expect(sim.state.home.score).toBe(2);
    const lines = playerStats([statsGame(sim)]);
    expect(lines.map((l) => [l.playerId, l.goals]).filter(([, goals]) => goals)).toEqual([
      ['a5', 1],
      ['h5', 1],
    ]);
    expect(lineOf(lines, 'h2').goals).toBe(0);
  });

  it('a voided goal is gone from the stats, and the winner moves', () => {
    const sim = nhl([['home', 'h5', ['h6']]]);
    const voided = sim.events.length;
    sim.goal('home', 'h7');
    sim.post({ type: 'EVENT_VOIDED', targetSeq: voided, reason: 'kicked in' });
    const lines = playerStats([statsGame(end(sim))]);
    expect(lineOf(lines, 'h5')).toMatchObject({ goals: 0, gameWinningGoals: 0 });
    expect(lineOf(lines, 'h6').assists).toBe(0);
    expect(lineOf(lines, 'h7')).toMatchObject({ goals: 1, gameWinningGoals: 1 });
  });

  it.each(['FORFEITED', 'IN_PROGRESS'] as const)('a %s game counts nothing (R8)', (status) => {
    const sim = nhl([['home', 'h5', ['h6']]]);
    const penalties = [pen(sim, 'away', 'a3')];
    if (status === 'FORFEITED') sim.post({ type: 'FORFEIT', forfeitingTeamId: AWAY });
    expect(sim.state.status).toBe(status);
    expect(playerStats([statsGame(sim, penalties)])).toEqual([]);
    expect(goalieStats([statsGame(sim, penalties)], () => 60 * MIN)).toEqual([]);
    // the same records in a final game would have counted
    expect(lineOf(playerStats([statsGame(sim, penalties, 'game-1', 'FINAL')]), 'h5').goals).toBe(1);
  });
});

describe('games played: dressed in the lineup (R21)', () => {
  // Game 1: x1 dresses for the home team; game 2: h10 sits out and x1 dresses for the away team.
  const one = new GameSim('COLE_HARBOUR_CLASSIC', 'ROUND_ROBIN');
  one.post({ type: 'GAME_STARTED', lineups: { home: [...lineup('h'), skater('x1')], away: lineup('a') } });
  const two = new GameSim('COLE_HARBOUR_CLASSIC', 'ROUND_ROBIN');
  two.post({ type: 'GAME_STARTED', lineups: { home: lineup('h', 9), away: [...lineup('a'), skater('x1')] } });
  two.drop().goal('away', 'x1');
  const forfeited = new GameSim('COLE_HARBOUR_CLASSIC', 'ROUND_ROBIN').start(11);
  forfeited.post({ type: 'FORFEIT', forfeitingTeamId: HOME });
  const lines = playerStats([statsGame(end(one), [], 'one'), statsGame(end(two), [], 'two'), statsGame(forfeited, [], 'forfeited')]);

  it.each([
    ['h5', HOME, 2],
    ['h10', HOME, 1],
    ['a5', AWAY, 2],
    ['x1', HOME, 1],
    ['x1', AWAY, 1],
  ] as const)('%s for %s: %i', (playerId, teamId, gamesPlayed) => {
    expect(lineOf(lines, playerId, teamId).gamesPlayed).toBe(gamesPlayed);
  });

  it('a line per team, and none for a player dressed only in a forfeited game', () => {
    expect(lines.filter((l) => l.playerId === 'x1').map((l) => [l.teamId, l.goals])).toEqual([
      [AWAY, 1],
      [HOME, 0],
    ]);
    expect(lines.some((l) => l.playerId === 'h11')).toBe(false);
    expect(lines).toHaveLength(22);
  });
});

describe('prizes only to players who played: docs/rulebooks/003_1bb7ac110d7dcb5e.txt:35', () => {
  // "Prizes will only be awarded to players who have participated in a tournament game including the
  // second goalie": dressed (R21) in a game that was played, for this team.
  const bhi = () => new GameSim('BHI_5ON5', 'ROUND_ROBIN');
  const two = (prefix: 'h' | 'a') => [goalie(`${prefix}1`, 1), goalie(`${prefix}30`, 30), ...lineup(prefix, 8).slice(1)];
  const played = bhi();
  played.post({ type: 'GAME_STARTED', lineups: { home: two('h'), away: lineup('a', 8) } });
  played.drop().goal('home');
  const final = { status: end(played).state.status, state: played.state };
  const walkedOut = bhi().start(8);
  walkedOut.post({ type: 'FORFEIT', forfeitingTeamId: AWAY });
  const noShow = bhi();
  noShow.post({ type: 'FORFEIT', forfeitingTeamId: HOME });
  const scheduled = bhi();
  const under = bhi().start(10);

  it.each([
    ['the second goalie, dressed and never in net', [final], HOME, 'h30', 1],
    ['the goalie who played', [final], HOME, 'h1', 1],
    ['a skater of each final game', [final, { status: walkedOut.state.status, state: walkedOut.state }], HOME, 'h5', 2],
    ['a game forfeited after it started counts for both teams', [{ status: walkedOut.state.status, state: walkedOut.state }], AWAY, 'a5', 1],
    ['a no-show forfeit was never played', [{ status: noShow.state.status, state: noShow.state }], AWAY, 'a5', 0],
    ['a game not yet played', [{ status: scheduled.state.status, state: scheduled.state }], HOME, 'h5', 0],
    ['a game still under way', [{ status: under.state.status, state: under.state }], HOME, 'h9', 0],
    ["a player of the other team is not this team's", [final], HOME, 'a5', 0],
  ] as const)('%s', (_what, games, teamId, playerId, count) => {
    expect(gamesDressed(games, teamId).get(playerId) ?? 0).toBe(count);
  });
});

describe('goalies', () => {
  const shots = (sim: GameSim, side: S, n: number) => {
    for (let i = 0; i < n; i += 1) sim.post({ type: 'SHOT', teamId: teamOf(side) });
  };
  /** 3–2 home, shots kept: away 8 saved + a5's goal + a6's empty-net goal; home 4 saved + 3 goals. */
  const withShots = () => {
    const sim = nhl([
      ['home', 'h5'],
      ['away', 'a5'],
      ['home', 'h6'],
      ['home', 'h7'],
    ]);
    shots(sim, 'away', 8);
    shots(sim, 'home', 4);
    sim.post({ type: 'GOAL', teamId: AWAY, scorerId: 'a6', assistIds: [], emptyNet: true });
    return statsGame(end(sim), [], 'shots');
  };
  /** 2–0 home, no shots kept. */
  const withoutShots = () =>
    statsGame(
      end(
        nhl([
          ['home', 'h5'],
          ['home', 'h6'],
        ]),
      ),
      [],
      'no-shots',
    );
  const hour = () => 60 * MIN;
  const goalies = (games: StatsGame[], length: (game: StatsGame) => number = hour) => goalieStats(games, length);
  const expectLine = (lines: GoalieLine[], playerId: string, line: Partial<GoalieLine>) => expect(lineOf(lines, playerId)).toMatchObject(line);

  it('goals against (empty-net aside), shots, saves and save percentage from one game', () => {
    const lines = goalies([withShots()]);
    expect(lines.map((l) => [l.playerId, l.teamId])).toEqual([
      ['a1', AWAY],
      ['h1', HOME],
    ]);
    expectLine(lines, 'h1', { gamesPlayed: 1, goalsAgainst: 1, shotsAgainst: 9, saves: 8, shutouts: 0, minutesPlayedMs: 60 * MIN, goalsAgainstAverage: 1 });
    expect(lineOf(lines, 'h1').savePercentage).toBeCloseTo(8 / 9, 10);
    expectLine(lines, 'a1', { goalsAgainst: 3, shotsAgainst: 7, saves: 4, goalsAgainstAverage: 3 });
    expect(lineOf(lines, 'a1').savePercentage).toBeCloseTo(4 / 7, 10);
  });

  it('without shots kept: no shots, saves or save percentage', () => {
    const lines = goalies([withoutShots()]);
    expectLine(lines, 'a1', { goalsAgainst: 2, shotsAgainst: null, saves: null, savePercentage: null, goalsAgainstAverage: 2 });
    expectLine(lines, 'h1', { goalsAgainst: 0, shutouts: 1, shotsAgainst: null });
  });

  it('over two games: shots and saves from the game that kept them, GAA over both', () => {
    const lines = goalies([withShots(), withoutShots()]);
    expectLine(lines, 'h1', { gamesPlayed: 2, goalsAgainst: 1, shotsAgainst: 9, saves: 8, shutouts: 1, minutesPlayedMs: 120 * MIN, goalsAgainstAverage: 0.5 });
    expectLine(lines, 'a1', { gamesPlayed: 2, goalsAgainst: 5, shotsAgainst: 7, saves: 4, shutouts: 0, goalsAgainstAverage: 2.5 });
  });

  it('minutes come from the length the caller gives each game; GAA is per 60 minutes', () => {
    const lines = goalies([withShots(), withoutShots()], (game) => (game.gameId === 'shots' ? 40 * MIN : 60 * MIN));
    expectLine(lines, 'a1', { minutesPlayedMs: 100 * MIN, goalsAgainstAverage: 3 });
  });

  it.each([
    {
      name: 'an empty-net goal against keeps the shutout',
      play: () => {
        const sim = nhl([]);
        sim.post({ type: 'GOAL', teamId: AWAY, scorerId: 'a6', assistIds: [], emptyNet: true });
        return end(sim);
      },
      h1: { goalsAgainst: 0, shutouts: 1 },
      a1: { goalsAgainst: 0, shutouts: 1 },
    },
    { name: 'a shootout: its credited goal is not against the goalie', play: () => shootoutGame(), h1: { goalsAgainst: 1, shutouts: 0 }, a1: { goalsAgainst: 1, shutouts: 0 } },
    { name: 'a 0–0 game won in a shootout is two shutouts', play: () => shootoutGame([]), h1: { goalsAgainst: 0, shutouts: 1 }, a1: { goalsAgainst: 0, shutouts: 1 } },
  ])('$name', ({ play, h1, a1 }) => {
    const lines = goalies([statsGame(play())]);
    expect(lineOf(lines, 'h1')).toMatchObject(h1);
    expect(lineOf(lines, 'a1')).toMatchObject(a1);
  });

  it('a game entered from paper counts its score against the goalies, without shots', () => {
    const sim = new GameSim('NHL', 'REGULAR_SEASON');
    sim.post({ type: 'LINEUP_SET', teamId: HOME, lineup: lineup('h') });
    sim.post({ type: 'LINEUP_SET', teamId: AWAY, lineup: lineup('a') });
    sim.post({ type: 'RESULT_RECORDED', homeScore: 3, awayScore: 0, decision: 'REGULATION' });
    const lines = goalies([statsGame(sim)]);
    expectLine(lines, 'a1', { gamesPlayed: 1, goalsAgainst: 3, shutouts: 0, shotsAgainst: null });
    expectLine(lines, 'h1', { goalsAgainst: 0, shutouts: 1 });
    expect(playerStats([statsGame(sim)]).every((l) => l.goals === 0 && l.gameWinningGoals === 0 && l.gamesPlayed === 1)).toBe(true);
  });

  // A game cannot start without a goaltender dressed (R26), so "none dressed" is a paper game's.
  it('two goalies dressed: the first listed gets the game', () => {
    const sim = new GameSim('NHL', 'REGULAR_SEASON');
    const skaters = lineup('h').slice(1);
    sim.post({ type: 'GAME_STARTED', lineups: { home: [...skaters, goalie('g2', 30), goalie('g1', 31)], away: lineup('a') } });
    sim.drop().goal('away', 'a5');
    const lines = goalies([statsGame(end(sim))]);
    expect(lines.map((l) => [l.playerId, l.goalsAgainst]).sort()).toEqual([
      ['a1', 0],
      ['g2', 1],
    ]);
    expect(lineOf(playerStats([statsGame(sim)]), 'g1').gamesPlayed).toBe(1);
  });

  it('a paper game whose scoresheet lists no goaltender credits no goalie', () => {
    const sim = new GameSim('NHL', 'REGULAR_SEASON');
    const ids = (prefix: 'h' | 'a') =>
      lineup(prefix)
        .slice(1)
        .map((p) => p.playerId);
    sim.post({ type: 'RESULT_RECORDED', homeScore: 0, awayScore: 1, decision: 'REGULATION', dressed: { home: ids('h'), away: ids('a') } });
    expect(goalies([statsGame(sim)])).toEqual([]);
  });
});

describe('leaders', () => {
  const rows = [
    { id: 'a', v: 5 },
    { id: 'b', v: 3 },
    { id: 'c', v: 5 },
    { id: 'd', v: null },
    { id: 'e', v: 1 },
    { id: 'f', v: 3 },
  ];
  const ranks = (options?: { limit?: number; ascending?: boolean }) => leaders(rows, (r) => r.v, options).map(({ rank, line }) => [rank, line.id]);

  it.each([
    {
      options: undefined,
      expected: [
        [1, 'a'],
        [1, 'c'],
        [3, 'b'],
        [3, 'f'],
        [5, 'e'],
      ],
    },
    {
      options: { limit: 3 },
      expected: [
        [1, 'a'],
        [1, 'c'],
        [3, 'b'],
        [3, 'f'],
      ],
    },
    {
      options: { limit: 2 },
      expected: [
        [1, 'a'],
        [1, 'c'],
      ],
    },
    {
      options: { limit: 1 },
      expected: [
        [1, 'a'],
        [1, 'c'],
      ],
    },
    { options: { limit: 0 }, expected: [] },
    {
      options: { ascending: true },
      expected: [
        [1, 'e'],
        [2, 'b'],
        [2, 'f'],
        [4, 'a'],
        [4, 'c'],
      ],
    },
    {
      options: { ascending: true, limit: 2 },
      expected: [
        [1, 'e'],
        [2, 'b'],
        [2, 'f'],
      ],
    },
  ])('$options: ties share a rank, nulls are left out', ({ options, expected }) => {
    expect(ranks(options)).toEqual(expected);
  });

  it('ranks real lines: points, and save percentage without the goalies who faced no kept shots', () => {
    const game = statsGame(
      end(
        nhl([
          ['home', 'h5', ['h6']],
          ['home', 'h6'],
          ['away', 'a5'],
        ]),
      ),
    );
    const points = leaders(playerStats([game]), (l: PlayerLine) => l.points, { limit: 2 });
    expect(points.map(({ rank, line }) => [rank, line.playerId, line.points])).toEqual([
      [1, 'h6', 2],
      [2, 'a5', 1],
      [2, 'h5', 1],
    ]);
    // g9 keeps goal in a game without shots; h1 and a1 in one with shots (h1 saves the only one)
    const noShots = new GameSim('NHL', 'REGULAR_SEASON');
    noShots.post({ type: 'GAME_STARTED', lineups: { home: [goalie('g9', 1), ...lineup('h').slice(1)], away: lineup('a') } });
    noShots.drop().goal('home', 'h5');
    const withShots = nhl([['home', 'h5']]);
    withShots.post({ type: 'SHOT', teamId: HOME });
    withShots.post({ type: 'SHOT', teamId: AWAY });
    const lines = goalieStats([statsGame(end(noShots), [], 'no-shots'), statsGame(end(withShots), [], 'shots')], () => 60 * MIN);
    expect(lineOf(lines, 'g9').savePercentage).toBeNull();
    expect(leaders(lines, (l) => l.savePercentage).map(({ rank, line }) => [rank, line.playerId, line.savePercentage])).toEqual([
      [1, 'h1', 1],
      [2, 'a1', 0.5],
    ]);
  });
});
