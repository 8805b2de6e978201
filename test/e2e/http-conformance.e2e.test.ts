import { serverAudits } from 'graphql-http';
import { loadConfig } from '../../src/config';
import { type FaceoffServer, startServer } from '../../src/server/app';

/**
 * GraphQL over HTTP conformance (the graphql-http audits, as Apollo's integration suite runs them;
 * docs/design.md, "Habits we copy"): every MUST and every SHOULD audit passes against a real
 * Faceoff server on port 0. MAY audits are optional behaviour and not required here.
 */
let server: FaceoffServer | undefined;

beforeAll(async () => {
  server = await startServer(loadConfig({ PORT: '0', DATABASE_URL: 'sqlite::memory:', NODE_ENV: 'test' }), { host: '127.0.0.1' });
});

afterAll(async () => {
  await server?.stop();
});

const audits = serverAudits({
  url: () => {
    if (!server) throw new Error('the server did not start');
    return server.url;
  },
}).filter((audit) => audit.name.startsWith('MUST ') || audit.name.startsWith('SHOULD '));

it('finds the MUST and SHOULD audits to run', () => {
  expect(audits.length).toBeGreaterThan(20);
});

it.each(audits.map((audit) => [audit.name, audit] as const))('%s', async (_name, audit) => {
  const result = await audit.fn();
  if (result.status !== 'ok') {
    throw new Error(`${result.status}: ${result.reason}`);
  }
  expect(result.status).toBe('ok');
});

// docs/design.md, "Runtime contract": "POST /graphql (and GET for queries)". A plain GET is answered as
// the GraphQL-over-HTTP spec gives it: CSRF prevention is off, since no cookie ever authenticates
// (docs/security.md; test/security/no-cookies.e2e.test.ts fails should one ever do).
describe('GET /graphql', () => {
  const get = (query: string, headers: Record<string, string> = {}) => fetch(`${server!.url}?query=${encodeURIComponent(query)}`, { headers: { accept: 'application/json', ...headers } });

  it('answers a plain query, with no header a browser form could not send', async () => {
    const response = await get('{ __typename }');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a mutation: 405, with Allow: POST, before anything runs', async () => {
    const response = await get('mutation { revokeApiToken(id: "00000000-0000-4000-8000-000000000000") { id } }');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
