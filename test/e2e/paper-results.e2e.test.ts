import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { CreateCompetitionDocument, CreateDivisionDocument, CreateTeamDocument, DivisionStandingsDocument, RecordResultDocument, ScheduleGameDocument } from '../generated/graphql';
import { failure, ok } from '../support/client';
import { rowCounts } from '../support/rows';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * A paper result timing each team's first goal (G41) through the API: Cole Harbour's last
 * tie-breaker reads it (R5); a time the game cannot have is refused and nothing is stored.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `paper results with first goals on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, ADMIN_TOKEN);
    let serial = 0;

    async function division() {
      const { createCompetition } = await post(CreateCompetitionDocument, { input: { name: `Paper cup ${(serial += 1)}`, kind: 'TOURNAMENT', preset: 'COLE_HARBOUR_CLASSIC' } });
      const divisionId = (await post(CreateDivisionDocument, { input: { competitionId: createCompetition.id, name: 'A' } })).createDivision.id;
      const team = async (name: string) => (await post(CreateTeamDocument, { input: { divisionId, name } })).createTeam.id;
      return { divisionId, x: await team('Wolves'), y: await team('Lynx'), z: await team('Bears'), w: await team('Owls') };
    }
    const schedule = async (divisionId: string, homeTeamId: string, awayTeamId: string) =>
      (await post(ScheduleGameDocument, { input: { divisionId, homeTeamId, awayTeamId, startsAt: '2026-12-05T18:00:00.000Z', stage: 'ROUND_ROBIN' } })).scheduleGame.id;

    it('docs/rulebooks/000_5506cbd709277b08.txt:52 "Time of first goal scored in tournament": two paper wins at the same hour, the earlier first goal on the scoresheet ranks first (R5, G41)', async () => {
      const d = await division();
      const xGame = await schedule(d.divisionId, d.x, d.z);
      const yGame = await schedule(d.divisionId, d.y, d.w);
      await post(RecordResultDocument, { input: { gameId: xGame, homeScore: 1, awayScore: 0, decision: 'REGULATION', homeFirstGoal: { period: 2, clockRemainingMs: 600_000 } } });
      await post(RecordResultDocument, { input: { gameId: yGame, homeScore: 1, awayScore: 0, decision: 'REGULATION', homeFirstGoal: { period: 1, clockRemainingMs: 60_000 } } });
      const rows = (await post(DivisionStandingsDocument, { divisionId: d.divisionId })).standings.rows;
      expect(rows.slice(0, 2).map((r) => [r.team.id, r.points, r.tiebreak])).toEqual([
        [d.y, 2, 'FIRST_GOAL_TIME'],
        [d.x, 2, null],
      ]);

      // corrected with the scoresheet read again: X's goal came first after all
      await post(RecordResultDocument, {
        input: { gameId: xGame, homeScore: 1, awayScore: 0, decision: 'REGULATION', homeFirstGoal: { period: 1, clockRemainingMs: 1_000_000 }, reason: 'scoresheet misread' },
      });
      const corrected = (await post(DivisionStandingsDocument, { divisionId: d.divisionId })).standings.rows;
      expect(corrected.slice(0, 2).map((r) => [r.team.id, r.tiebreak])).toEqual([
        [d.x, 'FIRST_GOAL_TIME'],
        [d.y, null],
      ]);
    });

    it('a first goal the game cannot have is refused, and nothing is stored (G41)', async () => {
      const d = await division();
      const gameId = await schedule(d.divisionId, d.x, d.z);
      const before = await rowCounts(suite.current().db);
      const noGoal = await failure(
        url(),
        RecordResultDocument,
        { input: { gameId, homeScore: 1, awayScore: 0, decision: 'REGULATION', awayFirstGoal: { period: 1, clockRemainingMs: 60_000 } } },
        ADMIN_TOKEN,
      );
      expect(noGoal).toMatchObject({ code: 'RULE_VIOLATION', extensions: { rule: 'G41' }, message: expect.stringContaining('scored no goal') });
      const overtime = await failure(
        url(),
        RecordResultDocument,
        { input: { gameId, homeScore: 1, awayScore: 0, decision: 'REGULATION', homeFirstGoal: { period: 3, clockRemainingMs: 60_000 } } },
        ADMIN_TOKEN,
      );
      expect(overtime).toMatchObject({ code: 'RULE_VIOLATION', message: expect.stringContaining('period 3 was not played') });
      const period0 = await failure(
        url(),
        RecordResultDocument,
        { input: { gameId, homeScore: 1, awayScore: 0, decision: 'REGULATION', homeFirstGoal: { period: 0, clockRemainingMs: 60_000 } } },
        ADMIN_TOKEN,
      );
      expect(period0.code).toBe('BAD_USER_INPUT');
      expect(await rowCounts(suite.current().db)).toEqual(before);
    });
  });
}
