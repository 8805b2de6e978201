import {
  AddToRosterDetailedDocument,
  CreateCompetitionDocument,
  CreateDivisionDocument,
  CreatePlayerDocument,
  CreateTeamDocument,
  RecordResultDocument,
  ScheduleGameDocument,
  SetSeasonDatesDocument,
  type AddToRosterInput,
  type RulesetPreset,
} from '../generated/graphql';
import { failure, ok } from '../support/client';
import { rowCounts } from '../support/rows';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * Roster rules at the mutation (R22): addToRoster refuses what the competition's
 * rulebook forbids with RULE_VIOLATION, every broken limit in `extensions.problems` naming its rule,
 * and stores nothing. The limits themselves, at and over each, are the domain's tables
 * (test/unit/roster-rules.test.ts); these check that the facts they need are read from storage.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `roster rules on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(url(), document, variables, ADMIN_TOKEN);
    let serial = 0;

    async function competition(preset: RulesetPreset, season: { seasonStartsAt?: string; additionCutoff?: string } = {}) {
      const kind = preset.startsWith('WINTER_LEAGUE') ? 'LEAGUE' : 'TOURNAMENT';
      // The league's registration forms (004:13, R69) are not what these rules are about: done without.
      const rules = kind === 'LEAGUE' ? { registrationRequired: false } : undefined;
      const { createCompetition } = await post(CreateCompetitionDocument, { input: { name: `Roster rules ${(serial += 1)}`, kind, preset, rules, ...season } });
      return createCompetition.id;
    }
    const division = async (competitionId: string, rating: string | null = null) =>
      (await post(CreateDivisionDocument, { input: { competitionId, name: `Division ${(serial += 1)}`, rating } })).createDivision.id;
    const team = async (divisionId: string) => (await post(CreateTeamDocument, { input: { divisionId, name: `Team ${(serial += 1)}` } })).createTeam.id;
    const player = async (rankingTier: number | null = null) =>
      (await post(CreatePlayerDocument, { input: { name: `Player ${(serial += 1)}`, birthDate: '1990-01-01', waiverSigned: true, rankingTier } })).createPlayer.id;
    const add = (input: Omit<AddToRosterInput, 'number' | 'position'> & Partial<Pick<AddToRosterInput, 'position'>>) =>
      post(AddToRosterDetailedDocument, { input: { number: (serial += 1) % 100, ...input, position: input.position ?? 'SKATER' } });
    const refusal = async (input: Omit<AddToRosterInput, 'number'>) => {
      const before = await rowCounts(suite.current().db);
      const refused = await failure(url(), AddToRosterDetailedDocument, { input: { number: (serial += 1) % 100, ...input } }, ADMIN_TOKEN);
      expect(await rowCounts(suite.current().db)).toEqual(before);
      return refused;
    };

    it('league §8: additions after the season starts are pick-ups; the eighth is refused naming the rule (R22)', async () => {
      const teamId = await team(await division(await competition('WINTER_LEAGUE_5ON5', { seasonStartsAt: '2026-01-01T00:00:00.000Z' })));
      for (let i = 0; i < 7; i += 1) expect((await add({ teamId, playerId: await player() })).addToRoster.pickup).toBe(true);
      const refused = await refusal({ teamId, playerId: await player(), position: 'SKATER' });
      expect(refused.code).toBe('RULE_VIOLATION');
      expect(refused.message).toContain('The team has made its 7 pick-ups for the season.');
      expect(refused.extensions).toMatchObject({ rule: expect.stringContaining('§8'), problems: [{ code: 'PICKUPS_USED', limit: 7 }] });
    });

    it('league §8: before the season starts the roster is built, not picked up; after the cut-off nobody is added', async () => {
      const competitionId = await competition('WINTER_LEAGUE_5ON5', { seasonStartsAt: '2099-09-01T00:00:00.000Z' });
      const teamId = await team(await division(competitionId));
      expect((await add({ teamId, playerId: await player() })).addToRoster.pickup).toBe(false);
      const dates = await post(SetSeasonDatesDocument, { input: { competitionId, seasonStartsAt: '2026-01-01T00:00:00.000Z', additionCutoff: '2026-03-01T05:00:00.000Z' } });
      expect(dates.setSeasonDates).toMatchObject({ seasonStartsAt: '2026-01-01T00:00:00.000Z', additionCutoff: '2026-03-01T05:00:00.000Z' });
      const refused = await refusal({ teamId, playerId: await player(), position: 'SKATER' });
      expect(refused.extensions).toMatchObject({ code: 'RULE_VIOLATION', problems: [{ code: 'PAST_ADDITION_CUTOFF', message: expect.stringContaining('2026-03-01') }] });
    });

    it('setSeasonDates refuses a cut-off before the season starts, naming the field', async () => {
      const competitionId = await competition('WINTER_LEAGUE_5ON5', { seasonStartsAt: '2026-09-01T00:00:00.000Z' });
      const refused = await failure(url(), SetSeasonDatesDocument, { input: { competitionId, additionCutoff: '2026-08-01T00:00:00.000Z' } }, ADMIN_TOKEN);
      expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', extensions: { fields: [{ field: 'additionCutoff' }] } });
    });

    it('league §8 WINTER: a Tier 5 team has at most two Tier 1-ranked players; the third is refused (R22)', async () => {
      const teamId = await team(await division(await competition('WINTER_LEAGUE_5ON5'), '5'));
      await add({ teamId, playerId: await player(1) });
      await add({ teamId, playerId: await player(1) });
      await add({ teamId, playerId: await player(2) });
      const refused = await refusal({ teamId, playerId: await player(1), position: 'SKATER' });
      expect(refused.extensions).toMatchObject({ problems: [{ code: 'TIER1_CAP', limit: 2, message: 'A Tier 5 team may have at most 2 Tier 1-ranked players, and this one has 2.' }] });
    });

    it('docs/rulebooks/004_52536eff465526ad.txt:29 SUMMER "Tier 2 can have a max. of five (5) Tier 1 ranked players": a summer season (rules.leagueSeason SUMMER) caps its Tier 2 teams, which winter leaves unlimited (R44)', async () => {
      const { createCompetition } = await post(CreateCompetitionDocument, {
        input: { name: `Summer ${(serial += 1)}`, kind: 'LEAGUE', preset: 'WINTER_LEAGUE_5ON5', rules: { leagueSeason: 'SUMMER' } },
      });
      const teamId = await team(await division(createCompetition.id, '2'));
      for (let i = 0; i < 5; i += 1) await add({ teamId, playerId: await player(1) });
      const refused = await refusal({ teamId, playerId: await player(1), position: 'SKATER' });
      expect(refused.extensions).toMatchObject({ problems: [{ code: 'TIER1_CAP', limit: 5, rule: expect.stringContaining('004:27-31') }] });
      const winter = await team(await division(await competition('WINTER_LEAGUE_5ON5'), '2'));
      for (let i = 0; i < 6; i += 1) await add({ teamId: winter, playerId: await player(1) });
    });

    it('docs/rulebooks/004_52536eff465526ad.txt:32 "you must have played a min. of five (5) games in the previous summer season": five games dressed for a Tier 1 team of the previous summer make a player Tier 1-ranked for the caps; four do not (R46)', async () => {
      const summer = await competition('WINTER_LEAGUE_5ON5');
      const summerDivision = await division(summer, '1');
      const [summerHome, summerAway] = [await team(summerDivision), await team(summerDivision)];
      const [five, four] = [await player(), await player()];
      await add({ teamId: summerHome, playerId: five });
      await add({ teamId: summerHome, playerId: four });
      // G50: each sheet dresses the league's minimum to start (004:58): eight
      const others: string[] = [];
      for (let i = 0; i < 7; i += 1) {
        others.push(await player());
        await add({ teamId: summerHome, playerId: others.at(-1)! });
      }
      for (let g = 0; g < 5; g += 1) {
        const { scheduleGame } = await post(ScheduleGameDocument, {
          input: { divisionId: summerDivision, homeTeamId: summerHome, awayTeamId: summerAway, startsAt: `2026-07-0${g + 1}T18:00:00.000Z`, stage: 'REGULAR_SEASON' },
        });
        await post(RecordResultDocument, {
          input: { gameId: scheduleGame.id, homeScore: 2, awayScore: 1, decision: 'REGULATION', homeDressed: g < 4 ? [five, four, ...others.slice(0, 6)] : [five, ...others] },
        });
      }
      const winter = await competition('WINTER_LEAGUE_5ON5');
      const { setSeasonDates } = await post(SetSeasonDatesDocument, { input: { competitionId: winter, previousSummerCompetitionId: summer } });
      expect(setSeasonDates).toBeTruthy();
      // A Tier 7 team: one Tier 1-ranked player at most.
      const teamId = await team(await division(winter, '7'));
      await add({ teamId, playerId: four });
      await add({ teamId, playerId: five });
      const refused = await refusal({ teamId, playerId: await player(1), position: 'SKATER' });
      expect(refused.extensions).toMatchObject({ problems: [{ code: 'TIER1_CAP', limit: 1 }] });
    });

    it("league §8: a goalie is affiliated from his own team's tier or lower, never higher (R22)", async () => {
      const competitionId = await competition('WINTER_LEAGUE_5ON5');
      const [tier2, tier3, tier5] = [await team(await division(competitionId, '2')), await team(await division(competitionId, '3')), await team(await division(competitionId, '5'))];
      const goalie = await player();
      await add({ teamId: tier3, playerId: goalie, position: 'GOALIE' });
      expect((await add({ teamId: tier2, playerId: goalie, position: 'GOALIE', goalieAffiliation: true })).addToRoster).toMatchObject({ goalieAffiliation: true, pickup: false });
      const refused = await refusal({ teamId: tier5, playerId: goalie, position: 'GOALIE', goalieAffiliation: true });
      expect(refused.extensions).toMatchObject({
        problems: [{ code: 'GOALIE_FROM_HIGHER_TIER', message: expect.stringContaining('plays in Tier 3: a Tier 5 team can only affiliate a goalie from Tier 5 or lower') }],
      });
      const skater = await refusal({ teamId: tier5, playerId: await player(), position: 'SKATER', goalieAffiliation: true });
      expect(skater.extensions).toMatchObject({ problems: expect.arrayContaining([expect.objectContaining({ code: 'NOT_A_GOALIE' })]) });
    });

    it('Cole Harbour: once the schedule is drawn a change needs the Tournament Official’s clearance, which is kept', async () => {
      const divisionId = await division(await competition('COLE_HARBOUR_CLASSIC'));
      const [home, away] = [await team(divisionId), await team(divisionId)];
      await add({ teamId: home, playerId: await player() });
      await post(ScheduleGameDocument, { input: { divisionId, homeTeamId: home, awayTeamId: away, startsAt: '2030-06-01T18:00:00.000Z', stage: 'ROUND_ROBIN' } });
      const refused = await refusal({ teamId: home, playerId: await player(), position: 'SKATER' });
      expect(refused.extensions).toMatchObject({
        code: 'RULE_VIOLATION',
        problems: [{ code: 'NEEDS_OFFICIAL_CLEARANCE', rule: expect.stringContaining('must be cleared with the Tournament Official') }],
      });
      const cleared = await add({ teamId: home, playerId: await player(), clearance: 'Cleared by J. Doe, injury replacement' });
      expect(cleared.addToRoster.clearance).toBe('Cleared by J. Doe, injury replacement');
    });

    it('BHI: the roster holds 2 goalies; a third is refused with the limit named (R22)', async () => {
      const teamId = await team(await division(await competition('BHI_5ON5'), 'REC'));
      await add({ teamId, playerId: await player(), position: 'GOALIE' });
      await add({ teamId, playerId: await player(), position: 'GOALIE' });
      const refused = await refusal({ teamId, playerId: await player(), position: 'GOALIE' });
      expect(refused.extensions).toMatchObject({ rule: expect.stringContaining('15 players & 2 Goalies'), problems: [{ code: 'GOALIES_FULL', limit: 2 }] });
    });
  });
}
