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

// docs/design.md, "Runtime contract": "POST /graphql (and GET for queries)". Apollo's CSRF prevention stays
// on, so a GET must carry a header a browser form cannot send (the graphql-http GET audits are MAY).
describe('GET /graphql', () => {
  const get = (headers: Record<string, string>) =>
    fetch(`${server!.url}?query=${encodeURIComponent('{ __typename }')}`, { headers: { accept: 'application/json', ...headers } });

  it('answers a query sent with a preflight header', async () => {
    const response = await get({ 'apollo-require-preflight': 'true' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a plain GET as a possible cross-site request forgery', async () => {
    const response = await get({});
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Array<{ message: string }> };
    expect(body.errors[0]!.message).toMatch(/Cross-Site Request Forgery/);
  });
});
