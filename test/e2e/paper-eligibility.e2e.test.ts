import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  AddToRosterDocument,
  CreateApiTokenDocument,
  CreatePlayerDocument,
  GameShortHandedStartDocument,
  LeagueDisciplineDocument,
  RecordResultDocument,
  SetLineupDocument,
  SetSuspensionDocument,
  StartGameShortHandedDocument,
} from '../generated/graphql';
import { failure, ok } from '../support/client';
import { rowCounts } from '../support/rows';
import { type SeededLeague, seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';

/**
 * G50: a game entered from a paper scoresheet goes through the eligibility, dressed limits and
 * minimum to start a live game's lineup goes through (one check, checkDressing): refused with the
 * reasons and nothing stored, or — an ADMIN overriding with a reason — recorded with the rulebook's
 * consequence, as setLineup's override is.
 */
describe('paper results through the lineup rules (G50)', () => {
  const suite = serverPerSuite(SQLITE);
  const url = () => suite.current().url;
  const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, ADMIN_TOKEN);
  const ids = (league: SeededLeague, t: 0 | 1) => league.teams[t].players.map((p) => p.id);

  async function kid(league: SeededLeague) {
    const { createPlayer } = await post(CreatePlayerDocument, { input: { name: 'Young Gun', birthDate: '2010-03-01' } });
    await post(AddToRosterDocument, {
      input: { teamId: league.teams[0].id, playerId: createPlayer.id, number: 30, position: 'SKATER', waiverSigned: true, clearance: 'Cleared by the tournament official' },
    });
    return createPlayer.id;
  }

  it('docs/rulebooks/000_5506cbd709277b08.txt:8-9 "All players participating must be the designated tournament age (19+)" … "shall have the game seen as a forfeit": a paper sheet dressing a 16-year-old is refused with the reason, as setLineup refuses him; an ADMIN override records the forfeit', async () => {
    const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', playersPerTeam: 8 });
    const young = await kid(league);
    const homeDressed = [...ids(league, 0), young];
    const before = await rowCounts(suite.current().db);
    const paper = await failure(
      url(),
      RecordResultDocument,
      { input: { gameId: league.gameId, homeScore: 3, awayScore: 1, decision: 'REGULATION', homeDressed, awayDressed: ids(league, 1) } },
      ADMIN_TOKEN,
    );
    expect(paper).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: 'R21', ineligible: [{ playerId: young, reasons: [expect.objectContaining({ code: 'UNDER_AGE' })] }] } });
    expect(paper.message).toMatch(/^Ineligible for this game \(an ADMIN may override with a reason\): #30 Young Gun: .*16 on game day/);
    // the live path, the same check and the same answer
    const live = await failure(url(), SetLineupDocument, { gameId: league.gameId, teamId: league.teams[0].id, playerIds: homeDressed }, ADMIN_TOKEN);
    expect(live).toMatchObject({ code: 'RULE_VIOLATION', message: paper.message, extensions: paper.extensions });
    expect(await rowCounts(suite.current().db)).toEqual(before);

    const { recordResult } = await post(RecordResultDocument, {
      input: { gameId: league.gameId, homeScore: 3, awayScore: 1, decision: 'REGULATION', homeDressed, awayDressed: ids(league, 1), override: { reason: 'Played before his age was known' } },
    });
    // 000:63 "the final score will be recorded as a 5 – 0 victory for the non-forfeiting team"
    expect(recordResult).toMatchObject({ status: 'FORFEITED', homeScore: 0, awayScore: 5, decision: 'FORFEIT' });
  });

  it('docs/rulebooks/000_5506cbd709277b08.txt:61 "Teams must dress a minimum playing roster of 7 players (six skaters and a goaltender)": a paper sheet dressing five is refused, nothing stored', async () => {
    const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', playersPerTeam: 8 });
    const before = await rowCounts(suite.current().db);
    const short = await failure(
      url(),
      RecordResultDocument,
      { input: { gameId: league.gameId, homeScore: 2, awayScore: 1, decision: 'REGULATION', homeDressed: ids(league, 0).slice(0, 5) } },
      ADMIN_TOKEN,
    );
    expect(short).toMatchObject({
      code: 'RULE_VIOLATION',
      message: 'The home team has 5 dressed (with a goaltender); the rules need at least 7 including a goaltender to start.',
      extensions: { rule: 'R23' },
    });
    expect(await rowCounts(suite.current().db)).toEqual(before);
  });

  it('docs/rulebooks/004_52536eff465526ad.txt:8 "If a suspended player is caught playing in a game, he/she will be assessed a further suspension … and the team will default the game(s)": a league paper sheet with a suspended player is refused; with an ADMIN override the game is defaulted and he is suspended further', async () => {
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 9, firstNumber: 1 });
    const suspended = ids(league, 1)[3];
    await post(SetSuspensionDocument, { input: { playerId: suspended, competitionId: league.competitionId, kind: 'GAMES', games: 1, reason: 'Fighting major' } });
    const input = { gameId: league.gameId, homeScore: 2, awayScore: 1, decision: 'REGULATION' as const, homeDressed: ids(league, 0), awayDressed: ids(league, 1) };
    const refused = await failure(url(), RecordResultDocument, { input }, ADMIN_TOKEN);
    expect(refused).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: 'R21', ineligible: [{ playerId: suspended, reasons: [expect.objectContaining({ code: 'SUSPENDED' })] }] } });

    const { recordResult } = await post(RecordResultDocument, { input: { ...input, override: { reason: 'Suspension under appeal' } } });
    // 004:44 "If a team defaults a game, then the opposing team will be awarded a 7 - 0 win"
    expect(recordResult).toMatchObject({ status: 'FORFEITED', homeScore: 7, awayScore: 0 });
    const report = (await post(LeagueDisciplineDocument, { competitionId: league.competitionId, teamId: league.teams[1].id })).disciplineReport;
    expect(report.suspensions.filter((s) => s.rule?.includes('004:8'))).toEqual([expect.objectContaining({ kind: 'INDEFINITE', player: { id: suspended } })]);
  });

  it('docs/rulebooks/004_52536eff465526ad.txt:58 "a team must have at least eight (8) players available to play" … "BOTH teams must agree BEFORE the ball is dropped": six on paper only by agreement', async () => {
    const league = await seedLeague(url(), { preset: 'WINTER_LEAGUE_5ON5', stage: 'REGULAR_SEASON', playersPerTeam: 9, firstNumber: 1 });
    const input = { gameId: league.gameId, homeScore: 2, awayScore: 1, decision: 'REGULATION' as const, homeDressed: ids(league, 0).slice(0, 6) };
    expect(await failure(url(), RecordResultDocument, { input }, ADMIN_TOKEN)).toMatchObject({ code: 'RULE_VIOLATION', message: 'The home team has 6 dressed; the rules need at least 8 to start.' });
    expect((await post(RecordResultDocument, { input: { ...input, shortHandedByAgreement: true } })).recordResult).toMatchObject({ status: 'FINAL', homeScore: 2, awayScore: 1 });
  });
  it('docs/rulebooks/000_5506cbd709277b08.txt:61 "Special circumstances with regards to this rule may be reviewed by the Tournament Official": a paper sheet short of 7 is recorded under the official\'s allowance, as a live start is, and only then (R33)', async () => {
    const league = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', playersPerTeam: 8 });
    const [home, away] = league.teams;
    const five = ids(league, 0).slice(0, 5); // a goaltender and four skaters
    const allowed = { teamIds: [home.id], reason: 'Two players stuck on the highway; the official let them play' };
    const input = { gameId: league.gameId, homeScore: 2, awayScore: 4, decision: 'REGULATION' as const, homeDressed: five, awayDressed: ids(league, 1) };
    const { createApiToken } = await post(CreateApiTokenDocument, { input: { name: 'desk', role: 'SCOREKEEPER', scopes: [`competition:${league.competitionId}`] } });
    const before = await rowCounts(suite.current().db);

    // a scorekeeper cannot give the official's decision
    expect(await failure(url(), RecordResultDocument, { input: { ...input, shortHandedAllowed: allowed } }, createApiToken.token)).toMatchObject({ code: 'FORBIDDEN' });
    // below the floor the official may allow: a goaltender and three skaters
    const belowFloor = await failure(url(), RecordResultDocument, { input: { ...input, homeDressed: five.slice(0, 3), shortHandedAllowed: allowed } }, ADMIN_TOKEN);
    expect(belowFloor).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: 'R33' } });
    expect(belowFloor.message).toMatch(/An official may let a team short of the minimum start, but not with fewer\.$/);
    // an allowance for a team that dresses the minimum says what did not happen: refused
    expect(await failure(url(), RecordResultDocument, { input: { ...input, shortHandedAllowed: { ...allowed, teamIds: [home.id, away.id] } } }, ADMIN_TOKEN)).toMatchObject({
      code: 'RULE_VIOLATION',
      message: "The away team dresses the minimum: it needs no official's decision to start short.",
      extensions: { rule: 'R33' },
    });
    // the allowance is checked against the sheet's dressed list: without it there is nothing to check
    const { homeDressed: _omitted, ...withoutList } = input;
    expect(await failure(url(), RecordResultDocument, { input: { ...withoutList, shortHandedAllowed: allowed } }, ADMIN_TOKEN)).toMatchObject({
      code: 'BAD_USER_INPUT',
      extensions: { fields: [{ field: 'shortHandedAllowed', message: expect.stringContaining('needs its dressed list') }] },
    });
    expect(await rowCounts(suite.current().db)).toEqual(before);

    expect((await post(RecordResultDocument, { input: { ...input, shortHandedAllowed: allowed } })).recordResult).toMatchObject({ status: 'FINAL', homeScore: 2, awayScore: 4 });
    expect((await post(GameShortHandedStartDocument, { id: league.gameId })).game).toMatchObject({ shortHandedStart: { teams: [{ id: home.id }], reason: allowed.reason } });
  });

  it('R33, G50: the live start and the paper sheet give the same answer for a team below the floor, and both accept the same allowance', async () => {
    const live = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', playersPerTeam: 8 });
    const paper = await seedLeague(url(), { preset: 'COLE_HARBOUR_CLASSIC', playersPerTeam: 8 });
    const reason = 'Flu in the dressing room';
    const four = (league: SeededLeague) => ids(league, 0).slice(0, 4); // a goaltender and three skaters: the floor
    const three = (league: SeededLeague) => ids(league, 0).slice(0, 3);
    await post(SetLineupDocument, { gameId: live.gameId, teamId: live.teams[0].id, playerIds: three(live) });
    await post(SetLineupDocument, { gameId: live.gameId, teamId: live.teams[1].id, playerIds: ids(live, 1) });
    const liveRefusal = await failure(url(), StartGameShortHandedDocument, { gameId: live.gameId, allowed: { teamIds: [live.teams[0].id], reason } }, ADMIN_TOKEN);
    const paperRefusal = await failure(
      url(),
      RecordResultDocument,
      { input: { gameId: paper.gameId, homeScore: 1, awayScore: 0, decision: 'REGULATION', homeDressed: three(paper), shortHandedAllowed: { teamIds: [paper.teams[0].id], reason } } },
      ADMIN_TOKEN,
    );
    expect(paperRefusal).toMatchObject({ code: 'RULE_VIOLATION', message: liveRefusal.message, extensions: { rule: 'R33' } });

    await post(SetLineupDocument, { gameId: live.gameId, teamId: live.teams[0].id, playerIds: four(live) });
    expect((await post(StartGameShortHandedDocument, { gameId: live.gameId, allowed: { teamIds: [live.teams[0].id], reason } })).startGame).toMatchObject({ status: 'IN_PROGRESS' });
    expect(
      (
        await post(RecordResultDocument, {
          input: { gameId: paper.gameId, homeScore: 1, awayScore: 0, decision: 'REGULATION', homeDressed: four(paper), shortHandedAllowed: { teamIds: [paper.teams[0].id], reason } },
        })
      ).recordResult,
    ).toMatchObject({ status: 'FINAL' });
  });
});
