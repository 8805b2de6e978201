import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  AddToRosterDocument,
  CoachViewCountedDocument,
  CoachViewDocument,
  CreateApiTokenDocument,
  CreatePlayerDocument,
  DisciplineReportDocument,
  EndGameDocument,
  EndPeriodDocument,
  GameSheetDocument,
  PayFineDocument,
  PublicTeamViewDocument,
  RecordFineDocument,
  RecordGoalDocument,
  RecordPenaltyDocument,
  ScheduleGameDocument,
  SetLineupDocument,
  SetSuspensionDocument,
  StartClockDocument,
  StartGameDocument,
} from '../generated/graphql';
import { failure, ok } from '../support/client';
import { EARLY_START, seedLeague, soon } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

const MINUTE = 60_000;

/**
 * The coach's and the officials' views of discipline (docs/security.md, "Who may read what"), and a
 * suspension's whole journey from the penalty to the player's return.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `team discipline views on ${backend.name}`, () => {
    // Statements counted per request, apart from the server's background work (src/db/query-log.ts).
    const suite = serverPerSuite(backend, { FACEOFF_COUNT_REQUEST_STATEMENTS: '1' });
    const url = () => suite.current().url;
    const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V, token = ADMIN_TOKEN) => ok(url(), document, variables, token);

    const coachToken = async (teamId: string) =>
      (await post(CreateApiTokenDocument, { input: { name: `Coach ${teamId.slice(0, 8)}`, role: 'COACH', scopes: [`team:${teamId}`] } })).createApiToken.token;

    /** A league game between two rosters of 9 (#1 a goalie): #3 of the home team owes $25, #4 is suspended for 2 games. */
    async function leagueWithDiscipline() {
      const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 9, firstNumber: 1 });
      const home = league.teams[0];
      const [fined, suspended] = [home.players[2], home.players[3]];
      const { recordFine } = await post(RecordFineDocument, { input: { playerId: fined.id, competitionId: league.competitionId, amountCents: 2500, reason: 'Major – aggressor' } });
      await post(SetSuspensionDocument, { input: { playerId: suspended.id, competitionId: league.competitionId, kind: 'GAMES', games: 2, reason: 'Fighting major' } });
      return { league, home, away: league.teams[1], fined, suspended, fineId: recordFine.id };
    }

    it("a coach asks, before the game, who may play and why not — one query: next game, every player's eligibility, active suspensions, unpaid fines", async () => {
      const { league, home, fined, suspended } = await leagueWithDiscipline();
      const { team } = await post(CoachViewDocument, { teamId: home.id }, await coachToken(home.id));
      expect(team!.nextGame!.id).toBe(league.gameId);
      expect(team!.eligibility!.game.id).toBe(league.gameId);
      expect(team!.eligibility!.players.map((p) => p.player.id)).toEqual(home.players.map((p) => p.id));
      const byPlayer = new Map(team!.eligibility!.players.map((p) => [p.player.id, p]));
      expect(byPlayer.get(fined.id)).toMatchObject({ eligible: false, reasons: [{ code: 'UNPAID_FINE', message: expect.stringContaining('owes $25.00 in fines') }] });
      expect(byPlayer.get(suspended.id)).toMatchObject({ eligible: false, reasons: [{ code: 'SUSPENDED', message: expect.stringContaining('2 of 2 games left (Fighting major)') }] });
      expect(team!.eligibility!.players.filter((p) => p.eligible)).toHaveLength(7);
      expect(team!.activeSuspensions).toEqual([expect.objectContaining({ kind: 'GAMES', gamesRemaining: 2, player: { id: suspended.id } })]);
      expect(team!.unpaidFines).toEqual([expect.objectContaining({ amountCents: 2500, player: { id: fined.id } })]);
    });

    it('the public sees who is suspended and that a fine is owed, never the amount; another coach reads null for the fines, the rest of the team view intact', async () => {
      const { home, away, fined, suspended } = await leagueWithDiscipline();
      const { team } = await ok(url(), PublicTeamViewDocument, { teamId: home.id });
      const reasons = team!.eligibility!.players.find((p) => p.player.id === fined.id)!.reasons;
      expect(reasons).toEqual([{ code: 'UNPAID_FINE', message: expect.not.stringContaining('$') }]);
      expect(team!.activeSuspensions.map((s) => s.player?.id)).toEqual([suspended.id]);
      const asOtherCoach = (await ok(url(), CoachViewDocument, { teamId: home.id }, await coachToken(away.id))).team!;
      expect(asOtherCoach.unpaidFines).toBeNull();
      expect(asOtherCoach.activeSuspensions.map((s) => s.player?.id)).toEqual([suspended.id]);
      expect(JSON.stringify(asOtherCoach)).not.toContain('$25.00');
    });

    it('the roster view costs the same number of SQL statements for 9 players as for 15 (DataLoaders, no N+1)', async () => {
      const { league, home } = await leagueWithDiscipline();
      const statements = async () => {
        const before = suite.current().db.queryLog.statements;
        const { team } = await post(CoachViewCountedDocument, { teamId: home.id });
        return { statements: suite.current().db.queryLog.statements - before, players: team!.eligibility!.players.length };
      };
      const nine = await statements();
      for (let n = 20; n < 26; n += 1) {
        const { createPlayer } = await post(CreatePlayerDocument, { input: { name: `Late signing ${n}`, birthDate: '1991-02-03' } });
        await post(AddToRosterDocument, { input: { teamId: home.id, playerId: createPlayer.id, number: n, position: 'SKATER' } });
        await post(RecordFineDocument, { input: { playerId: createPlayer.id, competitionId: league.competitionId, amountCents: 1500, reason: 'Game misconduct' } });
      }
      const fifteen = await statements();
      expect(nine.players).toBe(9);
      expect(fifteen.players).toBe(15);
      expect(fifteen.statements).toBe(nine.statements);
    });

    it("disciplineReport: a competition's suspensions and fines for its officials, by team, still active, still owed", async () => {
      const { league, home, away, fined, fineId } = await leagueWithDiscipline();
      await post(RecordFineDocument, { input: { teamId: away.id, competitionId: league.competitionId, kind: 'LATE_ROSTER_SHEET', reason: 'Sheet at puck drop' } });
      const report = async (filter: { teamId?: string; activeOnly?: boolean; unpaidOnly?: boolean } = {}) =>
        (await post(DisciplineReportDocument, { competitionId: league.competitionId, ...filter })).disciplineReport;

      expect(await report()).toMatchObject({ owedCents: 5000, suspensions: [{ kind: 'GAMES', active: true }] });
      expect((await report()).fines).toHaveLength(2);
      expect((await report({ teamId: away.id })).fines).toEqual([expect.objectContaining({ amountCents: 2500, team: { id: away.id } })]);
      expect((await report({ teamId: away.id })).suspensions).toEqual([]);
      await post(PayFineDocument, { id: fineId });
      expect(await report({ teamId: home.id, unpaidOnly: true })).toEqual({ owedCents: 0, fines: [], suspensions: [expect.objectContaining({ active: true })] });
      expect((await report({ teamId: home.id })).fines).toEqual([expect.objectContaining({ player: { id: fined.id }, paidAt: expect.any(String) })]);
      expect(await failure(url(), DisciplineReportDocument, { competitionId: league.competitionId }, await coachToken(home.id))).toMatchObject({ code: 'FORBIDDEN' });
    });

    it('Cole Harbour: ejected and suspended in one game (R16), refused from the next lineup and not dressed, eligible again once it is served (R18)', async () => {
      const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', playersPerTeam: 9, firstNumber: 1 });
      const [home, away] = [league.teams[0], league.teams[1]];
      const offender = home.players[4];
      const coach = await coachToken(home.id);
      const play = async (gameId: string, during?: () => Promise<void>) => {
        await post(StartGameDocument, { gameId, earlyStartAgreement: EARLY_START }); // kept only where the start is early (G61)
        await post(StartClockDocument, { gameId });
        await post(EndPeriodDocument, { gameId });
        await post(StartClockDocument, { gameId });
        await during?.();
        await post(EndPeriodDocument, { gameId });
        return (await post(EndGameDocument, { gameId })).endGame;
      };
      const schedule = async (startsAt: string) =>
        (await post(ScheduleGameDocument, { input: { divisionId: league.divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt, stage: 'ROUND_ROBIN' } })).scheduleGame.id;
      const goalBy = (gameId: string, playerId: string) => failure(url(), RecordGoalDocument, { input: { gameId, teamId: home.id, scorerId: playerId, assistIds: [] } }, ADMIN_TOKEN);

      await play(league.gameId, async () => {
        const { recordPenalty } = await post(RecordPenaltyDocument, {
          input: { gameId: league.gameId, teamId: home.id, playerId: offender.id, severity: 'GAME_MISCONDUCT', infraction: 'ABUSE_OF_OFFICIALS', clockRemainingMs: 6 * MINUTE },
        });
        expect(recordPenalty.home.penaltyMinutes).toBe(10);
        expect(await goalBy(league.gameId, offender.id)).toMatchObject({ message: expect.stringContaining('has been ejected from this game') });
      });
      const ejection = (await post(GameSheetDocument, { id: league.gameId })).game!.events.find((e) => e.type === 'PENALTY')!;
      expect(ejection).toMatchObject({ ejected: true, recordedMinutes: 10 });

      // after the ejection recorded now: ten minutes away, started early by agreement (G61)
      const next = await schedule(soon());
      const view = (await post(CoachViewDocument, { teamId: home.id }, coach)).team!;
      expect(view.nextGame!.id).toBe(next);
      expect(view.eligibility!.players.find((p) => p.player.id === offender.id)!.reasons).toEqual([
        { code: 'SUSPENDED', message: expect.stringContaining('1 of 1 game left'), rule: expect.stringContaining('R18') },
      ]);
      const refused = await failure(url(), SetLineupDocument, { gameId: next, teamId: home.id, playerIds: home.players.map((p) => p.id) }, coach);
      expect(refused).toMatchObject({ code: 'RULE_VIOLATION', extensions: { ineligible: [{ playerId: offender.id, reasons: [{ code: 'SUSPENDED' }] }] } });

      expect(
        await play(next, async () => {
          expect(await goalBy(next, offender.id)).toMatchObject({ message: expect.stringContaining('is not dressed') });
        }),
      ).toMatchObject({ status: 'FINAL' });

      const third = await schedule('2030-01-17T18:00:00.000Z');
      const after = (await post(CoachViewDocument, { teamId: home.id }, coach)).team!;
      expect(after.activeSuspensions).toEqual([]);
      expect(after.eligibility!.players.every((p) => p.eligible)).toBe(true);
      expect((await post(SetLineupDocument, { gameId: third, teamId: home.id, playerIds: home.players.map((p) => p.id) }, coach)).setLineup.id).toBe(third);
    });
  });
}
