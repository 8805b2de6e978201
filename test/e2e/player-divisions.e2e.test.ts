import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  AddToRosterDocument,
  AddToRosterRatedDocument,
  CreateDivisionDocument,
  CreateTeamDocument,
  CreateApiTokenDocument,
  CreatePlayerWithExperienceDocument,
  GameLineupNotesDocument,
  PlayerEligibilityDocument,
  PlayerEligibilityNotesDocument,
  PlayerRosterRatingsDocument,
  RecordPenaltyDocument,
  StartClockDocument,
  StartGameDocument,
  SetLineupDocument,
  SetPlayerExperienceDocument,
  TeamEligibilityNotesDocument,
} from '../generated/graphql';
import { failure, ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * A player's place among divisions and what his age asks of him, through the API: Cole Harbour's
 * experienced players in the A division (docs/rulebooks/000_5506cbd709277b08.txt:11, R34), BHI's
 * equipment under 18 (docs/rulebooks/003_1bb7ac110d7dcb5e.txt:8, R35). The rules themselves are the
 * domain's tables (test/unit/sandbagging.test.ts, test/unit/under-18-notes.test.ts).
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `players and divisions on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V, token = ADMIN_TOKEN) => ok(url(), document, variables, token);

    it('Cole Harbour 000:11 "Any players with pro hockey experience … will be required to play in the A divsion": a pro in division B may not dress until an official clears his record (R34)', async () => {
      const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', playersPerTeam: 8, firstNumber: 1, divisionName: 'B' });
      const { gameId, competitionId } = league;
      const home = league.teams[0];
      const { createPlayer: pro } = await post(CreatePlayerWithExperienceDocument, { input: { name: 'Ex Pro', birthDate: '1988-03-03', waiverSigned: true, experienceLevel: 'PRO' } });
      expect(pro.experienceLevel).toBe('PRO');
      await post(AddToRosterDocument, { input: { teamId: home.id, playerId: pro.id, number: 91, position: 'SKATER', waiverSigned: true, clearance: 'Added by the tournament official' } });

      const verdict = (await post(PlayerEligibilityDocument, { playerId: pro.id, gameId })).eligibility;
      expect(verdict).toEqual({
        eligible: false,
        reasons: [{ code: 'A_DIVISION_REQUIRED', message: 'Ex Pro has pro hockey experience and must play in the A division, not in B.', rule: expect.stringContaining('R34') }],
      });
      const lineup = [...home.players.map((p) => p.id), pro.id];
      expect(await failure(url(), SetLineupDocument, { gameId, teamId: home.id, playerIds: lineup }, ADMIN_TOKEN)).toMatchObject({
        code: 'RULE_VIOLATION',
        message: expect.stringContaining('must play in the A division'),
      });

      const scorekeeper = (await post(CreateApiTokenDocument, { input: { name: 'rink tablet', role: 'SCOREKEEPER', scopes: [`competition:${competitionId}`] } })).createApiToken.token;
      expect(await failure(url(), SetPlayerExperienceDocument, { playerId: pro.id, experienceLevel: null }, scorekeeper)).toMatchObject({ code: 'FORBIDDEN' });
      expect((await post(SetPlayerExperienceDocument, { playerId: pro.id, experienceLevel: null })).setPlayerExperience).toEqual({ id: pro.id, experienceLevel: null });
      expect((await post(PlayerEligibilityDocument, { playerId: pro.id, gameId })).eligibility).toEqual({ eligible: true, reasons: [] });
    });

    it('Cole Harbour 000:11: in the A division a college player dresses (R34)', async () => {
      const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', playersPerTeam: 2, divisionName: 'A' });
      const { createPlayer } = await post(CreatePlayerWithExperienceDocument, { input: { name: 'Varsity', birthDate: '1999-03-03', waiverSigned: true, experienceLevel: 'COLLEGE' } });
      await post(AddToRosterDocument, {
        input: { teamId: league.teams[0].id, playerId: createPlayer.id, number: 19, position: 'SKATER', waiverSigned: true, clearance: 'Added by the tournament official' },
      });
      expect((await post(PlayerEligibilityDocument, { playerId: createPlayer.id, gameId: league.gameId })).eligibility).toEqual({ eligible: true, reasons: [] });
    });

    it('BHI 003:8 "All players under the age of 18 needs to wear a helmet with a full-face shield …": a note on his eligibility, his team\'s and the lineup, never a bar (R35)', async () => {
      const league = await seedLeague(url(), { preset: 'BHI_5ON5', playersPerTeam: 6, firstNumber: 1 });
      const { gameId } = league;
      const home = league.teams[0];
      // the game is on 2026-12-05: one turns 18 the day after, the other on the day
      const { createPlayer: kid } = await post(CreatePlayerWithExperienceDocument, { input: { name: 'Kid Seventeen', birthDate: '2008-12-06', waiverSigned: true } });
      const { createPlayer: adult } = await post(CreatePlayerWithExperienceDocument, { input: { name: 'Just Eighteen', birthDate: '2008-12-05', waiverSigned: true } });
      for (const [player, number] of [
        [kid, 71],
        [adult, 72],
      ] as const) {
        await post(AddToRosterDocument, { input: { teamId: home.id, playerId: player.id, number, position: 'SKATER', waiverSigned: true } });
      }
      const note = {
        code: 'UNDER_18_EQUIPMENT',
        message: 'Kid Seventeen is 17 on game day: players under 18 must wear a helmet with a full-face shield, elbow pads, hockey shin pads, hockey gloves, a jock and a stick.',
        rule: expect.stringContaining('R35'),
      };
      expect((await ok(url(), PlayerEligibilityNotesDocument, { playerId: kid.id, gameId })).eligibility).toEqual({ eligible: true, reasons: [], notes: [note] });
      const gloves = {
        code: 'GLOVES_18_AND_OVER',
        message: 'Just Eighteen is 18 on game day: players over 18 must wear ice hockey, ball hockey or lacrosse gloves.',
        rule: expect.stringContaining('docs/rulebooks/003_1bb7ac110d7dcb5e.txt:9'),
      };
      // docs/rulebooks/003_1bb7ac110d7dcb5e.txt:9: the one who is 18 has the gloves note instead (G49)
      expect((await ok(url(), PlayerEligibilityNotesDocument, { playerId: adult.id, gameId })).eligibility).toEqual({ eligible: true, reasons: [], notes: [gloves] });
      const roster = (await post(TeamEligibilityNotesDocument, { teamId: home.id, gameId })).team!.eligibility!.players;
      const under18 = (p: (typeof roster)[number]) => p.notes.some((n) => n.code === 'UNDER_18_EQUIPMENT');
      expect(roster.filter(under18).map((p) => [p.player.id, p.eligible, p.notes])).toEqual([[kid.id, true, [{ code: note.code, message: note.message }]]]);

      await post(SetLineupDocument, { gameId, teamId: home.id, playerIds: [...home.players.map((p) => p.id), kid.id, adult.id] });
      const posted = (await ok(url(), GameLineupNotesDocument, { id: gameId })).game!.events.filter((e) => e.type === 'LINEUP_SET');
      expect(posted.map((e) => (e.lineupNotes ?? []).filter((n) => n.code === 'UNDER_18_EQUIPMENT'))).toEqual([[{ player: { id: kid.id }, ...note }]]);
    });

    it('docs/rulebooks/003_1bb7ac110d7dcb5e.txt:9 "Players over the age of 18 are required to wear ice hockey, ball hockey or lacrosse gloves": a note on eligibility and on the lineup, never a bar (G49)', async () => {
      const league = await seedLeague(url(), { preset: 'BHI_5ON5', playersPerTeam: 6, firstNumber: 1 });
      const { gameId } = league;
      const home = league.teams[0];
      const { createPlayer: adult } = await post(CreatePlayerWithExperienceDocument, { input: { name: 'Glove Wearer', birthDate: '1990-01-01', waiverSigned: true } });
      await post(AddToRosterDocument, { input: { teamId: home.id, playerId: adult.id, number: 73, position: 'SKATER', waiverSigned: true } });
      const gloves = {
        code: 'GLOVES_18_AND_OVER',
        message: expect.stringMatching(/^Glove Wearer is \d+ on game day: players over 18 must wear ice hockey, ball hockey or lacrosse gloves\.$/),
        rule: expect.stringContaining('003_1bb7ac110d7dcb5e.txt:9'),
      };
      expect((await ok(url(), PlayerEligibilityNotesDocument, { playerId: adult.id, gameId })).eligibility).toEqual({ eligible: true, reasons: [], notes: [gloves] });
      await post(SetLineupDocument, { gameId, teamId: home.id, playerIds: [...home.players.map((p) => p.id), adult.id] });
      const posted = (await ok(url(), GameLineupNotesDocument, { id: gameId })).game!.events.filter((e) => e.type === 'LINEUP_SET');
      expect(posted[0].lineupNotes).toContainEqual({ player: { id: adult.id }, ...gloves });
    });

    it.each([
      { label: 'LADIES: a minor, whatever was typed', category: 'LADIES', refused: null },
      { label: 'open: refused, sliding is permitted', category: undefined, refused: 'Sliding is permitted in this division' },
    ] as const)(
      'BHI 003:22 "in the Co-ed, ladies, and youth leagues, a minor penalty shall be assessed to any player who deliberately slides anywhere": division $label (R36)',
      async ({ category, refused }) => {
        const league = await seedLeague(url(), { preset: 'BHI_5ON5', playersPerTeam: 6, firstNumber: 1, divisionCategory: category });
        const { gameId } = league;
        const home = league.teams[0];
        await post(StartGameDocument, { gameId });
        await post(StartClockDocument, { gameId });
        const input = { gameId, teamId: home.id, playerId: home.players[3].id, severity: 'MAJOR' as const, infraction: 'deliberate slide' };
        if (refused) {
          expect(await failure(url(), RecordPenaltyDocument, { input }, ADMIN_TOKEN)).toMatchObject({ code: 'RULE_VIOLATION', message: expect.stringContaining(refused), extensions: { rule: 'R36' } });
        } else {
          expect((await post(RecordPenaltyDocument, { input })).recordPenalty.penalties).toEqual([expect.objectContaining({ severity: 'MINOR', minutes: 2 })]);
        }
      },
    );

    it('BHI 003:25 "Any player that plays in two division in the same tournament will be rated at the higher division": each roster entry shows the rating he counts at there (R37)', async () => {
      const league = await seedLeague(url(), { preset: 'BHI_5ON5', playersPerTeam: 2 });
      const { competitionId } = league;
      const teamIn = async (rating: string) => {
        const { createDivision } = await post(CreateDivisionDocument, { input: { competitionId, name: `${rating} ${competitionId.slice(0, 4)}`, rating } });
        return (await post(CreateTeamDocument, { input: { divisionId: createDivision.id, name: `${rating} team ${competitionId.slice(0, 4)}` } })).createTeam.id;
      };
      const [rec, barn] = [await teamIn('REC'), await teamIn('BARN')];
      const { createPlayer: player } = await post(CreatePlayerWithExperienceDocument, { input: { name: 'Two Divisions', birthDate: '1990-01-01', waiverSigned: true } });
      const first = (await post(AddToRosterRatedDocument, { input: { teamId: barn, playerId: player.id, number: 8, position: 'SKATER', waiverSigned: true } })).addToRoster;
      expect(first).toMatchObject({ team: { id: barn }, effectiveRating: 'BARN' });
      // 003:26 "If they are playing on a Rec team, they can only play in the Rec & Barn division. (will count as a Rec rated player)"
      await post(AddToRosterRatedDocument, { input: { teamId: rec, playerId: player.id, number: 8, position: 'SKATER', waiverSigned: true } });
      const entries = (await ok(url(), PlayerRosterRatingsDocument, { id: player.id })).player!.rosterEntries;
      expect(entries.map((e) => [e.team.id, e.effectiveRating]).sort()).toEqual(
        [
          [barn, 'REC'],
          [rec, 'REC'],
        ].sort(),
      );
      // an unrated division's player has no rating
      const { createPlayer: other } = await post(CreatePlayerWithExperienceDocument, { input: { name: 'Unrated', birthDate: '1990-01-01', waiverSigned: true } });
      expect(
        (await post(AddToRosterRatedDocument, { input: { teamId: league.teams[0].id, playerId: other.id, number: 30, position: 'SKATER', waiverSigned: true } })).addToRoster.effectiveRating,
      ).toBeNull();
    });
  });
}
