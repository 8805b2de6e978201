import { rowCounts } from '../support/rows';
import { type SeededLeague, seedLeague } from '../support/seed';
import { ADMIN_TOKEN, serverPerSuite, SQLITE } from '../support/server';
import type { CompetitionDocument } from '../../src/services/export/document';

/**
 * One set of input rules for every way in (docs/security.md, "Input bounds"): a whole competition
 * imported as a JSON document (`importCompetition`, `POST /competitions/import.json`) and a roster or
 * schedule file are held to the text rules the mutations apply. A name with a line break, NUL, BEL
 * or a right-to-left override is refused with a problem naming where it is, and nothing is stored.
 */
describe('imports apply the mutations’ text rules (security)', () => {
  const suite = serverPerSuite(SQLITE);
  const url = () => suite.current().url;
  const origin = () => url().replace(/\/graphql$/, '');
  /** What an import answers with (the fields these tests ask for). */
  interface Report {
    stored: boolean;
    problems: Array<{ path?: string; line?: number | null; column?: string | null; code: string; message: string }>;
  }

  /** The data of an operation that must succeed, as the shape `T` the query asks for. */
  async function call<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const response = await fetch(url(), { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` }, body: JSON.stringify({ query, variables }) });
    const answer = (await response.json()) as { data?: T; errors?: unknown[] };
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data as T;
  }
  const IMPORT = 'mutation ($document: JSON!) { importCompetition(document: $document) { stored problems { path code message } } }';

  async function stillAnswers() {
    const response = await fetch(url(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ serverTime }' }) });
    expect(((await response.json()) as { data: { serverTime: unknown } }).data.serverTime).toEqual(expect.any(String));
  }

  let league: SeededLeague;
  let document: CompetitionDocument;
  beforeAll(async () => {
    league = await seedLeague(url());
    document = (await call<{ exportCompetition: CompetitionDocument }>('query ($id: ID!) { exportCompetition(id: $id) }', { id: league.competitionId })).exportCompetition;
  });

  it('the exported document itself is taken (a dry run)', async () => {
    const response = await fetch(`${origin()}/competitions/import.json?dryRun=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify(document),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ problems: [] });
  });

  const CONTROL = 'must not contain control characters';
  it.each([
    { what: 'a competition name with a line break', path: '/competition/name', set: (d: CompetitionDocument) => void (d.competition.name = 'Winter\nLeague'), message: CONTROL },
    { what: 'a team name with NUL', path: '/teams/0/name', set: (d: CompetitionDocument) => void (d.teams[0].name = 'Sharks\u0000'), message: CONTROL },
    { what: 'a player name with BEL', path: '/players/1/name', set: (d: CompetitionDocument) => void (d.players[1].name = 'Ana\u0007Lima'), message: CONTROL },
    {
      what: 'a division name with a right-to-left override',
      path: '/divisions/0/name',
      set: (d: CompetitionDocument) => void (d.divisions[0].name = 'A\u202Egpj.exe'),
      message: 'must not contain bidirectional override or isolate characters (U+202A–U+202E, U+2066–U+2069)',
    },
  ])('POST /competitions/import.json refuses $what, naming $path, and stores nothing', async ({ path, set, message }) => {
    const doc = JSON.parse(JSON.stringify(document)) as CompetitionDocument;
    set(doc);
    const before = await rowCounts(suite.current().db);
    const response = await fetch(`${origin()}/competitions/import.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify(doc),
    });
    expect(response.status).toBe(422);
    const report = (await response.json()) as Report;
    expect(report.stored).toBe(false);
    expect(report.problems).toEqual([expect.objectContaining({ path, code: 'INVALID_TEXT', message })]);
    expect(await rowCounts(suite.current().db)).toEqual(before);
    await stillAnswers();
  });

  it('importCompetition over GraphQL refuses the same, every problem listed, nothing stored', async () => {
    const doc = JSON.parse(JSON.stringify(document)) as CompetitionDocument;
    doc.teams[0].name = 'Sharks\u202E';
    doc.teams[1].name = 'Jets\r\n';
    const before = await rowCounts(suite.current().db);
    const { importCompetition } = await call<{ importCompetition: Report }>(IMPORT, { document: doc });
    expect(importCompetition.stored).toBe(false);
    expect(importCompetition.problems.map((p) => [p.path, p.code])).toEqual([
      ['/teams/0/name', 'INVALID_TEXT'],
      ['/teams/1/name', 'INVALID_TEXT'],
    ]);
    expect(await rowCounts(suite.current().db)).toEqual(before);
  });

  it('importRosterCsv refuses a player name with a right-to-left override or a control character, naming the column, and stores nothing', async () => {
    const before = await rowCounts(suite.current().db);
    const csv = 'Name,#,DOB\nAna\u202ELima,40,1990-01-01\nBo\u0007Berg,41,1991-01-01\n';
    const { importRosterCsv } = await call<{ importRosterCsv: Report }>(
      'mutation ($teamId: ID!, $csv: String!) { importRosterCsv(teamId: $teamId, csv: $csv) { stored problems { line column code message } } }',
      { teamId: league.teams[0].id, csv },
    );
    expect(importRosterCsv.stored).toBe(false);
    expect(importRosterCsv.problems).toEqual([
      expect.objectContaining({ column: 'Name', code: 'INVALID_TEXT', message: expect.stringMatching(/bidirectional/) }),
      expect.objectContaining({ column: 'Name', code: 'INVALID_TEXT', message: expect.stringMatching(/control characters/) }),
    ]);
    expect(await rowCounts(suite.current().db)).toEqual(before);
    await stillAnswers();
  });
});
