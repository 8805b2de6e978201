import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  AddToRosterDocument,
  RecordRegistrationDocument,
  CreateApiTokenDocument,
  CreateCompetitionDocument,
  CreateDivisionDocument,
  CreatePlayerDocument,
  CreateTeamDocument,
  EndGameDocument,
  EndPeriodDocument,
  GameSheetDocument,
  LogLineupDocument,
  RecordResultDocument,
  PayFineDocument,
  PlayerEligibilityDocument,
  RecordFineDocument,
  RecordGoalDocument,
  ScheduleGameDocument,
  SetLineupDocument,
  SetSeasonDatesDocument,
  SetSuspensionDocument,
  StartClockDocument,
  StartGameDocument,
  VoidEventDocument,
  type GameStage,
  type RulesetPreset,
  type SuspensionKind,
} from '../generated/graphql';
import { failure, ok } from '../support/client';
import { rowCounts } from '../support/rows';
import { EARLY_START, FORMS_RECEIVED_AT, type SeededLeague, seedLeague, soon } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * Eligibility (R21) and lineups through the API: every reason code the API can reach, alone and
 * together; setLineup refusing ineligible players; an ADMIN's override and the forfeit the rulebook
 * then requires; startGame dressing only eligible players; who may set a lineup and who sees a fine.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `eligibility and lineups on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V, token = ADMIN_TOKEN) => ok(url(), document, variables, token);

    /** Two rosters of 8 (#1 a goalie): one can sit out and the team still dresses Cole Harbour's 7 (R23). */
    const seed = (preset: RulesetPreset = 'COLE_HARBOUR_CLASSIC', stage?: GameStage, playersPerTeam = 8) => seedLeague(url(), { preset, stage, playersPerTeam, firstNumber: 1 });
    const team = (league: SeededLeague, t: 0 | 1) => league.teams[t];
    const ids = (league: SeededLeague, t: 0 | 1) => team(league, t).players.map((p) => p.id);

    const eligibility = async (playerId: string, gameId: string, token?: string, teamId?: string) => (await ok(url(), PlayerEligibilityDocument, { playerId, gameId, teamId }, token)).eligibility;
    const codes = async (playerId: string, gameId: string, teamId?: string) => (await eligibility(playerId, gameId, ADMIN_TOKEN, teamId)).reasons.map((r) => r.code);

    async function rosteredPlayer(teamId: string, number: number, birthDate = '1990-01-01', waiverSigned = true) {
      const { createPlayer } = await post(CreatePlayerDocument, { input: { name: `Player #${number} ${teamId.slice(0, 4)}`, birthDate, waiverSigned } });
      // Cole Harbour: a change after the schedule is drawn is cleared with the Tournament Official.
      await post(AddToRosterDocument, { input: { teamId, playerId: createPlayer.id, number, position: 'SKATER', waiverSigned, clearance: 'Cleared by the tournament official' } });
      return createPlayer.id;
    }

    const schedule = async (league: SeededLeague, stage: GameStage, startsAt: string) =>
      (await post(ScheduleGameDocument, { input: { divisionId: league.divisionId, homeTeamId: team(league, 0).id, awayTeamId: team(league, 1).id, startsAt, stage } })).scheduleGame.id;

    const token = async (role: 'COACH' | 'SCOREKEEPER', scope: string) => (await post(CreateApiTokenDocument, { input: { name: `${role} ${scope}`, role, scopes: [scope] } })).createApiToken.token;

    const suspend = (playerId: string, competitionId: string, kind: SuspensionKind, games?: number) =>
      post(SetSuspensionDocument, { input: { playerId, competitionId, kind, games, reason: 'Fighting major' } });

    /** Starts and finishes a Cole Harbour game (two periods), which completes it for both teams. */
    async function playOut(gameId: string) {
      await post(StartGameDocument, { gameId });
      for (let period = 0; period < 2; period += 1) {
        await post(StartClockDocument, { gameId });
        await post(EndPeriodDocument, { gameId });
      }
      return (await post(EndGameDocument, { gameId })).endGame;
    }

    it('a rostered adult with a waiver and nothing against him is eligible', async () => {
      const league = await seed();
      expect(await eligibility(ids(league, 0)[3], league.gameId)).toEqual({ eligible: true, reasons: [] });
    });

    it('Cole Harbour: a player under 19 without a waiver is UNDER_AGE and WAIVER_MISSING, both reported (R21)', async () => {
      const league = await seed();
      const kid = await rosteredPlayer(team(league, 0).id, 30, '2010-03-01', false);
      const answer = await eligibility(kid, league.gameId);
      expect(answer.eligible).toBe(false);
      expect(answer.reasons).toEqual([
        { code: 'UNDER_AGE', message: expect.stringContaining('is 16 on game day; players must be 19 or older'), rule: expect.stringContaining('R21') },
        { code: 'WAIVER_MISSING', message: expect.stringContaining('has not signed the safety waiver'), rule: expect.stringContaining('R21') },
      ]);
    });

    it("NOT_ON_ROSTER: a player asked about for a team whose roster he is not on, or on no team's roster", async () => {
      const league = await seed();
      // The seed's players signed the waiver on their roster entry, which this team's roster lacks.
      expect(await codes(ids(league, 1)[2], league.gameId, team(league, 0).id)).toEqual(['NOT_ON_ROSTER', 'WAIVER_MISSING']);
      const { createPlayer } = await post(CreatePlayerDocument, { input: { name: 'Walk On', birthDate: '1990-01-01', waiverSigned: true } });
      expect(await codes(createPlayer.id, league.gameId)).toEqual(['NOT_ON_ROSTER']);
      // By default he is judged for the game's team that rosters him.
      expect(await codes(ids(league, 1)[2], league.gameId)).toEqual([]);
    });

    it('INSUFFICIENT_GAMES_PLAYED: a semi-final needs a round-robin game dressed for (R21, "playing means dressed")', async () => {
      const league = await seed();
      const semi = await schedule(league, 'SEMIFINAL', '2026-12-06T18:00:00.000Z');
      const regular = ids(league, 0)[3];
      const [before] = (await eligibility(regular, semi)).reasons;
      expect(before).toMatchObject({ code: 'INSUFFICIENT_GAMES_PLAYED', message: expect.stringContaining('has played 0 of the 1 round-robin game') });
      await playOut(league.gameId);
      const lateSigning = await rosteredPlayer(team(league, 0).id, 31);
      expect(await codes(regular, semi)).toEqual([]);
      expect(await codes(lateSigning, semi)).toEqual(['INSUFFICIENT_GAMES_PLAYED']);
    });

    it('a round-robin game kept on paper counts for the players its scoresheet lists as dressed (R21, "playing means dressed"); a list naming another team\'s player is refused, nothing stored', async () => {
      const league = await seed();
      const semi = await schedule(league, 'SEMIFINAL', '2026-12-06T18:00:00.000Z');
      const [listed, unlisted] = [ids(league, 0)[3], ids(league, 0)[4]];
      const away = ids(league, 1)[3];
      const wrong = await failure(url(), RecordResultDocument, { input: { gameId: league.gameId, homeScore: 2, awayScore: 1, decision: 'REGULATION', homeDressed: [listed, away] } }, ADMIN_TOKEN);
      expect(wrong).toMatchObject({ code: 'BAD_USER_INPUT', extensions: { fields: [{ field: 'input.homeDressed', message: expect.stringContaining(away) }] } });
      expect((await post(GameSheetDocument, { id: league.gameId })).game!.events).toEqual([]);

      // G50: the sheet dresses at least the minimum to start (000:61), the unlisted player left out
      await post(RecordResultDocument, {
        input: { gameId: league.gameId, homeScore: 2, awayScore: 1, decision: 'REGULATION', homeDressed: ids(league, 0).filter((id) => id !== unlisted), awayDressed: ids(league, 1).slice(0, 7) },
      });
      expect(await codes(listed, semi)).toEqual([]);
      expect(await codes(away, semi)).toEqual([]);
      expect(await codes(unlisted, semi)).toEqual(['INSUFFICIENT_GAMES_PLAYED']);
    });

    it('BHI: a player on a Rec team cannot join a Shack team of the same tournament: DIVISION_CONFLICT, nothing stored (R22)', async () => {
      const { createCompetition } = await post(CreateCompetitionDocument, { input: { name: `BHI ${Date.now()}`, kind: 'TOURNAMENT', preset: 'BHI_5ON5' } });
      const division = async (name: string, rating: string) => (await post(CreateDivisionDocument, { input: { competitionId: createCompetition.id, name, rating } })).createDivision.id;
      const rec = await division('Rec', 'REC');
      const shack = await division('Shack', 'SHACK');
      const teamIn = async (divisionId: string, name: string) => (await post(CreateTeamDocument, { input: { divisionId, name } })).createTeam.id;
      const [recA, shackA] = [await teamIn(rec, 'Rec A'), await teamIn(shack, 'Shack A')];
      const player = await rosteredPlayer(recA, 12);
      const before = await rowCounts(suite.current().db);
      const refused = await failure(url(), AddToRosterDocument, { input: { teamId: shackA, playerId: player, number: 12, position: 'SKATER', waiverSigned: true } }, ADMIN_TOKEN);
      expect(refused.extensions).toMatchObject({
        code: 'RULE_VIOLATION',
        rule: expect.stringContaining('R22'),
        problems: [{ code: 'DIVISION_CONFLICT', message: expect.stringContaining('cannot play in both Shack and Rec') }],
      });
      expect(await rowCounts(suite.current().db)).toEqual(before);
    });

    it('EJECTED_FROM_COMPETITION and SUSPENDED together: every reason is reported', async () => {
      const league = await seed();
      const player = ids(league, 0)[4];
      await suspend(player, league.competitionId, 'REST_OF_COMPETITION');
      await suspend(player, league.competitionId, 'GAMES', 2);
      expect(await codes(player, league.gameId)).toEqual(['EJECTED_FROM_COMPETITION', 'SUSPENDED']);
    });

    it('SUSPENDED: refused from setLineup, not dressed by startGame, and eligible again once the team completes a game (R18)', async () => {
      // The suspension is recorded now, and the game serves it only if it comes after: a game ten minutes away, started early by agreement (G61).
      const league = await seedLeague(url(), { playersPerTeam: 8, firstNumber: 1, startsAt: soon() });
      const suspended = ids(league, 0)[3];
      await suspend(suspended, league.competitionId, 'GAMES', 1);
      // The suspension's reason is private: an official reads it here (anyone else, the code).
      expect((await eligibility(suspended, league.gameId, ADMIN_TOKEN)).reasons).toEqual([
        { code: 'SUSPENDED', message: expect.stringContaining('1 of 1 game left (Fighting major)'), rule: 'R18, R21' },
      ]);

      const refused = await failure(url(), SetLineupDocument, { gameId: league.gameId, teamId: team(league, 0).id, playerIds: ids(league, 0) }, ADMIN_TOKEN);
      expect(refused).toMatchObject({ code: 'RULE_VIOLATION', message: expect.stringContaining('#4 ') });
      expect(refused.extensions.ineligible).toEqual([{ playerId: suspended, reasons: [{ code: 'SUSPENDED', message: expect.any(String) }] }]);

      await post(StartGameDocument, { gameId: league.gameId, earlyStartAgreement: EARLY_START });
      const goal = (scorerId: string) => failure(url(), RecordGoalDocument, { input: { gameId: league.gameId, teamId: team(league, 0).id, scorerId, assistIds: [] } }, ADMIN_TOKEN);
      await post(StartClockDocument, { gameId: league.gameId });
      expect(await goal(suspended)).toMatchObject({ code: 'RULE_VIOLATION', message: expect.stringContaining('is not dressed') });
      await post(EndPeriodDocument, { gameId: league.gameId });
      await post(StartClockDocument, { gameId: league.gameId });
      await post(EndPeriodDocument, { gameId: league.gameId });
      await post(EndGameDocument, { gameId: league.gameId });

      const next = await schedule(league, 'ROUND_ROBIN', '2099-12-06T18:00:00.000Z');
      expect(await eligibility(suspended, next)).toEqual({ eligible: true, reasons: [] });
    });

    it('BHI: an elimination game whose players played no round-robin game does not start with nobody dressed (docs/rulebooks/003_1bb7ac110d7dcb5e.txt:15, R26)', async () => {
      const league = await seed('BHI_5ON5', 'ROUND_ROBIN', 9);
      const semi = await schedule(league, 'SEMIFINAL', '2026-12-07T18:00:00.000Z');
      expect(await codes(ids(league, 0)[2], semi)).toEqual(['INSUFFICIENT_GAMES_PLAYED']);
      const refused = await failure(url(), StartGameDocument, { gameId: semi }, ADMIN_TOKEN);
      expect(refused).toMatchObject({
        code: 'RULE_VIOLATION',
        message: 'The home team has 0 dressed (without a goaltender); the rules need at least 4 including a goaltender to start.',
        extensions: { rule: 'R26' },
      });
      expect((await post(GameSheetDocument, { id: semi })).game).toMatchObject({ status: 'SCHEDULED', events: [] });
    });

    it('a lineup posted before a suspension is checked again at startGame: the suspended player is named, with the details only for those who may see them (docs/rulebooks/000_5506cbd709277b08.txt:64, docs/rulebooks/004_52536eff465526ad.txt:8, R27)', async () => {
      const league = await seed();
      const home = team(league, 0);
      const suspended = ids(league, 0)[3];
      await post(SetLineupDocument, { gameId: league.gameId, teamId: home.id, playerIds: ids(league, 0) });
      await suspend(suspended, league.competitionId, 'GAMES', 1);
      const scorekeeper = await token('SCOREKEEPER', `game:${league.gameId}`);
      for (const [who, details] of [
        [scorekeeper, false],
        [ADMIN_TOKEN, true],
      ] as const) {
        const refused = await failure(url(), StartGameDocument, { gameId: league.gameId }, who);
        expect(refused).toMatchObject({ code: 'RULE_VIOLATION', message: expect.stringContaining(`#4 ${home.players[3].name}`), extensions: { rule: 'R21' } });
        expect(refused.extensions.ineligible).toEqual([{ playerId: suspended, reasons: [{ code: 'SUSPENDED', message: expect.any(String) }] }]);
        expect(refused.message.includes('Fighting major')).toBe(details);
      }
      expect((await post(GameSheetDocument, { id: league.gameId })).game).toMatchObject({ status: 'SCHEDULED' });
      // A new lineup without him starts; he is not dressed.
      await post(SetLineupDocument, { gameId: league.gameId, teamId: home.id, playerIds: ids(league, 0).filter((id) => id !== suspended) });
      await post(StartGameDocument, { gameId: league.gameId });
      await post(StartClockDocument, { gameId: league.gameId });
      expect(await failure(url(), RecordGoalDocument, { input: { gameId: league.gameId, teamId: home.id, scorerId: suspended, assistIds: [] } }, ADMIN_TOKEN)).toMatchObject({
        message: expect.stringContaining('is not dressed'),
      });
    });

    it('BHI: an ADMIN override given for a posted lineup still stands at startGame for the players it named (R27)', async () => {
      const league = await seed('BHI_5ON5', 'ROUND_ROBIN', 9);
      const home = team(league, 0);
      const suspended = ids(league, 0)[3];
      await suspend(suspended, league.competitionId, 'GAMES', 1);
      await post(SetLineupDocument, { gameId: league.gameId, teamId: home.id, playerIds: ids(league, 0), override: { reason: 'Suspension under appeal' } });
      expect((await post(StartGameDocument, { gameId: league.gameId })).startGame).toMatchObject({ status: 'IN_PROGRESS' });
    });

    it('league: without a lineup, startGame does not dress more than 18 players plus 2 goalies; it asks for a lineup (docs/rulebooks/004_52536eff465526ad.txt:14, R22)', async () => {
      const league = await seed('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON', 20);
      for (const n of [40, 41, 42, 43]) {
        // their forms on record (the league preset requires them, 004:13, R69): only the limit is at issue
        await post(RecordRegistrationDocument, { playerId: await rosteredPlayer(team(league, 0).id, n), competitionId: league.competitionId, receivedAt: FORMS_RECEIVED_AT });
      }
      const refused = await failure(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
      expect(refused).toMatchObject({
        code: 'RULE_VIOLATION',
        message: expect.stringMatching(/23 players are dressed; at most 18 \(plus 2 goalies\) may be\..*setLineup/),
        extensions: { rule: expect.stringContaining('§8') },
      });
      expect((await post(GameSheetDocument, { id: league.gameId })).game).toMatchObject({ status: 'SCHEDULED' });
      for (const t of [0, 1] as const) await post(SetLineupDocument, { gameId: league.gameId, teamId: team(league, t).id, playerIds: ids(league, t).slice(0, 19) });
      expect((await post(StartGameDocument, { gameId: league.gameId })).startGame).toMatchObject({ status: 'IN_PROGRESS' });
    });

    it('setLineup: the lineup startGame dresses; players off the roster and ineligible players are refused and nothing is stored', async () => {
      const league = await seed();
      const [home, away] = [team(league, 0), team(league, 1)];
      const lineup = ids(league, 0).slice(0, 7);
      const before = await rowCounts(suite.current().db);
      const notOnRoster = await failure(url(), SetLineupDocument, { gameId: league.gameId, teamId: home.id, playerIds: [...lineup, ids(league, 1)[2]] }, ADMIN_TOKEN);
      expect(notOnRoster).toMatchObject({ code: 'RULE_VIOLATION', message: expect.stringContaining(`Not on ${home.name}'s roster`) });
      await suspend(lineup[3], league.competitionId, 'GAMES', 1);
      const counts = await rowCounts(suite.current().db);
      expect(await failure(url(), SetLineupDocument, { gameId: league.gameId, teamId: home.id, playerIds: lineup }, ADMIN_TOKEN)).toMatchObject({ code: 'RULE_VIOLATION' });
      expect(await rowCounts(suite.current().db)).toEqual(counts);
      // The suspension set by hand, and its entry in the audit trail (R63).
      expect(counts).toEqual({ ...before, SuspensionEntity: before.SuspensionEntity + 1, AuditEntryEntity: before.AuditEntryEntity + 1 });
      const fit = [...lineup.slice(0, 3), ...lineup.slice(4), ids(league, 0)[7]];

      expect((await post(SetLineupDocument, { gameId: league.gameId, teamId: home.id, playerIds: fit })).setLineup).toMatchObject({ status: 'SCHEDULED' });
      await post(StartGameDocument, { gameId: league.gameId });
      await post(StartClockDocument, { gameId: league.gameId });
      const benched = ids(league, 0)[3];
      const refused = await failure(url(), RecordGoalDocument, { input: { gameId: league.gameId, teamId: home.id, scorerId: benched, assistIds: [] } }, ADMIN_TOKEN);
      expect(refused).toMatchObject({ code: 'RULE_VIOLATION', message: expect.stringContaining('is not dressed') });
      // The team without a lineup dressed its whole (eligible) roster.
      await post(RecordGoalDocument, { input: { gameId: league.gameId, teamId: away.id, scorerId: ids(league, 1)[7], assistIds: [] } });
      const sheet = (await post(GameSheetDocument, { id: league.gameId })).game!;
      expect(sheet.events.map((e) => e.type).slice(0, 3)).toEqual(['LINEUP_SET', 'GAME_STARTED', 'CLOCK_STARTED']);
    });

    it('logLineup answers the LINEUP_SET entry it stored; refused, a problem for each player at his place in playerIds (R21), nothing stored', async () => {
      const league = await seed();
      const [home, away] = [team(league, 0), team(league, 1)];
      const lineup = ids(league, 0).slice(0, 7);
      await suspend(lineup[2], league.competitionId, 'GAMES', 1);
      await suspend(lineup[5], league.competitionId, 'GAMES', 1);
      const stranger = ids(league, 1)[2];
      const counts = await rowCounts(suite.current().db);
      const refused = (await post(LogLineupDocument, { input: { gameId: league.gameId, teamId: home.id, playerIds: [...lineup, stranger] } })).logLineup;
      // Off the roster first: one problem, at the stranger's place.
      expect(refused).toMatchObject({ event: null, events: [], scoreboard: null });
      expect(refused.problems).toEqual([{ code: 'ELIGIBILITY', rule: 'R21', path: ['input', 'playerIds', '7'], message: expect.stringContaining(`Not on ${home.name}'s roster`) }]);
      const ineligible = (await post(LogLineupDocument, { input: { gameId: league.gameId, teamId: home.id, playerIds: lineup } })).logLineup;
      expect(ineligible.problems).toEqual([
        { code: 'ELIGIBILITY', rule: 'R21', path: ['input', 'playerIds', '2'], message: expect.stringContaining('is serving a suspension') },
        { code: 'ELIGIBILITY', rule: 'R21', path: ['input', 'playerIds', '5'], message: expect.stringContaining('is serving a suspension') },
      ]);
      expect(await rowCounts(suite.current().db)).toEqual(counts);

      const fit = [...lineup.filter((_, i) => i !== 2 && i !== 5), ...ids(league, 0).slice(7)];
      const coach = await token('COACH', `team:${home.id}`);
      const stored = (await post(LogLineupDocument, { input: { gameId: league.gameId, teamId: home.id, playerIds: fit, clientEventId: 'lineup-1' } }, coach)).logLineup;
      expect(stored.problems).toEqual([]);
      expect(stored.event).toMatchObject({ __typename: 'LineupSetEntry', clientEventId: 'lineup-1', team: { id: home.id }, game: { id: league.gameId } });
      expect(stored.events.map((e) => e.id)).toEqual([stored.event!.id]);
      // The entry says whom it dresses, with numbers, in number order.
      const dressed = stored.event!.__typename === 'LineupSetEntry' ? stored.event.players : [];
      expect(dressed.map((p) => p.player.id)).toEqual(fit);
      expect(dressed.map((p) => p.number)).toEqual([...dressed.map((p) => p.number)].sort((a, b) => a - b));
      expect(stored.scoreboard).toMatchObject({ status: 'SCHEDULED', seq: stored.event!.seq });
      // A retry answers the first entry and stores nothing.
      const retried = (await post(LogLineupDocument, { input: { gameId: league.gameId, teamId: home.id, playerIds: fit, clientEventId: 'lineup-1' } }, coach)).logLineup;
      expect(retried.event!.id).toBe(stored.event!.id);
      // Who may post it is a top-level error, not a problem: the other team's coach is FORBIDDEN.
      const other = await failure(url(), LogLineupDocument, { input: { gameId: league.gameId, teamId: home.id, playerIds: fit } }, await token('COACH', `team:${away.id}`));
      expect(other).toMatchObject({ code: 'FORBIDDEN' });
    });

    it('league: more than 18 players plus 2 goalies dressed is refused with the limit named (R22)', async () => {
      const league = await seed('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON', 20);
      const extra = await rosteredPlayer(team(league, 0).id, 40);
      const refused = await failure(url(), SetLineupDocument, { gameId: league.gameId, teamId: team(league, 0).id, playerIds: [...ids(league, 0), extra] }, ADMIN_TOKEN);
      expect(refused).toMatchObject({ code: 'RULE_VIOLATION', message: '20 players are dressed; at most 18 (plus 2 goalies) may be.' });
    });

    it("who may set a lineup: the team's coach and a scorekeeper of the game, not the other team's coach nor anyone anonymous", async () => {
      const league = await seed();
      const [home, away] = [team(league, 0), team(league, 1)];
      const variables = { gameId: league.gameId, teamId: home.id, playerIds: ids(league, 0).slice(0, 7) };
      expect(await failure(url(), SetLineupDocument, variables, await token('COACH', `team:${away.id}`))).toMatchObject({ code: 'FORBIDDEN' });
      expect(await failure(url(), SetLineupDocument, variables)).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect((await post(SetLineupDocument, variables, await token('COACH', `team:${home.id}`))).setLineup.status).toBe('SCHEDULED');
      const scorekeeper = await token('SCOREKEEPER', `game:${league.gameId}`);
      expect((await post(SetLineupDocument, { ...variables, playerIds: ids(league, 0) }, scorekeeper)).setLineup.status).toBe('SCHEDULED');
    });

    it('Cole Harbour: only an ADMIN may override, with a reason; the game is then a 5–0 forfeit for that team', async () => {
      const league = await seed();
      const home = team(league, 0);
      const suspended = ids(league, 0)[3];
      await suspend(suspended, league.competitionId, 'GAMES', 1);
      const variables = { gameId: league.gameId, teamId: home.id, playerIds: ids(league, 0), override: { reason: 'The convener allowed it' } };
      const scorekeeper = await token('SCOREKEEPER', `game:${league.gameId}`);
      expect(await failure(url(), SetLineupDocument, variables, scorekeeper)).toMatchObject({ code: 'FORBIDDEN' });

      const { setLineup } = await post(SetLineupDocument, variables);
      // Cole Harbour: "A team who is found to have used an ineligible player … shall have the game seen as a forfeit" (R8: 5–0).
      expect(setLineup).toEqual({ id: league.gameId, status: 'FORFEITED', homeScore: 0, awayScore: 5, decision: 'FORFEIT' });
      const sheet = (await post(GameSheetDocument, { id: league.gameId })).game!;
      expect(sheet.events.map((e) => [e.type, e.team?.id])).toEqual([
        ['LINEUP_SET', home.id],
        ['FORFEIT', home.id],
      ]);

      // The forfeit came with the lineup, in its transaction; voiding the lineup takes it back.
      const voided = (await post(VoidEventDocument, { gameId: league.gameId, seq: 1, reason: 'Entered against the wrong game' })).voidEvent;
      expect(voided).toMatchObject({ status: 'SCHEDULED', home: { score: 0 }, away: { score: 0 } });
      const after = (await post(GameSheetDocument, { id: league.gameId })).game!;
      expect(after.events.map((e) => [e.type, e.voided])).toEqual([
        ['LINEUP_SET', true],
        ['FORFEIT', true],
        ['EVENT_VOIDED', false],
        ['EVENT_VOIDED', false],
      ]);
    });

    it("league: an unpaid fine makes a player ineligible; the public does not see the amount, the team's coach does; paid, he plays", async () => {
      const league = await seed('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON', 9);
      const [home, away] = [team(league, 0), team(league, 1)];
      const player = ids(league, 0)[3];
      const { recordFine } = await post(RecordFineDocument, { input: { playerId: player, competitionId: league.competitionId, amountCents: 2500, reason: 'Game misconduct' } });

      const detailed = await eligibility(player, league.gameId, await token('COACH', `team:${home.id}`));
      expect(detailed.reasons).toEqual([{ code: 'UNPAID_FINE', message: expect.stringContaining('owes $25.00 in fines'), rule: expect.stringContaining('R21') }]);
      for (const viewer of [undefined, await token('COACH', `team:${away.id}`)]) {
        const publicView = await eligibility(player, league.gameId, viewer);
        expect(publicView).toMatchObject({ eligible: false, reasons: [{ code: 'UNPAID_FINE' }] });
        expect(publicView.reasons[0].message).not.toContain('$');
        expect(publicView.reasons[0].message).not.toContain('Game misconduct');
      }

      await post(PayFineDocument, { id: recordFine.id });
      expect(await eligibility(player, league.gameId)).toEqual({ eligible: true, reasons: [] });
    });

    it("league: a team's unpaid default fine or pinnies bill keeps all its players out until paid; the late roster sheet's does not (§16, §20, §12)", async () => {
      const league = await seed('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON', 9);
      const home = team(league, 0);
      const player = ids(league, 0)[3];
      const late = await post(RecordFineDocument, { input: { teamId: home.id, competitionId: league.competitionId, kind: 'LATE_ROSTER_SHEET', reason: 'Sheet handed in at puck drop' } });
      expect(late.recordFine.amountCents).toBe(2500);
      expect(await codes(player, league.gameId)).toEqual([]);
      const { recordFine } = await post(RecordFineDocument, { input: { teamId: home.id, competitionId: league.competitionId, kind: 'DEFAULT_WITHOUT_NOTICE', reason: 'No show on 12 December' } });
      for (const someone of [player, ids(league, 0)[0]]) {
        expect((await eligibility(someone, league.gameId, await token('COACH', `team:${home.id}`))).reasons).toEqual([
          { code: 'TEAM_FINE_UNPAID', message: expect.stringContaining('The team owes $50.00'), rule: expect.stringContaining('§16') },
        ]);
      }
      expect(await codes(ids(league, 1)[3], league.gameId)).toEqual([]);
      await post(PayFineDocument, { id: recordFine.id });
      expect(await codes(player, league.gameId)).toEqual([]);
      // §20 "Any lost, stolen, or damaged pinnies will be billed … and this must be paid before the team plays again"
      const pinnies = await post(RecordFineDocument, { input: { teamId: home.id, competitionId: league.competitionId, kind: 'PINNIES', amountCents: 4000, reason: 'Two pinnies not returned' } });
      expect(await codes(player, league.gameId)).toEqual(['TEAM_FINE_UNPAID']);
      await post(PayFineDocument, { id: pinnies.recordFine.id });
      expect(await codes(player, league.gameId)).toEqual([]);
    });

    it('league: a goalie added after the addition cut-off may not play in the playoffs, and needs his five regular-season games too; a skater is judged by games played (docs/rulebooks/004_52536eff465526ad.txt:15, §8)', async () => {
      const league = await seed('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON', 9);
      const goalie = ids(league, 0)[0];
      const playoff = await schedule(league, 'PLAYOFF', '2030-03-10T18:00:00.000Z');
      // The cut-off was set after the rosters were built, and lies before the goalie joined.
      await post(SetSeasonDatesDocument, { input: { competitionId: league.competitionId, seasonStartsAt: '2020-09-01T00:00:00.000Z', additionCutoff: '2021-03-01T05:00:00.000Z' } });
      const [reason] = (await eligibility(goalie, playoff)).reasons;
      expect(reason).toMatchObject({ code: 'GOALIE_ADDED_AFTER_CUTOFF', message: expect.stringContaining('after the addition cut-off (2021-03-01 05:00)'), rule: expect.stringContaining('§8') });
      // "Players MUST play a MINIMUM of FIVE (5) regular season games … Goalies MUST be on the team's roster BEFORE the addition cut-off deadline": both
      expect([...(await codes(goalie, playoff))].sort()).toEqual(['GOALIE_ADDED_AFTER_CUTOFF', 'INSUFFICIENT_GAMES_PLAYED']);
      expect(await codes(ids(league, 0)[3], playoff)).toEqual(['INSUFFICIENT_GAMES_PLAYED']);
    });

    it('league: a suspended player dressed by an override defaults the game, 7–0 (§6 "the team will default the game(s) that player plays in")', async () => {
      const league = await seed('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON', 9);
      const home = team(league, 0);
      await suspend(ids(league, 0)[5], league.competitionId, 'GAMES', 2);
      const { setLineup } = await post(SetLineupDocument, { gameId: league.gameId, teamId: home.id, playerIds: ids(league, 0), override: { reason: 'Suspension under appeal' } });
      expect(setLineup).toMatchObject({ status: 'FORFEITED', homeScore: 0, awayScore: 7, decision: 'FORFEIT' });
    });

    it('league: an overridden unpaid-fine player defaults the game, 7–0 (§5)', async () => {
      const league = await seed('WINTER_LEAGUE_5ON5', 'REGULAR_SEASON', 9);
      const away = team(league, 1);
      await post(RecordFineDocument, { input: { playerId: ids(league, 1)[2], competitionId: league.competitionId, amountCents: 2500, reason: 'Game misconduct' } });
      const { setLineup } = await post(SetLineupDocument, { gameId: league.gameId, teamId: away.id, playerIds: ids(league, 1), override: { reason: 'Paid at the door, receipt to follow' } });
      expect(setLineup).toMatchObject({ status: 'FORFEITED', homeScore: 7, awayScore: 0, decision: 'FORFEIT' });
    });
  });
}
