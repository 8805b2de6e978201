import { rawSocket } from '../support/raw-ws';
import { normalQueryMs, productionServerPerSuite } from '../support/production-server';

/**
 * Variables nested 100,000 levels deep once answered 500 and logged a stack overflow from the read
 * cache's key builder at error level. They are the caller's mistake: DOCUMENT_TOO_COMPLEX (400)
 * before any work, over HTTP and WebSocket alike, nothing logged as a server error, and the server
 * answers the next query (docs/security.md, "Document limits").
 */
describe('deeply nested variables (security)', () => {
  const suite = productionServerPerSuite();

  const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
  const errorLogged = () => suite.current().lines.some((line) => /"level":(50|60)/.test(line));

  it.each([
    ['objects', (n: number) => `{"query":"query($v: ID!) { competition(id: $v) { id } }","variables":{"v":${nested(n)}}}`],
    ['lists', (n: number) => `{"query":"query($v: ID!) { competition(id: $v) { id } }","variables":{"v":${'['.repeat(n)}${']'.repeat(n)}}}`],
  ])('100,000 levels of %s over HTTP: DOCUMENT_TOO_COMPLEX, 400, nothing logged as an error', async (_what, body) => {
    const response = await fetch(suite.current().url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' }, body: body(100_000) });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(answer.errors[0].extensions.code).toBe('DOCUMENT_TOO_COMPLEX');
    expect(answer.errors[0].message).toContain('32 levels');
    expect(errorLogged()).toBe(false);
    await normalQueryMs(suite.current().url);
  });

  it('32 levels are still the ordinary refusal of a value of the wrong type (the bound is past any real input)', async () => {
    const response = await fetch(suite.current().url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: `{"query":"query($v: ID!) { competition(id: $v) { id } }","variables":{"v":${nested(31)}}}`,
    });
    const answer = (await response.json()) as { errors: Array<{ extensions: { code: string } }> };
    expect(answer.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('a subscription over WebSocket with 20,000 levels (inside one 64 KiB frame) is refused the same way, and the socket stays open', async () => {
    const ws = rawSocket(suite.current().url.replace('http', 'ws'));
    try {
      await ws.init();
      const query = JSON.stringify('subscription($v: ID!) { scoreboardUpdated(gameId: $v) { seq } }');
      ws.send(`{"id":"deep","type":"subscribe","payload":{"query":${query},"variables":{"v":${'['.repeat(20_000)}${']'.repeat(20_000)}}}}`);
      const refusal = await ws.next();
      expect(refusal).toMatchObject({ id: 'deep', type: 'error' });
      expect(JSON.stringify(refusal.payload)).toContain('DOCUMENT_TOO_COMPLEX');
      expect(errorLogged()).toBe(false);
      // The same socket answers a normal query after.
      expect(await ws.operation('normal', '{ competitions(limit: 1) { id } }')).toMatchObject({ type: 'next', payload: { data: { competitions: expect.any(Array) } } });
    } finally {
      ws.socket.close();
    }
  });
});
