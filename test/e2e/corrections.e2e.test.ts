import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  AuditTrailDocument,
  CancelGameDocument,
  CertifyGameDocument,
  CorrectCompetitionDocument,
  CorrectDivisionDocument,
  CorrectedReadsDocument,
  CorrectedScoreboardDocument,
  CorrectedStandingsDocument,
  CorrectPlayerDocument,
  CorrectSeasonDocument,
  CorrectTeamDocument,
  CreateApiTokenDocument,
  CreatePlayerDocument,
  CreateTeamDocument,
  DeleteCompetitionDocument,
  DeleteDivisionDocument,
  DeleteGameDocument,
  DeletePlayerDocument,
  DeleteTeamDocument,
  LinkDisciplineDocument,
  RecordGoalDocument,
  RecordPenaltyDocument,
  RemoveFromRosterDocument,
  RecordResultDocument,
  RescheduleGameDocument,
  ScheduleGameDocument,
  SetPlayerExperienceDocument,
  SetSeasonDatesDocument,
  StartClockDocument,
  StartGameDocument,
  UpdateRosterEntryDocument,
  CreateCompetitionDocument,
  CreateDivisionDocument,
  TeamRosterDocument,
} from '../generated/graphql';
import { failure, nextData, ok, subscribe, wsClientsPerTest } from '../support/client';
import { rowCounts } from '../support/rows';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * The organizer's corrections (R59–R64): each update changes only the fields given and leaves an
 * audit row naming the caller and every field before and after (R63); results-shaping settings are
 * refused once the first game has started (R59); deletes are refused while rows depend on the row
 * (R64); a cancelled game leaves the schedule (R61); a rename reaches an open scoreboard through a
 * new revision at the same seq.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `corrections and the audit trail on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const client = wsClientsPerTest(() => suite.current().wsUrl);
    const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V, token: string = ADMIN_TOKEN) => ok(url(), document, variables, token);
    let serial = 0;

    /** An ADMIN token of its own, so the audit row's actor is a stored token with an id. */
    const desk = async () => {
      const { createApiToken } = await post(CreateApiTokenDocument, { input: { name: `League office ${(serial += 1)}`, role: 'ADMIN' } });
      return { token: createApiToken.token, id: createApiToken.apiToken.id, name: createApiToken.apiToken.name };
    };
    const seed = () => seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', playersPerTeam: 8, firstNumber: 1 });
    const trail = async (competitionId: string) => (await post(AuditTrailDocument, { competitionId, first: 100 })).auditTrail.edges.map((e) => e.node);
    const reads = async (league: Awaited<ReturnType<typeof seed>>) =>
      post(CorrectedReadsDocument, { competitionId: league.competitionId, divisionId: league.divisionId, teamId: league.teams[0].id, playerId: league.teams[0].players[1].id });

    it('updateTeam changes the name only and writes one audit row: the token, the action, name before → after, the reason (R63)', async () => {
      const league = await seed();
      const office = await desk();
      const [home] = league.teams;
      const before = await reads(league);
      const { updateTeam } = await post(CorrectTeamDocument, { id: home.id, input: { name: 'Harbour Hawks', reason: 'Spelled wrong on the entry form' } }, office.token);
      expect(updateTeam).toEqual({ id: home.id, name: 'Harbour Hawks' });
      const after = await reads(league);
      expect(after).toEqual({ ...before, team: { ...before.team!, name: 'Harbour Hawks' } });
      expect(await trail(league.competitionId)).toEqual([
        {
          id: expect.any(String),
          at: expect.any(String),
          entityType: 'TEAM',
          entityId: home.id,
          action: 'UPDATE',
          reason: 'Spelled wrong on the entry form',
          changes: [{ field: 'name', before: JSON.stringify(home.name), after: JSON.stringify('Harbour Hawks') }],
          actor: { tokenId: office.id, name: office.name, role: 'ADMIN' },
        },
      ]);
    });

    it('updateCompetition, updateDivision and updatePlayer change only the fields given, each with its audit row; the trail pages newest first (R63)', async () => {
      const league = await seed();
      const before = await reads(league);
      await post(CorrectCompetitionDocument, { id: league.competitionId, input: { name: 'Cole Harbour Classic 2026', rules: { tiebreakers: ['GOALS_FOR', 'COIN_TOSS'] } } });
      await post(CorrectDivisionDocument, { id: league.divisionId, input: { name: 'A Division' } });
      const playerId = league.teams[0].players[1].id;
      await post(CorrectPlayerDocument, { id: playerId, input: { name: 'Sam Crosby', waiverSigned: true } });
      const after = await reads(league);
      expect(after.competition).toEqual({ ...before.competition!, name: 'Cole Harbour Classic 2026', rules: { periodMinutes: null, tiebreakers: ['GOALS_FOR', 'COIN_TOSS'] } });
      expect(after.division).toEqual({ ...before.division!, name: 'A Division' });
      expect(after.player).toEqual({ ...before.player!, name: 'Sam Crosby', waiverSigned: true });

      const entries = await trail(league.competitionId);
      expect(entries.map((e) => [e.entityType, e.changes.map((c) => c.field)])).toEqual([
        ['PLAYER', ['name', 'waiverSigned']],
        ['DIVISION', ['name']],
        ['COMPETITION', ['name', 'rulesOverrides']],
      ]);
      expect(entries[2].changes[1]).toEqual({ field: 'rulesOverrides', before: null, after: JSON.stringify({ tiebreakers: ['GOALS_FOR', 'COIN_TOSS'] }) });
      expect(entries[0].actor).toEqual({ tokenId: null, name: expect.any(String), role: 'ADMIN' });

      const first = (await post(AuditTrailDocument, { competitionId: league.competitionId, first: 2 })).auditTrail;
      expect(first.pageInfo.hasNextPage).toBe(true);
      const rest = (await post(AuditTrailDocument, { competitionId: league.competitionId, first: 2, after: first.pageInfo.endCursor })).auditTrail;
      expect([...first.edges, ...rest.edges].map((e) => e.node.id)).toEqual(entries.map((e) => e.id));
      expect(rest.pageInfo.hasNextPage).toBe(false);
    });

    it('R59: the tie-breaker chain, the preset and the rules change before the first result and are refused after it, naming the rule; nothing is stored, and the name may still change', async () => {
      const league = await seed();
      await post(CorrectCompetitionDocument, { id: league.competitionId, input: { rules: { periodMinutes: 12 } } });
      await post(RecordResultDocument, { input: { gameId: league.gameId, homeScore: 2, awayScore: 1, decision: 'REGULATION' } });
      const rows = await rowCounts(suite.current().db);
      for (const input of [{ rules: { tiebreakers: ['GOALS_FOR' as const] } }, { preset: 'BHI_5ON5' as const }, { rules: { periodMinutes: null } }, { timeZone: 'Europe/Paris' }]) {
        const refused = await failure(url(), CorrectCompetitionDocument, { id: league.competitionId, input }, ADMIN_TOKEN);
        expect(refused).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: 'R59' }, message: expect.stringContaining('1 game has started or been played') });
      }
      expect(await rowCounts(suite.current().db)).toEqual(rows);
      expect((await reads(league)).competition).toMatchObject({ preset: 'COLE_HARBOUR_CLASSIC', timeZone: 'UTC', rules: { periodMinutes: 12, tiebreakers: null } });
      expect((await post(CorrectCompetitionDocument, { id: league.competitionId, input: { name: 'Renamed after results' } })).updateCompetition.name).toBe('Renamed after results');
    });

    it("R59: a rule changed before any game starts re-folds the scheduled games: the game's scoreboard shows the new period length", async () => {
      const league = await seed();
      await post(CorrectCompetitionDocument, { id: league.competitionId, input: { rules: { periodMinutes: 11 } } });
      const started = (await post(StartGameDocument, { gameId: league.gameId })).startGame;
      expect(started.clock.remainingMs).toBe(11 * 60_000);
    });

    it("R60: a division's rating and category are refused once its schedule is drawn; its name is not", async () => {
      const league = await seed();
      const refused = await failure(url(), CorrectDivisionDocument, { id: league.divisionId, input: { category: 'LADIES' } }, ADMIN_TOKEN);
      expect(refused).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: 'R60' }, message: expect.stringContaining('1 game') });
      expect((await post(CorrectDivisionDocument, { id: league.divisionId, input: { name: 'Gold' } })).updateDivision).toMatchObject({ name: 'Gold', category: null });
    });

    it("R62: a birth date correction is stored, and the age rule's verdict it turns for the player's next game is in its audit row (Cole Harbour's minimum age 19)", async () => {
      const league = await seed();
      const playerId = league.teams[0].players[1].id;
      await post(CorrectPlayerDocument, { id: playerId, input: { birthDate: '2010-03-01', reason: 'Birth certificate shown' } });
      const [entry] = await trail(league.competitionId);
      expect(entry.changes).toEqual([
        { field: 'birthDate', before: JSON.stringify('1990-05-17'), after: JSON.stringify('2010-03-01') },
        { field: `eligibility.game.${league.gameId}`, before: JSON.stringify('old enough'), after: expect.stringContaining('UNDER_AGE') },
      ]);
    });

    it('only an ADMIN corrects or reads the trail: a scorekeeper of the competition and a coach of the team are refused, an anonymous caller too, and nothing is stored', async () => {
      const league = await seed();
      const tokenOf = async (role: 'SCOREKEEPER' | 'COACH', scope: string) =>
        (await post(CreateApiTokenDocument, { input: { name: `${role} ${(serial += 1)}`, role, scopes: [scope] } })).createApiToken.token;
      const scorekeeper = await tokenOf('SCOREKEEPER', `competition:${league.competitionId}`);
      const coach = await tokenOf('COACH', `team:${league.teams[0].id}`);
      const rows = await rowCounts(suite.current().db);
      for (const token of [scorekeeper, coach]) {
        expect(await failure(url(), CorrectTeamDocument, { id: league.teams[0].id, input: { name: 'Taken over' } }, token)).toMatchObject({ code: 'FORBIDDEN' });
        expect(await failure(url(), CancelGameDocument, { gameId: league.gameId, reason: 'rain' }, token)).toMatchObject({ code: 'FORBIDDEN' });
        expect(await failure(url(), AuditTrailDocument, { competitionId: league.competitionId }, token)).toMatchObject({ code: 'FORBIDDEN' });
      }
      expect(await failure(url(), DeleteGameDocument, { id: league.gameId })).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(await rowCounts(suite.current().db)).toEqual(rows);
    });

    it('bad input is refused with nothing stored and no audit row: an over-long name, a blank one, an unknown id, a ranking tier out of bounds', async () => {
      const league = await seed();
      const rows = await rowCounts(suite.current().db);
      const long = await failure(url(), CorrectTeamDocument, { id: league.teams[0].id, input: { name: 'x'.repeat(121) } }, ADMIN_TOKEN);
      expect(long).toMatchObject({
        code: 'BAD_USER_INPUT',
        extensions: { fields: [expect.objectContaining({ field: expect.stringContaining('name'), message: expect.stringContaining('at most 120') })] },
      });
      expect(await failure(url(), CorrectTeamDocument, { id: league.teams[0].id, input: { name: '   ' } }, ADMIN_TOKEN)).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(await failure(url(), CorrectTeamDocument, { id: '00000000-0000-4000-8000-000000000000', input: { name: 'Nobody' } }, ADMIN_TOKEN)).toMatchObject({
        code: 'NOT_FOUND',
        extensions: { field: 'id' },
      });
      expect(await failure(url(), CorrectPlayerDocument, { id: league.teams[0].players[0].id, input: { rankingTier: 12 } }, ADMIN_TOKEN)).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(await failure(url(), CorrectTeamDocument, { id: league.teams[0].id, input: { name: league.teams[1].name } }, ADMIN_TOKEN)).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: expect.stringContaining('already has a team named'),
      });
      expect(await rowCounts(suite.current().db)).toEqual(rows);
      expect(await trail(league.competitionId)).toEqual([]);
    });

    it('R64: a delete is refused naming the rows that depend on it, and allowed for a row nothing uses; each delete has its audit row', async () => {
      const league = await seed();
      const [home] = league.teams;
      const teamRefused = await failure(url(), DeleteTeamDocument, { id: home.id }, ADMIN_TOKEN);
      expect(teamRefused).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: 'R64' }, message: `Team ${home.name} has 1 game, 8 roster entries; cancel or delete them first.` });
      expect(await failure(url(), DeletePlayerDocument, { id: home.players[0].id }, ADMIN_TOKEN)).toMatchObject({ message: expect.stringContaining('1 roster entry') });
      expect(await failure(url(), DeleteDivisionDocument, { id: league.divisionId }, ADMIN_TOKEN)).toMatchObject({ message: expect.stringContaining('2 teams, 1 game') });
      expect(await failure(url(), DeleteCompetitionDocument, { id: league.competitionId }, ADMIN_TOKEN)).toMatchObject({ message: expect.stringContaining('1 division') });
      await post(StartGameDocument, { gameId: league.gameId });
      expect(await failure(url(), DeleteGameDocument, { id: league.gameId }, ADMIN_TOKEN)).toMatchObject({ message: expect.stringMatching(/has 1 event in its log; cancel it/) });

      const spare = (await post(CreateTeamDocument, { input: { divisionId: league.divisionId, name: `Spare ${(serial += 1)}` } })).createTeam.id;
      const { scheduleGame } = await post(ScheduleGameDocument, {
        input: { divisionId: league.divisionId, homeTeamId: spare, awayTeamId: league.teams[1].id, startsAt: '2026-12-07T18:00:00.000Z', stage: 'ROUND_ROBIN' },
      });
      expect((await post(DeleteGameDocument, { id: scheduleGame.id })).deleteGame).toBe(scheduleGame.id);
      expect((await post(DeleteTeamDocument, { id: spare, reason: 'Withdrew before the draw' })).deleteTeam).toBe(spare);
      const lonely = (await post(CreatePlayerDocument, { input: { name: 'Entered twice', birthDate: '1991-02-03' } })).createPlayer.id;
      expect((await post(DeletePlayerDocument, { id: lonely })).deletePlayer).toBe(lonely);
      expect((await post(CorrectedReadsDocument, { competitionId: league.competitionId, divisionId: league.divisionId, teamId: spare, playerId: lonely })).team).toBeNull();
      expect((await trail(league.competitionId)).map((e) => [e.entityType, e.action, e.reason])).toEqual([
        ['TEAM', 'DELETE', 'Withdrew before the draw'],
        ['GAME', 'DELETE', null],
      ]);

      const { createCompetition } = await post(CreateCompetitionDocument, { input: { name: `Empty ${(serial += 1)}`, kind: 'TOURNAMENT', preset: 'BHI_5ON5' } });
      const { createDivision } = await post(CreateDivisionDocument, { input: { competitionId: createCompetition.id, name: 'Empty' } });
      expect((await post(DeleteDivisionDocument, { id: createDivision.id })).deleteDivision).toBe(createDivision.id);
      expect((await post(DeleteCompetitionDocument, { id: createCompetition.id, reason: 'Created by mistake' })).deleteCompetition).toBe(createCompetition.id);
      expect((await trail(createCompetition.id)).map((e) => [e.entityType, e.action])).toEqual([
        ['COMPETITION', 'DELETE'],
        ['DIVISION', 'DELETE'],
      ]);
    });

    it("R61: cancelGame cancels a scheduled game — it leaves the team's next game and its scoreboard subscribers see CANCELLED; a final game and a game under way are refused", async () => {
      const league = await seed();
      const [home, away] = league.teams;
      const { scheduleGame: later } = await post(ScheduleGameDocument, {
        input: { divisionId: league.divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt: '2026-12-06T18:00:00.000Z', stage: 'ROUND_ROBIN' },
      });
      expect((await reads(league)).team!.nextGame!.id).toBe(league.gameId);
      const feed = subscribe(client(), CorrectedScoreboardDocument, { gameId: league.gameId });
      expect((await nextData(feed)).scoreboardUpdated).toMatchObject({ seq: 0, revision: 0, status: 'SCHEDULED' });

      const { cancelGame } = await post(CancelGameDocument, { gameId: league.gameId, reason: 'Ice plant failure' });
      expect(cancelGame).toEqual({ id: league.gameId, status: 'CANCELLED', scoreboard: { status: 'CANCELLED', revision: 1 } });
      expect((await nextData(feed)).scoreboardUpdated).toMatchObject({ seq: 0, revision: 1, status: 'CANCELLED' });
      expect((await reads(league)).team!.nextGame!.id).toBe(later.id);
      expect(await failure(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN)).toMatchObject({ code: 'RULE_VIOLATION' });
      expect(await failure(url(), CancelGameDocument, { gameId: league.gameId, reason: 'again' }, ADMIN_TOKEN)).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: 'R61' } });

      await post(RecordResultDocument, { input: { gameId: later.id, homeScore: 1, awayScore: 0, decision: 'REGULATION' } });
      expect(await failure(url(), CancelGameDocument, { gameId: later.id, reason: 'too late' }, ADMIN_TOKEN)).toMatchObject({
        code: 'RULE_VIOLATION',
        extensions: { rule: 'R61' },
        message: expect.stringContaining('FINAL'),
      });
      const { scheduleGame: live } = await post(ScheduleGameDocument, {
        input: { divisionId: league.divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt: '2026-12-05T21:00:00.000Z', stage: 'ROUND_ROBIN' },
      });
      await post(StartGameDocument, { gameId: live.id });
      expect(await failure(url(), CancelGameDocument, { gameId: live.id, reason: 'rain' }, ADMIN_TOKEN)).toMatchObject({ code: 'RULE_VIOLATION', message: expect.stringContaining('under way') });

      const cancelled = (await trail(league.competitionId)).find((e) => e.action === 'CANCEL');
      expect(cancelled).toMatchObject({ entityType: 'GAME', entityId: league.gameId, reason: 'Ice plant failure', changes: [{ field: 'status', before: '"SCHEDULED"', after: '"CANCELLED"' }] });
    });

    it("a WebSocket scoreboard subscriber of a live game gets the team's new name after updateTeam, at the same seq with a new revision; a standings subscriber gets it too; the next event keeps the revision", async () => {
      const league = await seed();
      const [home, away] = league.teams;
      await post(StartGameDocument, { gameId: league.gameId });
      await post(StartClockDocument, { gameId: league.gameId });
      const feed = subscribe(client(), CorrectedScoreboardDocument, { gameId: league.gameId });
      const first = (await nextData(feed)).scoreboardUpdated;
      expect(first).toMatchObject({ revision: 0, status: 'IN_PROGRESS', home: { team: { name: home.name } } });
      const standings = subscribe(client(), CorrectedStandingsDocument, { divisionId: league.divisionId });
      expect((await nextData(standings)).standingsUpdated.rows.map((r) => r.team.name).sort()).toEqual([home.name, away.name].sort());

      await post(CorrectTeamDocument, { id: home.id, input: { name: 'Renamed Live' } });
      const renamed = (await nextData(feed)).scoreboardUpdated;
      expect(renamed).toEqual({ ...first, revision: 1, home: { ...first.home, team: { id: home.id, name: 'Renamed Live' } } });
      expect((await nextData(standings)).standingsUpdated.rows.map((r) => r.team.name)).toContain('Renamed Live');

      await post(RecordGoalDocument, { input: { gameId: league.gameId, teamId: home.id, scorerId: home.players[1].id, assistIds: [] } });
      expect((await nextData(feed)).scoreboardUpdated).toMatchObject({ seq: first.seq + 1, revision: 1, home: { score: 1, team: { name: 'Renamed Live' } } });
    });

    it("a player's corrected name reaches an open scoreboard of a live game he is in the box in, at the same seq with a new revision", async () => {
      const league = await seed();
      const [home] = league.teams;
      const culprit = home.players[2];
      await post(StartGameDocument, { gameId: league.gameId });
      await post(StartClockDocument, { gameId: league.gameId });
      await post(RecordPenaltyDocument, { input: { gameId: league.gameId, teamId: home.id, playerId: culprit.id, severity: 'MINOR', infraction: 'TRIPPING' } });
      const feed = subscribe(client(), CorrectedScoreboardDocument, { gameId: league.gameId });
      const first = (await nextData(feed)).scoreboardUpdated;
      expect(first.penalties.map((p) => p.player?.name)).toEqual([culprit.name]);

      await post(CorrectPlayerDocument, { id: culprit.id, input: { name: 'Corrected Name' } });
      const corrected = (await nextData(feed)).scoreboardUpdated;
      expect(corrected).toMatchObject({ seq: first.seq, revision: first.revision + 1, penalties: [{ player: { id: culprit.id, name: 'Corrected Name' } }] });
    });

    it('certifyGame, rescheduleGame, setSeasonDates, setPlayerExperience and linkDiscipline each leave their audit row: the token, the action, every field before → after (R63)', async () => {
      const league = await seed();
      const office = await desk();
      const [home, away] = league.teams;
      const actor = { tokenId: office.id, name: office.name, role: 'ADMIN' };

      const { scheduleGame: later } = await post(ScheduleGameDocument, {
        input: { divisionId: league.divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt: '2026-12-06T18:00:00.000Z', venue: 'Rink A', stage: 'ROUND_ROBIN' },
      });
      await post(RescheduleGameDocument, { gameId: later.id, startsAt: '2026-12-09T19:30:00.000Z', venue: 'Rink B' }, office.token);

      await post(SetSeasonDatesDocument, { input: { competitionId: league.competitionId, seasonStartsAt: '2026-09-01T00:00:00.000Z', additionCutoff: '2027-02-01T05:00:00.000Z' } }, office.token);
      await post(SetSeasonDatesDocument, { input: { competitionId: league.competitionId, additionCutoff: '2027-03-01T05:00:00.000Z' } }, office.token);

      const playerId = home.players[1].id;
      await post(SetPlayerExperienceDocument, { playerId, experienceLevel: 'MAJOR_JUNIOR' }, office.token);

      const { createCompetition: other } = await post(CreateCompetitionDocument, { input: { name: `Summer ${(serial += 1)}`, kind: 'LEAGUE', preset: 'WINTER_LEAGUE_5ON5' } });
      await post(LinkDisciplineDocument, { competitionId: league.competitionId, otherCompetitionId: other.id, reason: 'League manager: summer discipline stands' }, office.token);

      await post(RecordResultDocument, { input: { gameId: league.gameId, homeScore: 3, awayScore: 1, decision: 'REGULATION' } });
      const { certifyGame } = await post(CertifyGameDocument, { gameId: league.gameId }, office.token);

      expect(await trail(league.competitionId)).toEqual([
        {
          id: expect.any(String),
          at: expect.any(String),
          entityType: 'GAME',
          entityId: league.gameId,
          action: 'CERTIFY',
          reason: null,
          changes: [
            { field: 'certifiedAt', before: null, after: JSON.stringify(certifyGame.certifiedAt) },
            { field: 'certifiedBy', before: null, after: JSON.stringify(office.name) },
          ],
          actor,
        },
        {
          id: expect.any(String),
          at: expect.any(String),
          entityType: 'COMPETITION',
          entityId: league.competitionId,
          action: 'LINK',
          reason: 'League manager: summer discipline stands',
          changes: [
            { field: 'linkedCompetitionId', before: null, after: JSON.stringify(other.id) },
            { field: 'linkedCompetition', before: null, after: JSON.stringify(other.name) },
          ],
          actor,
        },
        {
          id: expect.any(String),
          at: expect.any(String),
          entityType: 'PLAYER',
          entityId: playerId,
          action: 'UPDATE',
          reason: null,
          changes: [{ field: 'experienceLevel', before: null, after: '"MAJOR_JUNIOR"' }],
          actor,
        },
        {
          id: expect.any(String),
          at: expect.any(String),
          entityType: 'COMPETITION',
          entityId: league.competitionId,
          action: 'UPDATE',
          reason: null,
          changes: [{ field: 'additionCutoff', before: '"2027-02-01T05:00:00.000Z"', after: '"2027-03-01T05:00:00.000Z"' }],
          actor,
        },
        {
          id: expect.any(String),
          at: expect.any(String),
          entityType: 'COMPETITION',
          entityId: league.competitionId,
          action: 'UPDATE',
          reason: null,
          changes: [
            { field: 'seasonStartsAt', before: null, after: '"2026-09-01T00:00:00.000Z"' },
            { field: 'additionCutoff', before: null, after: '"2027-02-01T05:00:00.000Z"' },
          ],
          actor,
        },
        {
          id: expect.any(String),
          at: expect.any(String),
          entityType: 'GAME',
          entityId: later.id,
          action: 'RESCHEDULE',
          reason: null,
          changes: [
            { field: 'startsAt', before: '"2026-12-06T18:00:00.000Z"', after: '"2026-12-09T19:30:00.000Z"' },
            { field: 'venue', before: '"Rink A"', after: '"Rink B"' },
          ],
          actor,
        },
      ]);
      // The other competition's officials see the link from their side.
      expect((await trail(other.id)).map((e) => [e.entityType, e.entityId, e.action, e.changes.map((c) => c.after)])).toEqual([
        ['COMPETITION', other.id, 'LINK', [JSON.stringify(league.competitionId), JSON.stringify((await reads(league)).competition!.name)]],
      ]);

      // What changes nothing writes nothing: certifying again, the same experience, the same link, the same time and venue.
      await post(CertifyGameDocument, { gameId: league.gameId }, office.token);
      await post(SetPlayerExperienceDocument, { playerId, experienceLevel: 'MAJOR_JUNIOR' }, office.token);
      await post(LinkDisciplineDocument, { competitionId: other.id, otherCompetitionId: league.competitionId, reason: 'again' }, office.token);
      await post(RescheduleGameDocument, { gameId: later.id, startsAt: '2026-12-09T19:30:00.000Z' }, office.token);
      await post(SetSeasonDatesDocument, { input: { competitionId: league.competitionId, seasonStartsAt: '2026-09-01T00:00:00.000Z' } }, office.token);
      expect(await trail(league.competitionId)).toHaveLength(6);
      expect(await trail(other.id)).toHaveLength(1);
    });

    it('a refused certify, reschedule or season date leaves no audit row', async () => {
      const league = await seed();
      const rows = await rowCounts(suite.current().db);
      expect(await failure(url(), CertifyGameDocument, { gameId: league.gameId }, ADMIN_TOKEN)).toMatchObject({ code: 'RULE_VIOLATION' });
      expect(await rowCounts(suite.current().db)).toEqual(rows);
      await post(StartGameDocument, { gameId: league.gameId });
      const started = await rowCounts(suite.current().db);
      expect(await failure(url(), RescheduleGameDocument, { gameId: league.gameId, startsAt: '2026-12-10T18:00:00.000Z' }, ADMIN_TOKEN)).toMatchObject({ code: 'RULE_VIOLATION' });
      expect(
        await failure(
          url(),
          SetSeasonDatesDocument,
          { input: { competitionId: league.competitionId, seasonStartsAt: '2026-09-01T00:00:00.000Z', additionCutoff: '2026-08-01T00:00:00.000Z' } },
          ADMIN_TOKEN,
        ),
      ).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(await rowCounts(suite.current().db)).toEqual(started);
      expect(await trail(league.competitionId)).toEqual([]);
    });

    it('setSeasonDates and updateCompetition clear a season date given as null and keep one left out; the audit row says before → none', async () => {
      const league = await seed();
      const dates = { seasonStartsAt: '2026-09-01T00:00:00.000Z', additionCutoff: '2027-02-01T05:00:00.000Z' };
      await post(SetSeasonDatesDocument, { input: { competitionId: league.competitionId, ...dates } });

      const cleared = (await post(SetSeasonDatesDocument, { input: { competitionId: league.competitionId, seasonStartsAt: null } })).setSeasonDates;
      expect(cleared).toMatchObject({ seasonStartsAt: null, additionCutoff: dates.additionCutoff });
      expect((await post(SetSeasonDatesDocument, { input: { competitionId: league.competitionId, lastRegularSeasonDay: null } })).setSeasonDates).toMatchObject({
        seasonStartsAt: null,
        additionCutoff: null,
      });

      await post(SetSeasonDatesDocument, { input: { competitionId: league.competitionId, ...dates } });
      expect((await post(SetSeasonDatesDocument, { input: { competitionId: league.competitionId, additionCutoff: null } })).setSeasonDates).toMatchObject({
        seasonStartsAt: dates.seasonStartsAt,
        additionCutoff: null,
      });

      await post(SetSeasonDatesDocument, { input: { competitionId: league.competitionId, additionCutoff: dates.additionCutoff } });
      expect((await post(CorrectSeasonDocument, { id: league.competitionId, input: { additionCutoff: null, reason: 'No cut-off this season' } })).updateCompetition).toEqual({
        id: league.competitionId,
        seasonStartsAt: dates.seasonStartsAt,
        additionCutoff: null,
      });
      expect((await post(CorrectSeasonDocument, { id: league.competitionId, input: { seasonStartsAt: null } })).updateCompetition).toEqual({
        id: league.competitionId,
        seasonStartsAt: null,
        additionCutoff: null,
      });

      const entries = await trail(league.competitionId);
      expect(entries.slice(0, 2).map((e) => [e.changes, e.reason])).toEqual([
        [[{ field: 'seasonStartsAt', before: JSON.stringify(dates.seasonStartsAt), after: null }], null],
        [[{ field: 'additionCutoff', before: JSON.stringify(dates.additionCutoff), after: null }], 'No cut-off this season'],
      ]);
      expect(entries.find((e) => e.changes.length === 1 && e.changes[0].field === 'seasonStartsAt' && e.changes[0].after === null && !e.reason)).toBeDefined();
    });

    it('updateRosterEntry and removeFromRoster write their audit rows in their transaction (R50, R63)', async () => {
      const league = await seed();
      const [home] = league.teams;
      const roster = (await post(TeamRosterDocument, { id: home.id })).team!.roster;
      const entry = roster.find((e) => e.number === 2)!;
      const gone = roster.find((e) => e.number === 3)!;
      const rows = await rowCounts(suite.current().db);
      expect(await failure(url(), UpdateRosterEntryDocument, { id: entry.id, input: { number: 42 } }, ADMIN_TOKEN)).toMatchObject({ code: 'RULE_VIOLATION' });
      expect(await rowCounts(suite.current().db)).toEqual(rows);

      await post(UpdateRosterEntryDocument, { id: entry.id, input: { number: 42, clearance: 'Cleared by the Tournament Official' } });
      await post(RemoveFromRosterDocument, { id: gone.id, clearance: 'Entered on the wrong team' });
      expect(await trail(league.competitionId)).toMatchObject([
        {
          entityType: 'ROSTER_ENTRY',
          entityId: gone.id,
          action: 'DELETE',
          reason: 'Entered on the wrong team',
          changes: [
            { field: 'playerId', after: null },
            { field: 'number', before: '3', after: null },
          ],
        },
        {
          entityType: 'ROSTER_ENTRY',
          entityId: entry.id,
          action: 'UPDATE',
          reason: 'Cleared by the Tournament Official',
          changes: [
            { field: 'number', before: '2', after: '42' },
            { field: 'clearance', before: null, after: '"Cleared by the Tournament Official"' },
          ],
        },
      ]);
    });
  });
}
