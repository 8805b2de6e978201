import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  CompetitionRulesDocument,
  CreateCompetitionDocument,
  CreateTeamDocument,
  DivisionStandingsDocument,
  DivisionStatsDocument,
  EndGameDocument,
  EndPeriodDocument,
  ForfeitGameDocument,
  GameSheetDocument,
  GenerateScheduleDocument,
  RecordCoinTossDocument,
  RecordGoalDocument,
  RecordPenaltyDocument,
  RecordResultDocument,
  RecordShotDocument,
  RescheduleGameDocument,
  ScheduleGameDocument,
  StandingsFeedDocument,
  StartClockDocument,
  StartGameDocument,
  StopClockDocument,
  VoidEventDocument,
  type RulesetPreset,
  type StandingsFieldsFragment,
} from '../generated/graphql';
import { failure, nextData, ok, subscribe, wsClientsPerTest } from '../support/client';
import { rowCounts } from '../support/rows';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';
import { GameEntity } from '../../src/db/entities';
import { StandingsService } from '../../src/services/standings.service';

/**
 * Standings through the API (R1–R9, G24): paper results and live-scored finals
 * alike, the rulebook's tie-breakers with the reason on each row, and standingsUpdated pushed after
 * every change that moves a number — and only then. The chains themselves are the domain's tables
 * (test/unit/standings.test.ts).
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `standings on ${backend.name}`, () => {
    // Statements counted per request, apart from the server's background work (src/db/query-log.ts).
    const suite = serverPerSuite(backend, { FACEOFF_COUNT_REQUEST_STATEMENTS: '1' });
    const url = () => suite.current().url;
    const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, ADMIN_TOKEN);
    const client = wsClientsPerTest(() => suite.current().wsUrl);

    /** A round-robin division of `teams` teams of 8 (#1 a goalie), with no game played. */
    async function division(preset: RulesetPreset = 'COLE_HARBOUR_CLASSIC', teams = 3) {
      const league = await seedLeague(url(), { preset, teams, playersPerTeam: 8, firstNumber: 1 });
      const ids = league.teams.map((t) => t.id);
      let day = 10;
      const schedule = async (home: number, away: number) =>
        (
          await post(ScheduleGameDocument, {
            input: { divisionId: league.divisionId, homeTeamId: ids[home], awayTeamId: ids[away], startsAt: `2030-01-${(day += 1)}T18:00:00.000Z`, stage: 'ROUND_ROBIN' },
          })
        ).scheduleGame.id;
      const paper = async (home: number, away: number, homeScore: number, awayScore: number) => {
        const gameId = await schedule(home, away);
        await post(RecordResultDocument, { input: { gameId, homeScore, awayScore, decision: 'REGULATION' } });
        return gameId;
      };
      const table = async (asOf?: string) => (await post(DivisionStandingsDocument, { divisionId: league.divisionId, asOf })).standings.rows;
      return { league, ids, schedule, paper, table };
    }
    /** Each row's team, points and tie-breaker; the enum (tiebreakCriterion) says what the deprecated String says. */
    const order = (rows: StandingsFieldsFragment['rows']) => {
      for (const r of rows) expect(r.tiebreakCriterion).toBe(r.tiebreak);
      return rows.map((r) => [r.team.id, r.points, r.tiebreak]);
    };

    it('Cole Harbour: three teams level on points and wins, no head-to-head for three (R2), split by goals against; every row says why (R7)', async () => {
      const d = await division();
      const [a, b, c] = d.ids;
      await d.paper(0, 1, 3, 1); // A beats B
      await d.paper(1, 2, 2, 0); // B beats C
      await d.paper(2, 0, 4, 2); // C beats A
      const rows = await d.table();
      // Goal difference is 0 for all three; goals against: B 3, C 4, A 5.
      expect(order(rows)).toEqual([
        [b, 2, 'FEWEST_GOALS_AGAINST'],
        [c, 2, 'FEWEST_GOALS_AGAINST'],
        [a, 2, null],
      ]);
      expect(rows.map((r) => [r.rank, r.gamesPlayed, r.wins, r.losses, r.goalsFor, r.goalsAgainst])).toEqual([
        [1, 2, 1, 1, 3, 3],
        [2, 2, 1, 1, 4, 4],
        [3, 2, 1, 1, 5, 5],
      ]);
    });

    it('a table is computed once per change: read again, it costs one statement; a new team or a result recomputes it', async () => {
      const d = await division('COLE_HARBOUR_CLASSIC', 2);
      await d.paper(0, 1, 2, 1);
      expect((await d.table()).map((r) => r.points)).toEqual([2, 0]);
      const before = suite.current().db.queryLog.statements;
      await d.table();
      // The division row (with its standings version) is all a repeated read needs; the team names come from the loader.
      expect(suite.current().db.queryLog.statements - before).toBe(2);
      const late = (await post(CreateTeamDocument, { input: { divisionId: d.league.divisionId, name: 'Late entry' } })).createTeam.id;
      expect((await d.table()).map((r) => [r.team.id === late, r.gamesPlayed])).toEqual([
        [false, 1],
        [true, 0],
        [false, 1],
      ]);
      await d.paper(1, 0, 4, 0);
      expect((await d.table()).map((r) => r.points)).toEqual([2, 2, 0]);
    });

    it('after a change only the games it stamped are read again, and the table is the one computed afresh: a result, a correction, a final reopened', async () => {
      const d = await division('COLE_HARBOUR_CLASSIC', 4);
      const [a, b, c, e] = d.ids;
      await d.paper(0, 1, 3, 1);
      await d.paper(2, 3, 2, 1);
      const afresh = async () => (await new StandingsService(suite.current().db, suite.current().bus).standings(d.league.divisionId)).map((r) => [r.teamId, r.points, r.tiebreak]);
      const current = async () => {
        const rows = await d.table();
        expect(order(rows)).toEqual(await afresh());
        return rows.map((r) => [r.team.id, r.points, r.gamesPlayed]);
      };
      expect(await current()).toEqual([
        [a, 2, 1],
        [c, 2, 1],
        [e, 0, 1],
        [b, 0, 1],
      ]);

      const paper = await d.paper(1, 2, 5, 0);
      expect(await current()).toEqual([
        [b, 2, 2],
        [a, 2, 1],
        [c, 2, 2],
        [e, 0, 1],
      ]);
      await post(RecordResultDocument, { input: { gameId: paper, homeScore: 0, awayScore: 1, decision: 'REGULATION', reason: 'Home and away swapped on the sheet' } });
      expect(await current()).toEqual([
        [c, 4, 2],
        [a, 2, 1],
        [e, 0, 1],
        [b, 0, 2],
      ]);

      // The seeded game (A v B) scored live to a final, then reopened: it counts, then no longer does.
      const gameId = d.league.gameId;
      await post(StartGameDocument, { gameId });
      await post(StartClockDocument, { gameId });
      await post(RecordGoalDocument, { input: { gameId, teamId: b, scorerId: d.league.teams[1].players[4].id, assistIds: [] } });
      await post(EndPeriodDocument, { gameId });
      await post(StartClockDocument, { gameId });
      await post(EndPeriodDocument, { gameId });
      await post(EndGameDocument, { gameId });
      expect(await current()).toEqual([
        [c, 4, 2],
        [a, 2, 2],
        [b, 2, 3],
        [e, 0, 1],
      ]);
      const ended = (await post(GameSheetDocument, { id: gameId })).game!.events.find((ev) => ev.type === 'GAME_ENDED')!;
      await post(VoidEventDocument, { gameId, seq: ended.seq, reason: 'Ended a period early by mistake' });
      expect(await current()).toEqual([
        [c, 4, 2],
        [a, 2, 1],
        [e, 0, 1],
        [b, 0, 2],
      ]);
    });

    it('a competition sets its own tie-breaker chain (rules.tiebreakers); a chain naming a step twice is refused and nothing is stored', async () => {
      const before = await rowCounts(suite.current().db);
      const bad = await failure(
        url(),
        CreateCompetitionDocument,
        { input: { name: 'Bad chain cup', kind: 'TOURNAMENT', preset: 'COLE_HARBOUR_CLASSIC', rules: { tiebreakers: ['GOALS_FOR', 'GOALS_FOR'] } } },
        ADMIN_TOKEN,
      );
      expect(bad).toMatchObject({ code: 'BAD_USER_INPUT', extensions: { fields: [{ field: 'rules.tiebreakers', message: 'names GOALS_FOR more than once' }] } });
      const empty = await failure(
        url(),
        CreateCompetitionDocument,
        { input: { name: 'Empty chain cup', kind: 'TOURNAMENT', preset: 'COLE_HARBOUR_CLASSIC', rules: { tiebreakers: [] } } },
        ADMIN_TOKEN,
      );
      expect(empty).toMatchObject({ code: 'BAD_USER_INPUT', extensions: { fields: [{ field: 'rules.tiebreakers' }] } });
      expect(await rowCounts(suite.current().db)).toEqual(before);

      // Cole Harbour's own chain would put the team with fewer goals against first; this one counts goals for first.
      const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', teams: 3, playersPerTeam: 8, firstNumber: 1, rules: { tiebreakers: ['GOALS_FOR', 'COIN_TOSS'] } });
      const [a, b, c] = league.teams.map((t) => t.id);
      let day = 10;
      const paper = async (home: string, away: string, homeScore: number, awayScore: number) => {
        const gameId = (
          await post(ScheduleGameDocument, { input: { divisionId: league.divisionId, homeTeamId: home, awayTeamId: away, startsAt: `2030-02-${(day += 1)}T18:00:00.000Z`, stage: 'ROUND_ROBIN' } })
        ).scheduleGame.id;
        await post(RecordResultDocument, { input: { gameId, homeScore, awayScore, decision: 'REGULATION' } });
      };
      await paper(a, b, 3, 1);
      await paper(b, c, 2, 0);
      await paper(c, a, 4, 2);
      // Goals for: A 5, C 4, B 3 (goals against: B 3, C 4, A 5 would have given the reverse).
      const rows = (await post(DivisionStandingsDocument, { divisionId: league.divisionId })).standings.rows;
      expect(order(rows)).toEqual([
        [a, 2, 'GOALS_FOR'],
        [c, 2, 'GOALS_FOR'],
        [b, 2, null],
      ]);
      const rules = (await post(CompetitionRulesDocument, { id: league.competitionId })).competition!.rules;
      expect(rules).toMatchObject({ tiebreakers: ['GOALS_FOR', 'COIN_TOSS'] });
    });

    it('a forfeit counts 5–0 as a win and a loss (R8); as of a date, later games are left out', async () => {
      const d = await division('COLE_HARBOUR_CLASSIC', 2);
      const [a, b] = d.ids;
      const first = await d.schedule(0, 1);
      await post(ForfeitGameDocument, { gameId: first, forfeitingTeamId: b });
      await d.paper(1, 0, 1, 1);
      expect((await d.table()).map((r) => [r.team.id, r.points, r.wins, r.losses, r.ties, r.goalsFor, r.goalsAgainst])).toEqual([
        [a, 3, 1, 0, 1, 6, 1],
        [b, 1, 0, 1, 1, 1, 6],
      ]);
      expect((await d.table('2030-01-11T23:00:00.000Z')).map((r) => [r.team.id, r.points, r.gamesPlayed])).toEqual([
        [a, 2, 1],
        [b, 0, 1],
      ]);
    });

    it('standingsUpdated: the table at once, then after a final and a corrected result — not after events that move nothing', async () => {
      const d = await division('COLE_HARBOUR_CLASSIC', 2);
      const [a, b] = d.ids;
      const feed = subscribe(client(), StandingsFeedDocument, { divisionId: d.league.divisionId });
      const next = async () => (await nextData(feed)).standingsUpdated.rows;
      expect((await next()).map((r) => r.gamesPlayed)).toEqual([0, 0]);

      // A live game: its goals move nothing until it is final.
      const gameId = d.league.gameId;
      await post(StartGameDocument, { gameId });
      await post(StartClockDocument, { gameId });
      const scorer = d.league.teams[0].players[4].id;
      await post(RecordGoalDocument, { input: { gameId, teamId: a, scorerId: scorer, assistIds: [] } });
      await post(EndPeriodDocument, { gameId });
      await post(StartClockDocument, { gameId });
      await post(EndPeriodDocument, { gameId });
      await post(EndGameDocument, { gameId });
      expect(order(await next())).toEqual([
        [a, 2, null],
        [b, 0, null],
      ]);

      // Scheduling moves nothing; a paper result does; so does voiding the goal of the finished game.
      const paper = await d.schedule(1, 0);
      await post(RecordResultDocument, { input: { gameId: paper, homeScore: 3, awayScore: 0, decision: 'REGULATION' } });
      // Level on points and wins, one win each between them: goal difference puts B first.
      expect(order(await next())).toEqual([
        [b, 2, 'GOAL_DIFFERENCE'],
        [a, 2, null],
      ]);
      const goal = (await post(GameSheetDocument, { id: gameId })).game!.events.find((e) => e.type === 'GOAL')!;
      await post(VoidEventDocument, { gameId, seq: goal.seq, reason: 'Kicked in' });
      const afterVoid = await next();
      expect(afterVoid.map((r) => [r.team.id, r.points, r.ties])).toEqual([
        [b, 3, 1],
        [a, 1, 1],
      ]);

      // A correction needs a reason, and moves the table again.
      expect(await failure(url(), RecordResultDocument, { input: { gameId: paper, homeScore: 1, awayScore: 2, decision: 'REGULATION' } }, ADMIN_TOKEN)).toMatchObject({
        code: 'BAD_USER_INPUT',
        extensions: { fields: [{ field: 'reason' }] },
      });
      await post(RecordResultDocument, { input: { gameId: paper, homeScore: 1, awayScore: 2, decision: 'REGULATION', reason: 'Scoresheet misread: away won 2–1' } });
      expect((await next()).map((r) => [r.team.id, r.points])).toEqual([
        [a, 3],
        [b, 1],
      ]);
      const log = (await post(GameSheetDocument, { id: paper })).game!.events.map((e) => [e.type, e.reason]);
      expect(log).toEqual([
        ['RESULT_RECORDED', null],
        ['RESULT_RECORDED', 'Scoresheet misread: away won 2–1'],
      ]);
    });

    it('stats from final games: goals, assists, points, penalty minutes, game-winning goals, goalies; leaders share a rank', async () => {
      const d = await division('COLE_HARBOUR_CLASSIC', 2);
      const [a, b] = d.ids;
      const [home, away] = d.league.teams;
      const gameId = d.league.gameId;
      const p = (team: typeof home, i: number) => team.players[i].id;
      await post(StartGameDocument, { gameId });
      await post(StartClockDocument, { gameId });
      await post(RecordGoalDocument, { input: { gameId, teamId: a, scorerId: p(home, 4), assistIds: [p(home, 5)] } });
      await post(RecordGoalDocument, { input: { gameId, teamId: b, scorerId: p(away, 4), assistIds: [] } });
      await post(RecordGoalDocument, { input: { gameId, teamId: a, scorerId: p(home, 5), assistIds: [p(home, 4)] } });
      await post(RecordShotDocument, { gameId, teamId: b });
      await post(RecordShotDocument, { gameId, teamId: b });
      await post(StopClockDocument, { gameId });
      await post(RecordPenaltyDocument, { input: { gameId, teamId: b, playerId: p(away, 6), severity: 'MINOR', infraction: 'TRIPPING' } });
      await post(StartClockDocument, { gameId });
      await post(EndPeriodDocument, { gameId });
      await post(StartClockDocument, { gameId });
      await post(EndPeriodDocument, { gameId });
      await post(EndGameDocument, { gameId });
      // A game still to play counts nothing.
      await d.schedule(1, 0);

      const { playerStats, goalieStats, leaders } = await post(DivisionStatsDocument, { divisionId: d.league.divisionId });
      const line = (id: string) => playerStats.find((l) => l.player.id === id)!;
      expect(line(p(home, 4))).toMatchObject({ gamesPlayed: 1, goals: 1, assists: 1, points: 2, gameWinningGoals: 0 });
      expect(line(p(home, 5))).toMatchObject({ goals: 1, assists: 1, points: 2, gameWinningGoals: 1 });
      expect(line(p(away, 6))).toMatchObject({ points: 0, penaltyMinutes: 3 });
      expect(playerStats.filter((l) => l.gamesPlayed === 1)).toHaveLength(16);
      const goalie = (team: typeof home) => goalieStats.find((g) => g.team.id === team.id)!;
      expect(goalie(home)).toMatchObject({ player: { id: p(home, 0) }, gamesPlayed: 1, goalsAgainst: 1, shotsAgainst: 3, saves: 2, shutouts: 0 });
      // Every shot on him went in: a goal is a shot too.
      expect(goalie(away)).toMatchObject({ goalsAgainst: 2, shotsAgainst: 2, saves: 0, savePercentage: 0 });
      expect(leaders.map((l) => [l.rank, l.value])).toEqual([
        [1, 2],
        [1, 2],
      ]);
      expect(leaders.map((l) => l.player.id).sort()).toEqual([p(home, 4), p(home, 5)].sort());
    });

    it('generateSchedule: every pair once over two rinks, nobody in two places at once; too few slots store nothing', async () => {
      const d = await division('COLE_HARBOUR_CLASSIC', 4);
      const slots = ['2030-02-01T10:00:00.000Z', '2030-02-01T11:30:00.000Z', '2030-02-01T13:00:00.000Z'].flatMap((startsAt) => ['Rink 1', 'Rink 2'].map((venue) => ({ startsAt, venue })));
      const before = await rowCounts(suite.current().db);
      const short = await failure(url(), GenerateScheduleDocument, { input: { divisionId: d.league.divisionId, rounds: 'ONCE', slots: slots.slice(0, 5) } }, ADMIN_TOKEN);
      expect(short).toMatchObject({ code: 'RULE_VIOLATION', extensions: { problems: [{ code: 'NOT_ENOUGH_SLOTS' }] } });
      expect(await rowCounts(suite.current().db)).toEqual(before);

      const { generateSchedule } = await post(GenerateScheduleDocument, { input: { divisionId: d.league.divisionId, rounds: 'ONCE', slots } });
      expect(generateSchedule).toHaveLength(6);
      expect(new Set(generateSchedule.map((g) => [g.home.id, g.away.id].sort().join()))).toEqual(
        new Set([0, 1, 2].flatMap((i) => [1, 2, 3].filter((j) => j > i).map((j) => [d.ids[i], d.ids[j]].sort().join()))),
      );
      for (const startsAt of new Set(generateSchedule.map((g) => g.startsAt))) {
        const teams = generateSchedule.filter((g) => g.startsAt === startsAt).flatMap((g) => [g.home.id, g.away.id]);
        expect(new Set(teams).size).toBe(teams.length);
      }
      expect(new Set(generateSchedule.map((g) => g.stage))).toEqual(new Set(['ROUND_ROBIN']));
    });

    it('scheduleGame and rescheduleGame refuse a team in two places at once, naming it', async () => {
      const d = await division('COLE_HARBOUR_CLASSIC', 3);
      await d.schedule(0, 1); // 2030-01-11 18:00, the first of d.schedule's days
      const clash = await failure(
        url(),
        ScheduleGameDocument,
        { input: { divisionId: d.league.divisionId, homeTeamId: d.ids[2], awayTeamId: d.ids[0], startsAt: '2030-01-11T18:20:00.000Z', stage: 'ROUND_ROBIN' } },
        ADMIN_TOKEN,
      );
      expect(clash).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: 'SCHEDULE_CONFLICT', problems: [{ code: 'TEAM_BUSY' }] } });
      expect(clash.message).toContain(d.league.teams[0].name);
      const second = await d.schedule(2, 0);
      expect((await post(RescheduleGameDocument, { gameId: second, startsAt: '2030-01-11T19:00:00.000Z' })).rescheduleGame.startsAt).toBe('2030-01-11T19:00:00.000Z');
      expect(await failure(url(), RescheduleGameDocument, { gameId: second, startsAt: '2030-01-11T18:30:00.000Z' }, ADMIN_TOKEN)).toMatchObject({ code: 'RULE_VIOLATION' });
    });

    it('BHI docs/rulebooks/003_1bb7ac110d7dcb5e.txt:44 "Team with lease amount of penalties": one major ranks above two minors (R31), counted from the log for a game stored before the counts were kept', async () => {
      const d = await division('BHI_5ON5', 2);
      const [a, b] = d.ids;
      const gameId = d.league.gameId;
      const p = (team: 0 | 1, i: number) => d.league.teams[team].players[i].id;
      const penalty = async (team: 0 | 1, who: number, severity: 'MINOR' | 'MAJOR') =>
        (await post(RecordPenaltyDocument, { input: { gameId, teamId: d.ids[team], playerId: p(team, who), severity, infraction: 'TRIPPING' } })).recordPenalty;
      await post(StartGameDocument, { gameId });
      await post(StartClockDocument, { gameId });
      await post(StopClockDocument, { gameId });
      await penalty(0, 4, 'MAJOR');
      await penalty(1, 4, 'MINOR');
      await penalty(1, 5, 'MINOR');
      const { seq } = await penalty(0, 5, 'MINOR');
      await post(VoidEventDocument, { gameId, seq, reason: 'Wrong team' });
      for (let period = 1; period <= 3; period += 1) {
        await post(StartClockDocument, { gameId });
        await post(EndPeriodDocument, { gameId });
      }
      await post(EndGameDocument, { gameId });
      const rows = (await d.table()).map((r) => [r.team.id, r.points, r.penaltyMinutes, r.tiebreak]);
      // A 0–0 tie: level on everything before it; A has more minutes (5 against 4) but fewer penalties (1 against 2).
      expect(rows).toEqual([
        [a, 1, 5, 'LEAST_PENALIZED'],
        [b, 1, 4, null],
      ]);
      const { db, bus } = suite.current();
      const stored = await db.manager.findOneByOrFail(GameEntity, { id: gameId });
      expect([stored.result?.homePenalties, stored.result?.awayPenalties, stored.state?.home.penalties, stored.state?.away.penalties]).toEqual([1, 2, 1, 2]);

      // A game stored before the counts were kept: neither its result facts nor its state has them.
      const { homePenalties: _h, awayPenalties: _a, ...olderResult } = stored.result!;
      const { penalties: _hp, ...olderHome } = stored.state!.home;
      const { penalties: _ap, ...olderAway } = stored.state!.away;
      await db.manager.update(GameEntity, { id: gameId }, { result: olderResult, state: { ...stored.state!, home: olderHome, away: olderAway } });
      const afresh = await new StandingsService(db, bus).standings(d.league.divisionId);
      expect(afresh.map((r) => [r.teamId, r.points, r.penaltyMinutes, r.tiebreak])).toEqual(rows);
    });

    it('BHI: teams level after every criterion wait for the coin toss an official records (R6)', async () => {
      const d = await division('BHI_5ON5', 2);
      const [a, b] = d.ids;
      await d.paper(0, 1, 2, 2);
      const level = await d.table();
      expect(level.map((r) => [r.rank, r.unresolvedWithNext, r.tiebreak])).toEqual([
        [1, true, null],
        [1, false, null],
      ]);
      const extra = (await post(CreateTeamDocument, { input: { divisionId: d.league.divisionId, name: 'Late entry' } })).createTeam.id;
      expect(await failure(url(), RecordCoinTossDocument, { divisionId: d.league.divisionId, teamIds: [a, extra] }, ADMIN_TOKEN)).toMatchObject({ code: 'RULE_VIOLATION' });
      const { recordCoinToss } = await post(RecordCoinTossDocument, { divisionId: d.league.divisionId, teamIds: [b, a], note: 'Toss at the rink, 14:05' });
      expect(recordCoinToss.rows.slice(0, 2).map((r) => [r.team.id, r.rank, r.tiebreak, r.unresolvedWithNext])).toEqual([
        [b, 1, 'COIN_TOSS', false],
        [a, 2, null, false],
      ]);
    });
  });
}
