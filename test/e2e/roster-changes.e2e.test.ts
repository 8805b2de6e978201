import {
  AddToRosterDetailedDocument,
  CreateApiTokenDocument,
  CreateCompetitionDocument,
  CreateDivisionDocument,
  CreatePlayerDocument,
  CreateTeamDocument,
  PlayerEligibilityDocument,
  PlayerRosterEntriesDocument,
  RecordResultDocument,
  RemoveFromRosterDocument,
  ScheduleGameDocument,
  SetLineupDocument,
  StartGameDocument,
  TeamRosterDocument,
  UpdateRosterEntryDocument,
  type RulesetPreset,
} from '../generated/graphql';
import { failure, ok } from '../support/client';
import { rowCounts } from '../support/rows';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * Correcting a roster (R50): updateRosterEntry changes a jersey number or a position, and
 * removeFromRoster releases a player, each as the competition's rulebook allows and by whom. The
 * rules themselves are table tests (test/unit/roster-rules.test.ts); these check what is stored
 * and read back, and who may act.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `roster changes on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V, token = ADMIN_TOKEN) => ok(url(), document, variables, token);
    let serial = 0;

    async function team(preset: RulesetPreset, season: { seasonStartsAt?: string } = {}) {
      const kind = preset.startsWith('WINTER_LEAGUE') ? 'LEAGUE' : 'TOURNAMENT';
      // The league's registration forms (004:13, R69) are not at issue here, and a form on record would
      // keep a released player from being deleted (R64): these leagues do without them.
      const rules = kind === 'LEAGUE' ? { registrationRequired: false } : undefined;
      const { createCompetition } = await post(CreateCompetitionDocument, { input: { name: `Roster changes ${(serial += 1)}`, kind, preset, rules, ...season } });
      const divisionId = (await post(CreateDivisionDocument, { input: { competitionId: createCompetition.id, name: 'A' } })).createDivision.id;
      const home = (await post(CreateTeamDocument, { input: { divisionId, name: `Home ${(serial += 1)}` } })).createTeam.id;
      const away = (await post(CreateTeamDocument, { input: { divisionId, name: `Away ${(serial += 1)}` } })).createTeam.id;
      return { divisionId, home, away };
    }
    const player = async () => (await post(CreatePlayerDocument, { input: { name: `Player ${(serial += 1)}`, birthDate: '1990-01-01', waiverSigned: true } })).createPlayer.id;
    const add = async (teamId: string, number: number, position: 'SKATER' | 'GOALIE' = 'SKATER') => {
      const playerId = await player();
      const { addToRoster } = await post(AddToRosterDetailedDocument, { input: { teamId, playerId, number, position, waiverSigned: true } });
      return { playerId, entryId: addToRoster.id, pickup: addToRoster.pickup };
    };
    const roster = async (teamId: string) => (await post(TeamRosterDocument, { id: teamId })).team!.roster.map((e) => `#${e.number} ${e.position}`);
    const coachOf = async (teamId: string) => (await post(CreateApiTokenDocument, { input: { name: `Coach ${(serial += 1)}`, role: 'COACH', scopes: [`team:${teamId}`] } })).createApiToken.token;
    const schedule = (divisionId: string, homeTeamId: string, awayTeamId: string, startsAt: string) =>
      post(ScheduleGameDocument, { input: { divisionId, homeTeamId, awayTeamId, startsAt, stage: 'REGULAR_SEASON' } });

    it('league §20 (004:65) "unless it is changed with the league first": an ADMIN changes a number and a position; a number worn on the team, or the team\'s coach, is refused and nothing changes (R50)', async () => {
      const { home } = await team('WINTER_LEAGUE_5ON5');
      const sam = await add(home, 9);
      await add(home, 12);
      expect((await post(UpdateRosterEntryDocument, { id: sam.entryId, input: { number: 19, position: 'GOALIE' } })).updateRosterEntry).toMatchObject({ number: 19, position: 'GOALIE' });

      const taken = await failure(url(), UpdateRosterEntryDocument, { id: sam.entryId, input: { number: 12 } }, ADMIN_TOKEN);
      expect(taken).toMatchObject({ code: 'BAD_USER_INPUT', extensions: { fields: [{ field: 'number', message: expect.stringContaining('number 12 is already worn by') }] } });
      const coach = await failure(url(), UpdateRosterEntryDocument, { id: sam.entryId, input: { number: 20 } }, await coachOf(home));
      expect(coach).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('changed with the league') });
      expect(await roster(home)).toEqual(['#12 SKATER', '#19 GOALIE']);
    });

    it('release (R50): a player who played is ended, not deleted — off the roster, not on it for the next game, his number still his; one who never played is deleted and his number is free', async () => {
      const { divisionId, home, away } = await team('WINTER_LEAGUE_5ON5');
      const played = await add(home, 7);
      const never = await add(home, 8);
      // G50: the sheet dresses the league's minimum to start (004:58): he and seven others
      const others: string[] = [];
      for (let n = 20; n < 27; n += 1) others.push((await add(home, n)).playerId);
      const { scheduleGame: past } = await schedule(divisionId, home, away, '2026-01-10T18:00:00.000Z');
      await post(RecordResultDocument, { input: { gameId: past.id, homeScore: 3, awayScore: 1, decision: 'REGULATION', homeDressed: [played.playerId, ...others] } });
      const { scheduleGame: next } = await schedule(divisionId, home, away, '2099-01-10T18:00:00.000Z');

      const ended = (await post(RemoveFromRosterDocument, { id: played.entryId })).removeFromRoster;
      expect(ended).toMatchObject({ id: played.entryId, number: 7, releasedAt: expect.any(String) });
      const before = await rowCounts(suite.current().db);
      expect((await post(RemoveFromRosterDocument, { id: never.entryId })).removeFromRoster.releasedAt).toEqual(expect.any(String));
      expect((await rowCounts(suite.current().db)).RosterEntryEntity).toBe(before.RosterEntryEntity - 1);

      expect(await roster(home)).toEqual(['#20 SKATER', '#21 SKATER', '#22 SKATER', '#23 SKATER', '#24 SKATER', '#25 SKATER', '#26 SKATER']);
      expect((await post(PlayerRosterEntriesDocument, { id: played.playerId })).player!.rosterEntries).toEqual([{ id: played.entryId, number: 7, releasedAt: ended.releasedAt, team: { id: home } }]);
      const eligibility = (await post(PlayerEligibilityDocument, { playerId: played.playerId, gameId: next.id, teamId: home })).eligibility;
      expect(eligibility.reasons.map((r) => r.code)).toContain('NOT_ON_ROSTER');
      // the game he played still shows him dressed for it: a correction naming him is accepted
      await post(RecordResultDocument, { input: { gameId: past.id, homeScore: 3, awayScore: 2, decision: 'REGULATION', homeDressed: [played.playerId, ...others], reason: 'scoresheet recount' } });

      const worn = await failure(url(), AddToRosterDetailedDocument, { input: { teamId: home, playerId: await player(), number: 7, position: 'SKATER' } }, ADMIN_TOKEN);
      expect(worn).toMatchObject({ code: 'BAD_USER_INPUT', extensions: { fields: [{ field: 'number' }] } });
      expect((await post(AddToRosterDetailedDocument, { input: { teamId: home, playerId: await player(), number: 8, position: 'SKATER' } })).addToRoster.number).toBe(8);
      const again = await failure(url(), RemoveFromRosterDocument, { id: played.entryId }, ADMIN_TOKEN);
      expect(again).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringContaining('already released') });
    });

    it('league §8 (004:16) "a maximum of seven (7) player additions (pickups) during the season": a released pick-up still counts, so the eighth addition is refused (R50)', async () => {
      const { home } = await team('WINTER_LEAGUE_5ON5', { seasonStartsAt: '2026-01-01T00:00:00.000Z' });
      const pickups = [];
      for (let i = 0; i < 7; i += 1) pickups.push(await add(home, 20 + i));
      expect(pickups.every((p) => p.pickup)).toBe(true);
      await post(RemoveFromRosterDocument, { id: pickups[0].entryId });
      expect(await roster(home)).toHaveLength(6);
      const refused = await failure(url(), AddToRosterDetailedDocument, { input: { teamId: home, playerId: await player(), number: 40, position: 'SKATER' } }, ADMIN_TOKEN);
      expect(refused.extensions).toMatchObject({ code: 'RULE_VIOLATION', problems: [{ code: 'PICKUPS_USED', limit: 7 }] });
    });

    it('Cole Harbour (000:7) "Any changes to the roster after the schedule is drawn must be cleared with the Tournament Official": the team\'s coach changes its own roster before the draw, not after; an ADMIN after it only with a clearance (R50)', async () => {
      const { divisionId, home, away } = await team('COLE_HARBOUR_CLASSIC');
      const coach = await coachOf(home);
      const sam = await add(home, 4);
      const lee = await add(home, 5);
      expect((await post(UpdateRosterEntryDocument, { id: sam.entryId, input: { number: 14 } }, coach)).updateRosterEntry.number).toBe(14);
      const otherTeams = await failure(url(), UpdateRosterEntryDocument, { id: (await add(away, 1)).entryId, input: { number: 2 } }, coach);
      expect(otherTeams.code).toBe('FORBIDDEN');

      await schedule(divisionId, home, away, '2026-12-05T18:00:00.000Z');
      const afterDraw = await failure(url(), RemoveFromRosterDocument, { id: lee.entryId }, coach);
      expect(afterDraw).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('The schedule has been drawn') });
      const uncleared = await failure(url(), RemoveFromRosterDocument, { id: lee.entryId }, ADMIN_TOKEN);
      expect(uncleared.extensions).toMatchObject({ code: 'RULE_VIOLATION', problems: [{ code: 'NEEDS_OFFICIAL_CLEARANCE' }] });
      expect(await roster(home)).toEqual(['#5 SKATER', '#14 SKATER']);
      expect((await post(RemoveFromRosterDocument, { id: lee.entryId, clearance: 'J. Smith, injured' })).removeFromRoster).toMatchObject({ releasedAt: expect.any(String) });
      expect(await roster(home)).toEqual(['#14 SKATER']);
    });

    it("a correction made after a lineup was posted is the one the game starts with: a skater made the goaltender lets BHI's game start (R50, R26)", async () => {
      const league = await seedLeague(url(), { preset: 'BHI_5ON5', playersPerTeam: 5 });
      const home = league.teams[0];
      await post(SetLineupDocument, { gameId: league.gameId, teamId: home.id, playerIds: home.players.slice(1).map((p) => p.id) });
      const noGoalie = await failure(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
      expect(noGoalie).toMatchObject({ code: 'RULE_VIOLATION', message: expect.stringContaining('without a goaltender') });
      const entry = (await post(TeamRosterDocument, { id: home.id })).team!.roster.find((e) => e.player.id === home.players[1].id)!;
      await post(UpdateRosterEntryDocument, { id: entry.id, input: { position: 'GOALIE', number: 31 } });
      expect((await post(StartGameDocument, { gameId: league.gameId })).startGame.status).toBe('IN_PROGRESS');
    });

    it('league §12 (004:40) changes are told "prior to the beginning of a game": no number change or release while a game of the team is under way (R50)', async () => {
      const league = await seedLeague(url(), { preset: 'BHI_5ON5', playersPerTeam: 4 });
      const [goalie, skater] = (await post(TeamRosterDocument, { id: league.teams[0].id })).team!.roster;
      await post(StartGameDocument, { gameId: league.gameId });
      for (const refused of [
        await failure(url(), RemoveFromRosterDocument, { id: skater.id }, ADMIN_TOKEN),
        await failure(url(), UpdateRosterEntryDocument, { id: goalie.id, input: { number: 99 } }, ADMIN_TOKEN),
      ]) {
        expect(refused.extensions).toMatchObject({ code: 'RULE_VIOLATION', problems: [{ code: 'GAME_UNDER_WAY' }] });
      }
      expect((await post(TeamRosterDocument, { id: league.teams[0].id })).team!.roster).toHaveLength(4);
    });
  });
}
