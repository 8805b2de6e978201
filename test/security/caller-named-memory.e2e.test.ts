import { normalQueryMs, productionServerPerSuite } from '../support/production-server';

/**
 * What the server keeps because a caller named it (docs/security.md, "What a caller can make the
 * server keep"): an operation name, a document, variables, an Accept value. Each is bounded by size
 * and count, and an operation name that the document does not define is refused before anything
 * is kept. Measured on the built server in production mode, in a process of its own: its resident
 * memory after the flood, and a normal query answered after it.
 */
describe('memory kept for what a caller names (security)', () => {
  const suite = productionServerPerSuite();

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(suite.current().url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('an operation name the document does not define is refused, and the server answers normally after', async () => {
    const response = await post({ query: 'query Scores { competitions(limit: 1) { id } }', operationName: 'Elsewhere' }, { accept: 'application/graphql-response+json' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { data?: unknown; errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.data).toBeUndefined();
    expect(body.errors[0].extensions.code).toBe('OPERATION_RESOLUTION_FAILURE');
    await normalQueryMs(suite.current().url);
  });

  it('1,000 distinct 500 kB operation names grow the resident memory by far less than they weigh (500 MB), and a normal query still answers', async () => {
    // The first requests warm the server up (parsing, the schema, the cache's first entries).
    for (let i = 0; i < 20; i += 1) await normalQueryMs(suite.current().url);
    const before = suite.current().rss();
    const name = (i: number) => `N${i.toString(36).padStart(6, '0')}${'x'.repeat(500_000)}`;
    const query = '{ competitions(limit: 1) { id } }';
    // Eight at a time, as a script would; every answer is read to its end.
    for (let i = 0; i < 1_000; i += 8) {
      try {
        await Promise.all(Array.from({ length: 8 }, (_, j) => post({ query, operationName: name(i + j) }).then((r) => r.arrayBuffer())));
      } catch (error) {
        // A connection the server closed: what the server said about it is the lead to follow.
        throw new Error(`request ${i}-${i + 7} failed; the server's last log lines:\n${suite.current().lines.slice(-15).join('\n')}`, { cause: error });
      }
    }
    const grown = suite.current().rss() - before;
    // The names weigh 500 MB; kept, they were all still there (2.98 GB for 2,800 1 MB names).
    expect(grown).toBeLessThan(150 * 1024 * 1024);
    await normalQueryMs(suite.current().url);
  }, 180_000);
});
