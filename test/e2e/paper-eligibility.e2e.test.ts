import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { AddToRosterDocument, CreatePlayerDocument, LeagueDisciplineDocument, RecordResultDocument, SetLineupDocument, SetSuspensionDocument } from '../generated/graphql';
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
});
