import { ApiTokenEntity } from '../../src/db/entities';
import type { FaceoffServer } from '../../src/server/app';
import { CreateApiTokenDocument, IssueScorekeeperTokensDocument, RevokeApiTokenDocument, StartGameDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { rawSocket } from '../support/raw-ws';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, MYSQL_REDIS, channelPrefix, startTestServer } from '../support/server';
import { describeWith } from '../support/services';

/**
 * Revocation that reaches open sockets (docs/security.md, "Tokens on open sockets"): a token is
 * checked at connection_init and again before every operation (an answer trusted for at most
 * FACEOFF_AUTH_RECHECK_MS); a revocation is published to every instance, whose sockets opened with
 * the token close with 4403 at once; a revocation whose message was lost is found by the periodic
 * re-check.
 */
const shot = (gameId: string, teamId: string) => `mutation { recordShot(gameId: "${gameId}", teamId: "${teamId}") { home { shots } } }`;

async function scorekeeperGame(server: FaceoffServer) {
  const league = await seedLeague(server.url, { playersPerTeam: 7, firstNumber: 1 });
  await ok(server.url, StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
  const { createApiToken } = await ok(server.url, CreateApiTokenDocument, { input: { name: 'Rink 2 tablet', role: 'SCOREKEEPER', scopes: [`competition:${league.competitionId}`] } }, ADMIN_TOKEN);
  return { league, gameId: league.gameId, home: league.teams[0].id, token: createApiToken.token, tokenId: createApiToken.apiToken.id };
}

async function shotsOf(server: FaceoffServer, gameId: string): Promise<number> {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ game(id: "${gameId}") { scoreboard { home { shots } } } }` }),
  });
  return ((await response.json()) as { data: { game: { scoreboard: { home: { shots: number } } } } }).data.game.scoreboard.home.shots;
}

describe('a revoked token on open sockets (one instance)', () => {
  let server: FaceoffServer;
  beforeAll(async () => {
    // An hour between re-checks: what closes a socket here is the revocation itself, or the check before an operation.
    server = await startTestServer({ databaseUrl: 'sqlite::memory:', settings: { FACEOFF_AUTH_RECHECK_MS: '3600000' } });
  });
  afterAll(() => server.stop());

  it('closes a scorekeeper socket with 4403 the moment its token is revoked; nothing more is recorded through it', async () => {
    const { gameId, home, token, tokenId } = await scorekeeperGame(server);
    const ws = rawSocket(server.wsUrl);
    await ws.init(token);
    expect(await ws.operation('1', shot(gameId, home))).toMatchObject({ type: 'next', payload: { data: { recordShot: { home: { shots: 1 } } } } });

    await ok(server.url, RevokeApiTokenDocument, { id: tokenId }, ADMIN_TOKEN);
    expect(await ws.closed).toEqual({ code: 4403, reason: 'Forbidden: the token was revoked' });
    expect(await shotsOf(server, gameId)).toBe(1);
  });

  it("checks the token again before each operation: revoked behind the server's back, the next operation is refused and the socket closed", async () => {
    const { gameId, home, token, tokenId } = await scorekeeperGame(server);
    const ws = rawSocket(server.wsUrl);
    await ws.init(token);
    // Straight in the database, as another tool would: no message goes out.
    await server.db.manager.update(ApiTokenEntity, { id: tokenId }, { revokedAt: new Date() });
    const answer = await ws.operation('1', shot(gameId, home));
    expect(answer).toMatchObject({ type: 'error', payload: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    expect((await ws.closed).code).toBe(4403);
    expect(await shotsOf(server, gameId)).toBe(0);
  });

  it("R82: closes a tablet card's socket with 4403 the moment a new print replaces the card; nothing more is recorded through it", async () => {
    const { league, gameId, home } = await scorekeeperGame(server);
    const print = () => ok(server.url, IssueScorekeeperTokensDocument, { input: { competitionId: league.competitionId } }, ADMIN_TOKEN);
    const [card] = (await print()).issueScorekeeperTokens.cards;
    expect(card.game.id).toBe(gameId);
    const ws = rawSocket(server.wsUrl);
    await ws.init(card.token);
    expect(await ws.operation('1', shot(gameId, home))).toMatchObject({ type: 'next', payload: { data: { recordShot: { home: { shots: 1 } } } } });

    expect((await print()).issueScorekeeperTokens.revoked).toBe(1);
    expect(await ws.closed).toEqual({ code: 4403, reason: 'Forbidden: the token was revoked' });
    expect(await shotsOf(server, gameId)).toBe(1);
  });

  it('leaves the sockets of other tokens and anonymous watchers open', async () => {
    const first = await scorekeeperGame(server);
    const second = await scorekeeperGame(server);
    const revoked = rawSocket(server.wsUrl);
    const kept = rawSocket(server.wsUrl);
    const anonymous = rawSocket(server.wsUrl);
    await Promise.all([revoked.init(first.token), kept.init(second.token), anonymous.init()]);
    await ok(server.url, RevokeApiTokenDocument, { id: first.tokenId }, ADMIN_TOKEN);
    expect((await revoked.closed).code).toBe(4403);
    expect(await kept.operation('1', shot(second.gameId, second.home))).toMatchObject({ type: 'next' });
    expect(await anonymous.operation('1', '{ serverTime }')).toMatchObject({ type: 'next' });
    kept.socket.close();
    anonymous.socket.close();
  });
});

describe('a revocation whose message never arrived', () => {
  let server: FaceoffServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: 'sqlite::memory:', settings: { FACEOFF_AUTH_RECHECK_MS: '200' } });
  });
  afterAll(() => server.stop());

  it('still closes the idle socket within FACEOFF_AUTH_RECHECK_MS (the periodic re-check asks the database)', async () => {
    const { gameId, home, token, tokenId } = await scorekeeperGame(server);
    const ws = rawSocket(server.wsUrl);
    await ws.init(token);
    expect(await ws.operation('1', shot(gameId, home))).toMatchObject({ type: 'next' });
    await server.db.manager.update(ApiTokenEntity, { id: tokenId }, { revokedAt: new Date() });
    expect(await ws.closed).toEqual({ code: 4403, reason: 'Forbidden: the token was revoked' });
  });
});

describeWith(MYSQL_REDIS.needs, 'a revoked token on open sockets of another instance (MariaDB and Redis)', () => {
  let a: FaceoffServer;
  let b: FaceoffServer;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await MYSQL_REDIS.database();
    drop = database.drop;
    const prefix = channelPrefix();
    const settings = { FACEOFF_AUTH_RECHECK_MS: '3600000' };
    [a, b] = await Promise.all([
      startTestServer({ databaseUrl: database.url, redisUrl: MYSQL_REDIS.redisUrl, channelPrefix: prefix, settings }),
      startTestServer({ databaseUrl: database.url, redisUrl: MYSQL_REDIS.redisUrl, channelPrefix: prefix, settings }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await drop?.();
  });

  it('closes the socket on instance B with 4403 when an ADMIN revokes the token on instance A', async () => {
    const { gameId, home, token, tokenId } = await scorekeeperGame(a);
    const ws = rawSocket(b.wsUrl);
    await ws.init(token);
    expect(await ws.operation('1', shot(gameId, home))).toMatchObject({ type: 'next' });
    await ok(a.url, RevokeApiTokenDocument, { id: tokenId }, ADMIN_TOKEN);
    expect((await ws.closed).code).toBe(4403);
  });
});
