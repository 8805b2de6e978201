import { loadConfig } from '../../src/config';
import { type FaceoffServer, startServer } from '../../src/server/app';
import { rawSocket } from '../support/raw-ws';
import { ADMIN_TOKEN } from '../support/server';

/**
 * One error formatter for both transports (docs/security.md, "Errors"): the same
 * `extensions.code` and the same hiding of internal messages in production over HTTP and
 * WebSocket; requests refused before GraphQL (a body too large, no such path, a refused file)
 * answer JSON in the same shape, never an HTML page or a stack trace.
 */
describe('errors in production, over HTTP and WebSocket alike', () => {
  let server: FaceoffServer;
  beforeAll(async () => {
    const config = loadConfig({ PORT: '0', NODE_ENV: 'production', DATABASE_URL: 'sqlite::memory:', ADMIN_TOKEN, LOG_LEVEL: 'silent' });
    server = await startServer(config, { host: '127.0.0.1' });
  });
  afterAll(() => server.stop());

  async function overHttp(query: string, variables?: Record<string, unknown>) {
    const response = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
    return body.errors?.map(({ message, extensions }) => ({ message, code: extensions?.code, stack: 'stacktrace' in (extensions ?? {}) }));
  }
  async function overWebSocket(query: string, variables?: Record<string, unknown>) {
    const ws = rawSocket(server.wsUrl);
    try {
      await ws.init();
      const answer = await ws.operation('1', query, variables);
      const errors = (answer.type === 'error' ? answer.payload : (answer.payload as { errors?: unknown }).errors) as Array<{ message: string; extensions?: Record<string, unknown> }>;
      return errors?.map(({ message, extensions }) => ({ message, code: extensions?.code, stack: 'stacktrace' in (extensions ?? {}) }));
    } finally {
      ws.socket.close();
    }
  }

  it.each([
    ['a field that does not exist', '{ nope }', undefined, 'GRAPHQL_VALIDATION_FAILED'],
    ['a document that does not parse', '{ competitions {', undefined, 'GRAPHQL_PARSE_FAILED'],
    ['a required variable left out', 'query ($id: ID!) { competition(id: $id) { name } }', {}, 'BAD_USER_INPUT'],
    [
      'an id that does not exist, where it must',
      '{ eligibility(playerId: "00000000-0000-4000-8000-000000000000", gameId: "00000000-0000-4000-8000-000000000000") { eligible } }',
      undefined,
      'NOT_FOUND',
    ],
  ])('%s: the same code on both transports', async (_what, query, variables, code) => {
    const [http, ws] = await Promise.all([overHttp(query, variables), overWebSocket(query, variables)]);
    expect(http?.[0]?.code).toBe(code);
    expect(ws?.[0]?.code).toBe(code);
    expect(ws?.[0]?.message).toBe(http?.[0]?.message);
  });

  it('hides an internal failure behind INTERNAL_SERVER_ERROR on both transports, with no stack trace', async () => {
    // A real internal failure: the table the query reads is gone.
    await server.db.manager.query('ALTER TABLE competition RENAME TO competition_gone');
    try {
      const expected = [{ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR', stack: false }];
      expect(await overHttp('{ competitions { id } }')).toEqual(expected);
      expect(await overWebSocket('{ competitions { id } }')).toEqual(expected);
    } finally {
      await server.db.manager.query('ALTER TABLE competition_gone RENAME TO competition');
    }
  });

  it.each([
    [
      'a body over 1 MB',
      413,
      'PAYLOAD_TOO_LARGE',
      () => fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `# ${'x'.repeat(1_200_000)}\n{ serverTime }` }) }),
    ],
    ['a body that is not JSON', 400, 'BAD_USER_INPUT', () => fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' })],
    ['a path nothing serves', 404, 'NOT_FOUND', () => fetch(server.url.replace('/graphql', '/no/such/page'))],
    ['a file path climbing out of the assets', 403, 'FORBIDDEN', () => fetch(server.url.replace('/graphql', '/pages/assets/..%2f..%2fpackage.json'))],
  ] as const)('answers %s with %d (%s) as JSON in the GraphQL error shape, with no stack trace', async (_what, status, code, request) => {
    const response = await request();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ errors: [{ message: expect.any(String), extensions: { code } }] });
    expect(text).not.toMatch(/\bat [\w.]+ \(|node_modules|<html/i);
  });
});
