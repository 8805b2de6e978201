import { AddToRosterDocument, CreatePlayerDocument, SetLineupDocument, TeamAwardEligibilityDocument } from '../generated/graphql';
import { playToFinal } from '../browser/support/games';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * docs/rulebooks/003_1bb7ac110d7dcb5e.txt:35 "Prizes will only be awarded to players who have
 * participated in a tournament game including the second goalie": each roster entry says how many
 * played games of its team the player was dressed for, and whether that makes him eligible.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `award eligibility (BHI 003:35) on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

    it('the second goalie dressed and never in net is eligible; a rostered player left out of every lineup is not', async () => {
      const league = await seedLeague(url(), { preset: 'BHI_5ON5', playersPerTeam: 8, firstNumber: 1 });
      const home = league.teams[0];
      const { createPlayer } = await post(CreatePlayerDocument, { input: { name: 'Second Goalie', birthDate: '1990-01-01' } });
      await post(AddToRosterDocument, { input: { teamId: home.id, playerId: createPlayer.id, number: 30, position: 'GOALIE', waiverSigned: true } });
      const sitsOut = home.players[7];

      const before = (await post(TeamAwardEligibilityDocument, { id: home.id })).team!.roster;
      expect(before.every((e) => e.gamesDressed === 0 && !e.awardEligible)).toBe(true);

      const dressed = [...home.players.slice(0, 7).map((p) => p.id), createPlayer.id];
      await post(SetLineupDocument, { gameId: league.gameId, teamId: home.id, playerIds: dressed });
      await playToFinal(url(), league.gameId, [{ teamId: home.id, scorerId: home.players[2].id }], { preset: 'BHI_5ON5' });

      const after = new Map((await post(TeamAwardEligibilityDocument, { id: home.id })).team!.roster.map((e) => [e.player.id, [e.gamesDressed, e.awardEligible]]));
      expect(after.get(createPlayer.id)).toEqual([1, true]);
      expect(after.get(home.players[0].id)).toEqual([1, true]);
      expect(after.get(sitsOut.id)).toEqual([0, false]);
      expect([...after.values()].filter(([, eligible]) => eligible)).toHaveLength(8);
    });
  });
}
