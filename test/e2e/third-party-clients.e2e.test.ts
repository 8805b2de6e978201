import { createHash } from 'node:crypto';
import { ApolloClient, ApolloLink, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { Client as UrqlClient, fetchExchange, subscriptionExchange } from '@urql/core';
import { Kind, OperationTypeNode } from 'graphql';
import { createClient as createSseClient } from 'graphql-sse';
import { createClient as createWsClient } from 'graphql-ws';
import { filter, firstValueFrom, share } from 'rxjs';
import WebSocket from 'ws';
import { RecordGoalDocument, StartClockDocument, StartGameDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague, type SeededLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';

/**
 * GraphQL clients nobody here wrote, against a real server: each reads a game's scoreboard and
 * receives the goal that follows, live. Apollo Client (an HTTP link with its normalising
 * InMemoryCache, which adds __typename everywhere, and a graphql-ws link), urql with
 * `preferGetMethod` (a plain GET /graphql?query=…, as the GraphQL-over-HTTP spec gives it for
 * queries, with no header a browser form could not send) with graphql-sse's own client carrying
 * its subscription (Server-Sent Events), and Apollo's automatic persisted queries read by hash
 * over GET.
 */
describe('third-party GraphQL clients', () => {
  const suite = serverPerSuite(SQLITE);
  const url = () => suite.current().url;

  const BOARD = gql`
    query Board($id: ID!) {
      game(id: $id) {
        id
        scoreboard {
          gameId
          seq
          home {
            score
          }
          away {
            score
          }
        }
      }
    }
  `;
  const FEED = gql`
    subscription Feed($gameId: ID!) {
      scoreboardUpdated(gameId: $gameId) {
        gameId
        seq
        home {
          score
        }
        away {
          score
        }
      }
    }
  `;
  type Board = { game: { id: string; scoreboard: { seq: number; home: { score: number } } } };
  type Feed = { scoreboardUpdated: { seq: number; home: { score: number } } };

  /** Every request a client's fetch made: method, path and query, status, and the headers it sent. */
  function recordingFetch() {
    const seen: Array<{ method: string; url: URL; status: number; headers: Headers }> = [];
    const fetching: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      const response = await fetch(request);
      seen.push({ method: request.method, url: new URL(request.url), status: response.status, headers: request.headers });
      return response;
    };
    return { seen, fetch: fetching };
  }

  async function liveGame(): Promise<SeededLeague> {
    const league = await seedLeague(url(), { playersPerTeam: 7, firstNumber: 1 });
    await ok(url(), StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await ok(url(), StartClockDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    return league;
  }

  const goal = (league: SeededLeague) => {
    const home = league.teams[0];
    return ok(url(), RecordGoalDocument, { input: { gameId: league.gameId, teamId: home.id, scorerId: home.players[2].id } }, ADMIN_TOKEN);
  };

  it('Apollo Client: an HTTP link with InMemoryCache reads the scoreboard, a graphql-ws link receives the goal', async () => {
    const league = await liveGame();
    const ws = createWsClient({ url: suite.current().wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
    const link = ApolloLink.split(
      ({ query }) => {
        const definition = getMainDefinition(query);
        return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
      },
      new GraphQLWsLink(ws),
      new HttpLink({ uri: url() }),
    );
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    try {
      const { data } = await client.query<Board>({ query: BOARD, variables: { id: league.gameId } });
      expect(data?.game.scoreboard.home.score).toBe(0);
      // One subscription, watched twice: the feed opens with the board as it stands (score 0), and
      // the goal is recorded only then, so the 1 that follows came live.
      const feed = client.subscribe<Feed>({ query: FEED, variables: { gameId: league.gameId } }).pipe(share());
      const scored = firstValueFrom(feed.pipe(filter((result) => result.data?.scoreboardUpdated.home.score === 1)));
      expect((await firstValueFrom(feed)).data?.scoreboardUpdated.home.score).toBe(0);
      await goal(league);
      expect((await scored).data?.scoreboardUpdated.seq).toBeGreaterThan(data!.game.scoreboard.seq);
    } finally {
      client.stop();
      await ws.dispose();
    }
  });

  it("Apollo Client merges scoreboardUpdated into the cached game { scoreboard } by the scoreboard's id, with no type policies", async () => {
    const league = await liveGame();
    const BOARD_WITH_ID = gql`
      query BoardWithId($id: ID!) {
        game(id: $id) {
          id
          scoreboard {
            id
            seq
            home {
              score
            }
          }
        }
      }
    `;
    const FEED_WITH_ID = gql`
      subscription FeedWithId($gameId: ID!) {
        scoreboardUpdated(gameId: $gameId) {
          id
          seq
          home {
            score
          }
        }
      }
    `;
    type BoardWithId = { game: { id: string; scoreboard: { id: string; seq: number; home: { score: number } } } };
    const recorder = recordingFetch();
    const ws = createWsClient({ url: suite.current().wsUrl, webSocketImpl: WebSocket, retryAttempts: 0 });
    const link = ApolloLink.split(
      ({ query }) => {
        const definition = getMainDefinition(query);
        return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
      },
      new GraphQLWsLink(ws),
      new HttpLink({ uri: url(), fetch: recorder.fetch }),
    );
    // The cache as it comes: no typePolicies, no dataIdFromObject, no updateQuery.
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    const variables = { id: league.gameId };
    const seen: number[] = [];
    let waiting: (() => void) | undefined;
    const watched = client.watchQuery<BoardWithId>({ query: BOARD_WITH_ID, variables }).subscribe((result) => {
      const score = result.data?.game?.scoreboard?.home?.score;
      if (score === undefined) return;
      seen.push(score);
      waiting?.();
    });
    const shows = (score: number) =>
      new Promise<void>((resolve) => {
        waiting = () => seen.includes(score) && resolve();
        waiting();
      });
    try {
      await shows(0);
      const cached = () => client.readQuery<BoardWithId>({ query: BOARD_WITH_ID, variables })?.game.scoreboard.home.score;

      // The control: a feed without the scoreboard's id is kept apart from the query, which stays at 0.
      const unnormalised = client.subscribe<Feed>({ query: FEED, variables: { gameId: league.gameId } }).pipe(share());
      const first = firstValueFrom(unnormalised.pipe(filter((result) => result.data?.scoreboardUpdated.home.score === 1)));
      const started = unnormalised.subscribe(() => undefined);
      await goal(league);
      await first;
      expect(cached()).toBe(0);
      started.unsubscribe();

      // With the id, the feed's first snapshot (the goal already in it) and the next goal land in the cached query.
      const merged = client.subscribe({ query: FEED_WITH_ID, variables: { gameId: league.gameId } }).subscribe(() => undefined);
      await shows(1);
      await goal(league);
      await shows(2);
      merged.unsubscribe();
      expect(cached()).toBe(2);
      // Read once over HTTP: every later score came through the feed into the cache.
      expect(recorder.seen.filter((request) => request.method === 'POST' || request.method === 'GET')).toHaveLength(1);
      expect((client.cache.extract() as Record<string, unknown>)[`Game:${league.gameId}`]).toMatchObject({ scoreboard: { __ref: `Scoreboard:Scoreboard:${league.gameId}` } });
    } finally {
      watched.unsubscribe();
      client.stop();
      await ws.dispose();
    }
  });

  it('urql with preferGetMethod: a plain GET read (no preflight header), and the goal through graphql-sse', async () => {
    const league = await liveGame();
    const recorder = recordingFetch();
    const sse = createSseClient({ url: `${url()}/stream`, retryAttempts: 0 });
    const client = new UrqlClient({
      url: url(),
      preferGetMethod: true,
      fetch: recorder.fetch,
      exchanges: [
        fetchExchange,
        subscriptionExchange({
          forwardSubscription: (request) => ({
            subscribe: (sink) => ({ unsubscribe: sse.subscribe({ query: request.query ?? '', variables: request.variables }, sink) }),
          }),
        }),
      ],
    });
    try {
      const read = await client.query<Board>(BOARD, { id: league.gameId }).toPromise();
      expect(read.error).toBeUndefined();
      expect(read.data?.game.scoreboard.home.score).toBe(0);
      expect(recorder.seen).toHaveLength(1);
      const [get] = recorder.seen;
      expect([get.method, get.url.pathname, get.status]).toEqual(['GET', '/graphql', 200]);
      expect(get.url.searchParams.get('query')).toContain('scoreboard');
      expect([get.headers.get('apollo-require-preflight'), get.headers.get('x-apollo-operation-name'), get.headers.get('content-type')]).toEqual([null, null, null]);

      const scored = new Promise<Feed>((resolve, reject) => {
        let opened!: () => void;
        const open = new Promise<void>((r) => (opened = r));
        const subscription = client.subscription<Feed>(FEED, { gameId: league.gameId }).subscribe((result) => {
          if (result.error) reject(result.error);
          else if (result.data?.scoreboardUpdated.home.score === 1) {
            subscription.unsubscribe();
            resolve(result.data);
          } else opened();
        });
        void open.then(() => goal(league)).catch(reject);
      });
      expect((await scored).scoreboardUpdated.seq).toBeGreaterThan(read.data!.game.scoreboard.seq);
    } finally {
      sse.dispose();
    }
  });

  it('automatic persisted queries: once the document is registered, Apollo Client reads the scoreboard by its hash alone over GET', async () => {
    const league = await liveGame();
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    const reader = () => {
      const recorder = recordingFetch();
      const client = new ApolloClient({
        link: new PersistedQueryLink({ sha256, useGETForHashedQueries: true }).concat(new HttpLink({ uri: url(), fetch: recorder.fetch })),
        cache: new InMemoryCache(),
      });
      return { recorder, client };
    };
    // The first reader's hash is unknown: refused with PersistedQueryNotFound, then sent with its document.
    const first = reader();
    expect((await first.client.query<Board>({ query: BOARD, variables: { id: league.gameId } })).data?.game.scoreboard.home.score).toBe(0);
    expect(first.recorder.seen.length).toBeGreaterThanOrEqual(2);
    first.client.stop();

    await goal(league);
    const second = reader();
    const { data } = await second.client.query<Board>({ query: BOARD, variables: { id: league.gameId } });
    expect(data?.game.scoreboard.home.score).toBe(1);
    expect(second.recorder.seen).toHaveLength(1);
    const [get] = second.recorder.seen;
    expect([get.method, get.status, get.url.searchParams.has('query')]).toEqual(['GET', 200, false]);
    expect(JSON.parse(get.url.searchParams.get('extensions')!)).toMatchObject({ persistedQuery: { version: 1, sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    second.client.stop();
  });
});
