import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { CreateDivisionDocument, CreateTeamDocument, GenerateScheduleDocument, ImportScheduleCsvDocument, RescheduleGameDocument, ScheduleGameDocument } from '../generated/graphql';
import { failure, ok } from '../support/client';
import { rowCounts } from '../support/rows';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';

/**
 * Divisions share the rinks: a game is refused where a game of any division of the competition
 * holds the rink then — at scheduling, generation, import and reschedule — and the refusal gives
 * the other game's teams by name and its start on the competition's clock, not as UTC.
 */
describe("rink clashes across a competition's divisions", () => {
  const suite = serverPerSuite(SQLITE);
  const url = () => suite.current().url;
  const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, ADMIN_TOKEN);
  // The seeded game's rink, 2026-12-05T18:00Z (14:00 in Halifax), held for Cole Harbour's 40 minutes of run time.
  const RINK = 'Cole Harbour Place, Rink 1';

  async function twoDivisions() {
    const league = await seedLeague(url(), { teams: 2, playersPerTeam: 0, timeZone: 'America/Halifax', divisionName: 'U13 A' });
    const { createDivision } = await post(CreateDivisionDocument, { input: { competitionId: league.competitionId, name: 'U13 B' } });
    const other = [];
    for (const name of ['Sackville Storm', 'Dartmouth Owls']) other.push((await post(CreateTeamDocument, { input: { divisionId: createDivision.id, name } })).createTeam);
    const [a1, a2] = league.teams.map((t) => t.name);
    const clash = `${RINK} already has ${a1} v ${a2} at 2026-12-05 14:00: the two games would overlap.`;
    return { league, divisionId: createDivision.id, home: other[0], away: other[1], clash };
  }

  it('scheduleGame in another division on the same rink at an overlapping time is refused, the other game named on the local clock; nothing stored', async () => {
    const { league, divisionId, home, away, clash } = await twoDivisions();
    const before = await rowCounts(suite.current().db);
    const refused = await failure(
      url(),
      ScheduleGameDocument,
      { input: { divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt: '2026-12-05T18:30:00.000Z', stage: 'ROUND_ROBIN', venue: RINK } },
      ADMIN_TOKEN,
    );
    expect(refused).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: 'SCHEDULE_CONFLICT', problems: [{ code: 'VENUE_BUSY', venue: RINK, gameId: league.gameId, message: clash }] } });
    expect(refused.message).toBe(`The schedule does not fit: ${clash}`);
    expect(await rowCounts(suite.current().db)).toEqual(before);
    // the other rink is free at that time
    expect(
      (await post(ScheduleGameDocument, { input: { divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt: '2026-12-05T18:30:00.000Z', stage: 'ROUND_ROBIN', venue: 'Rink 2' } })).scheduleGame,
    ).toMatchObject({ venue: 'Rink 2' });
  });

  it("rescheduleGame onto the other division's rink and time is refused", async () => {
    const { league, divisionId, home, away } = await twoDivisions();
    const { scheduleGame } = await post(ScheduleGameDocument, {
      input: { divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt: '2026-12-05T20:00:00.000Z', stage: 'ROUND_ROBIN', venue: RINK },
    });
    const refused = await failure(url(), RescheduleGameDocument, { gameId: scheduleGame.id, startsAt: '2026-12-05T18:20:00.000Z', venue: RINK }, ADMIN_TOKEN);
    expect(refused).toMatchObject({ code: 'RULE_VIOLATION', extensions: { problems: [{ code: 'VENUE_BUSY', gameId: league.gameId }] } });
  });

  it('generateSchedule and a schedule file put no game on a rink another division holds', async () => {
    const { divisionId, home, away } = await twoDivisions();
    const before = await rowCounts(suite.current().db);
    const generated = await failure(url(), GenerateScheduleDocument, { input: { divisionId, rounds: 'ONCE', slots: [{ startsAt: '2026-12-05T18:15:00.000Z', venue: RINK }] } }, ADMIN_TOKEN);
    expect(generated).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: 'SCHEDULE_CONFLICT', problems: [{ code: 'VENUE_BUSY' }] } });
    const csv = ['Date,Time,Home,Away,Rink', `2026-12-05,14:15,${home.name},${away.name},"${RINK}"`].join('\n');
    const { importScheduleCsv: report } = await post(ImportScheduleCsvDocument, { divisionId, csv });
    expect(report.stored).toBe(false);
    expect(report.problems.map((p) => [p.line, p.code])).toEqual([[2, 'VENUE_BUSY']]);
    expect(await rowCounts(suite.current().db)).toEqual(before);
  });
});
