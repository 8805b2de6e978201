import { once } from 'node:events';
import { ScoreboardUpdatedDocument } from '../generated/graphql';
import { subscribe, wsClient } from '../support/client';
import { deferred } from '../support/deferred';
import { seedLeague } from '../support/seed';
import { startTestServer } from '../support/server';

describe('graceful shutdown', () => {
  it('finishes a request in flight, closes subscribers with 1001, then refuses new connections', async () => {
    const server = await startTestServer({ databaseUrl: 'sqlite::memory:' });
    const league = await seedLeague(server.url);

    const client = wsClient(server.wsUrl);
    const closed = deferred<number>();
    client.on('closed', (event) => closed.resolve((event as { code: number }).code));
    const feed = subscribe(client, ScoreboardUpdatedDocument, { gameId: league.gameId });
    await feed.next();

    // A request whose body is still arriving when the shutdown begins.
    const body = new TransformStream<Uint8Array, Uint8Array>();
    const writer = body.writable.getWriter();
    const received = once(server.httpServer, 'request');
    const inFlight = fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body.readable, duplex: 'half' });
    await writer.write(new TextEncoder().encode(`{"query":"{ competition(id: \\"${league.competitionId}`));
    await received;

    const stopped = server.stop();
    await writer.write(new TextEncoder().encode('\\") { name } }"}'));
    await writer.close();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown }).data).toEqual({ competition: { name: expect.stringMatching(/^Cup /) } });
    expect(await closed.promise).toBe(1001);
    await stopped;

    await expect(fetch(server.url.replace('/graphql', '/healthz'))).rejects.toThrow();
    await client.dispose();
  });
});
