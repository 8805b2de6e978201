import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import WebSocket from 'ws';
import { CoachWatchDocument, CreateApiTokenDocument, PublicWatchDocument, RecordGoalDocument, RecordShotDocument, StartClockDocument, StartGameDocument } from '../generated/graphql';
import { nextData, ok, subscribe, wsClientsPerTest } from '../support/client';
import { deferred } from '../support/deferred';
import { frameText } from '../support/raw-ws';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, startTestServer } from '../support/server';
import type { FaceoffServer } from '../../src/server/app';
import { CLOSE_TOO_SLOW, TOO_MANY_SUBSCRIPTIONS } from '../../src/server/websocket';

/**
 * The WebSocket endpoint at scale, on the embedded default: subscribers of
 * one feed with one document and one view share one execution, and views never mix; a subscriber
 * that stops reading is closed with CLOSE_TOO_SLOW while the others keep receiving; subscriptions
 * are limited per connection and per address; a socket that stops answering pings is dropped.
 */
describe('the WebSocket endpoint at scale', () => {
  let server: FaceoffServer;
  beforeAll(async () => {
    server = await startTestServer({
      databaseUrl: 'sqlite::memory:',
      settings: {
        FACEOFF_WS_MAX_SUBSCRIPTIONS_PER_CONNECTION: '3',
        FACEOFF_WS_MAX_SUBSCRIPTIONS_PER_ADDRESS: '5',
        FACEOFF_WS_MAX_BUFFERED_BYTES: '65536',
        // Off here: the paused socket below must not be dropped as dead (the last test has its own server).
        FACEOFF_WS_KEEPALIVE_MS: '0',
      },
    });
  });
  afterAll(() => server.stop());
  const url = () => server.url;
  const post = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, ADMIN_TOKEN);
  const client = wsClientsPerTest(() => server.wsUrl);

  /** A started game (clock running) of a fresh league, and its home team. */
  async function liveGame() {
    const league = await seedLeague(url(), { teams: 2, playersPerTeam: 8, firstNumber: 1 });
    await post(StartGameDocument, { gameId: league.gameId });
    await post(StartClockDocument, { gameId: league.gameId });
    return { league, gameId: league.gameId, home: league.teams[0].id };
  }

  /** A raw graphql-transport-ws socket, subscribed to `query`, resolved once its first answer arrives. */
  async function rawSubscriber(query: string, variables: Record<string, unknown>, options: WebSocket.ClientOptions = {}, wsUrl = server.wsUrl) {
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws', options);
    const closed = deferred<{ code: number; reason: string }>();
    const first = deferred<void>();
    socket.on('close', (code, reason) => closed.resolve({ code, reason: String(reason) }));
    socket.on('message', (raw) => {
      const message = JSON.parse(frameText(raw)) as { type: string };
      if (message.type === 'connection_ack') socket.send(JSON.stringify({ id: 'slow-1', type: 'subscribe', payload: { query, variables } }));
      if (message.type === 'next' || message.type === 'error') first.resolve();
    });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    await first.promise;
    return { socket, closed: closed.promise };
  }

  it('anonymous watchers of one document share one execution; a coach with the same document gets its own, and its private field never reaches them', async () => {
    const { league, gameId, home } = await liveGame();
    const { createApiToken } = await post(CreateApiTokenDocument, { input: { name: 'Coach of the home team', role: 'COACH', scopes: [`team:${home}`] } });
    const before = server.websocket.stats().sharedCohorts;
    const fans = [client(), client(), client()].map((c) => subscribe(c, CoachWatchDocument, { gameId }));
    const coach = subscribe(client(createApiToken.token), CoachWatchDocument, { gameId });

    // Fines are private (docs/security.md, "Who may read what"): the public view of this document
    // reads null for them, the coach's reads the list.
    const publicView = await Promise.all(fans.map((f) => f.next()));
    for (const message of publicView) {
      expect(message.errors).toBeUndefined();
      expect(message.data!.scoreboardUpdated.home).toEqual({ score: 0, team: { id: home, unpaidFines: null } });
    }
    expect((await nextData(coach)).scoreboardUpdated.home).toEqual({ score: 0, team: { id: home, unpaidFines: [] } });
    // Three fans, one coach: two executions of the feed, not four.
    expect(server.websocket.stats().sharedCohorts - before).toBe(2);

    await post(RecordGoalDocument, { input: { gameId, teamId: home, scorerId: league.teams[0].players[4].id, assistIds: [] } });
    expect((await nextData(coach)).scoreboardUpdated.home).toMatchObject({ score: 1, team: { unpaidFines: [] } });
    // The fans' view of the new scoreboard is null fines again, with no data from the coach's.
    for (const fan of fans) {
      const message = await fan.next();
      expect(message.data!.scoreboardUpdated.home).toEqual({ score: 1, team: { id: home, unpaidFines: null } });
      expect(JSON.stringify(message)).not.toContain('amountCents');
    }
    // The same public document with another view's data is never cached across: a late fan gets the current public view, not the coach's data.
    const late = await subscribe(client(), CoachWatchDocument, { gameId }).next();
    expect(late.data!.scoreboardUpdated.home).toEqual({ score: 1, team: { id: home, unpaidFines: null } });
  });

  it('a late watcher of a shared feed gets the current scoreboard at once, then every change', async () => {
    const { gameId, home } = await liveGame();
    const early = subscribe(client(), PublicWatchDocument, { gameId });
    const first = (await nextData(early)).scoreboardUpdated.seq;
    await post(RecordShotDocument, { gameId, teamId: home });
    expect((await nextData(early)).scoreboardUpdated.seq).toBe(first + 1);
    const late = subscribe(client(), PublicWatchDocument, { gameId });
    expect((await nextData(late)).scoreboardUpdated.seq).toBe(first + 1);
    await post(RecordShotDocument, { gameId, teamId: home });
    expect([(await nextData(early)).scoreboardUpdated.seq, (await nextData(late)).scoreboardUpdated.seq]).toEqual([first + 2, first + 2]);
  });

  it(`a subscriber that stops reading is closed with ${CLOSE_TOO_SLOW} once its send buffer passes the bound, while the others keep receiving`, async () => {
    const { gameId, home } = await liveGame();
    // A greedy document (a large message per event, within an anonymous caller's document limits) on a socket that stops reading.
    const fields = Array.from({ length: 20 }, (_, i) => `f${i}: home { team { roster { number position player { id name birthDate } } } }`).join(' ');
    const slow = await rawSubscriber(`subscription Greedy($gameId: ID!) { scoreboardUpdated(gameId: $gameId) { seq ${fields} } }`, { gameId });
    try {
      slow.socket.pause();
      const watcher = subscribe(client(), PublicWatchDocument, { gameId });
      await nextData(watcher);

      // Events until the endpoint gives up on the slow socket (the kernel's buffers fill first).
      let events = 0;
      while (server.websocket.stats().closedTooSlow === 0) {
        if (events === 3000) throw new Error('3000 events and the slow subscriber is still open');
        await post(RecordShotDocument, { gameId, teamId: home });
        events += 1;
      }
      // The other watcher got every one of them, in order.
      let seq = 0;
      for (let i = 0; i < events; i += 1) {
        const next = (await nextData(watcher)).scoreboardUpdated.seq;
        expect(next).toBeGreaterThan(seq);
        seq = next;
      }
      slow.socket.resume();
      expect(await slow.closed).toEqual({ code: CLOSE_TOO_SLOW, reason: expect.stringMatching(/^Subscriber too slow: more than 65536 bytes waiting/) });
    } finally {
      // Whatever happened, its subscription does not outlive the test (the per-address count is the next test's).
      slow.socket.terminate();
    }
    // Filling the kernel's socket buffers takes hundreds of events, each a transaction: seconds alone,
    // a minute on a machine busy with other suites. The ceiling is for a hang, not a timing.
  }, 180_000);

  it('subscriptions are limited per connection and per address, with TOO_MANY_SUBSCRIPTIONS; ending one makes room', async () => {
    const { gameId } = await liveGame();
    const refused = async (feed: ReturnType<typeof subscribe>) => {
      // The feed rejects with an Error whose cause is the GraphQL errors the server answered with.
      const error = await feed.next().then(
        () => null,
        (e: Error) => e.cause,
      );
      return (error as Array<{ extensions?: { code?: string }; message: string }>)[0];
    };
    const first = client();
    const feeds = [1, 2, 3].map(() => subscribe(first, PublicWatchDocument, { gameId }));
    await Promise.all(feeds.map((f) => nextData(f)));
    expect(await refused(subscribe(first, PublicWatchDocument, { gameId }))).toMatchObject({
      extensions: { code: TOO_MANY_SUBSCRIPTIONS },
      message: expect.stringContaining('3 subscriptions, the most one connection may hold'),
    });
    feeds[0].dispose();
    await nextData(subscribe(first, PublicWatchDocument, { gameId }));

    // Another connection from the same address: two more fit (5 in all), the sixth does not.
    const second = client();
    await Promise.all([1, 2].map(() => nextData(subscribe(second, PublicWatchDocument, { gameId }))));
    expect(await refused(subscribe(second, PublicWatchDocument, { gameId }))).toMatchObject({
      extensions: { code: TOO_MANY_SUBSCRIPTIONS },
      message: expect.stringContaining('this address already hold 5 subscriptions'),
    });
  });

  it('a socket that stops answering pings is dropped; one that answers stays', async () => {
    const { gameId } = await liveGame();
    const pinging = await startTestServer({ databaseUrl: 'sqlite::memory:', settings: { FACEOFF_WS_KEEPALIVE_MS: '100' } });
    try {
      // The game lives in the suite's database; an unknown game is refused, which is all a socket needs to be open.
      const mute = await rawSubscriber(print(PublicWatchDocument), { gameId }, { autoPong: false }, pinging.wsUrl);
      const answering = await rawSubscriber(print(PublicWatchDocument), { gameId }, {}, pinging.wsUrl);
      // Terminated, not closed: a dead peer cannot answer a close frame.
      expect((await mute.closed).code).toBe(1006);
      expect(answering.socket.readyState).toBe(WebSocket.OPEN);
      answering.socket.close();
    } finally {
      await pinging.stop();
    }
  });
});
