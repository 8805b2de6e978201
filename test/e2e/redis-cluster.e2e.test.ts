import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FaceoffServer } from '../../src/server/app';
import { RecordGoalDocument, ScoreboardUpdatedDocument, StartClockDocument, StartGameDocument } from '../generated/graphql';
import { ok, subscribe, wsClient } from '../support/client';
import { scratchDatabase } from '../support/mysql';
import { type TestRedisCluster, startRedisCluster } from '../support/redis-cluster';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, channelPrefix, startTestServer } from '../support/server';
import { describeWith, mysqlUrl } from '../support/services';

/**
 * Two Faceoff instances whose pub/sub is a throwaway 3-node Redis Cluster, sharing MariaDB when
 * DATABASE_URL names it, or else one SQLite file.
 */
describeWith(['redis-server'], 'two instances sharing a Redis Cluster', () => {
  let cluster: TestRedisCluster;
  let a: FaceoffServer;
  let b: FaceoffServer;
  let dropDatabase: () => Promise<void>;
  const prefix = channelPrefix();

  beforeAll(async () => {
    cluster = await startRedisCluster(3);
    let databaseUrl: string;
    if (mysqlUrl()) {
      const database = await scratchDatabase(mysqlUrl()!);
      databaseUrl = database.url;
      dropDatabase = database.drop;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'faceoff-cluster-e2e-'));
      databaseUrl = `sqlite:${join(dir, 'faceoff.db')}`;
      dropDatabase = async () => rmSync(dir, { recursive: true, force: true });
    }
    const settings = { REDIS_CLUSTER_URLS: cluster.urls };
    // One after the other: the second finds the database migrated.
    a = await startTestServer({ databaseUrl, channelPrefix: prefix, settings });
    b = await startTestServer({ databaseUrl, channelPrefix: prefix, settings });
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await dropDatabase?.();
    await cluster?.stop();
  });

  it('reports the cluster pub/sub ready', async () => {
    for (const server of [a, b]) {
      const response = await fetch(new URL('/readyz', server.url));
      expect(await response.json()).toMatchObject({ status: 'ready', pubsub: 'ok' });
    }
  });

  it('delivers a goal recorded on one instance to a scoreboardUpdated subscriber of the other', async () => {
    const league = await seedLeague(a.url, { playersPerTeam: 8, firstNumber: 1 });
    const gameId = league.gameId;
    const client = wsClient(b.wsUrl);
    try {
      const feed = subscribe(client, ScoreboardUpdatedDocument, { gameId });
      // The first message means b's sharded subscription for this game is live.
      expect((await feed.next()).data!.scoreboardUpdated.seq).toBe(0);
      const held = await Promise.all(cluster.ports.map((port) => cluster.cli(port, 'pubsub', 'shardchannels', `${prefix}:game.${gameId}.*`)));
      expect(held.join('')).toContain(`${prefix}:game.${gameId}.scoreboard`);

      await ok(a.url, StartGameDocument, { gameId }, ADMIN_TOKEN);
      await ok(a.url, StartClockDocument, { gameId }, ADMIN_TOKEN);
      const scorer = league.teams[0].players[1];
      const { recordGoal } = await ok(a.url, RecordGoalDocument, { input: { gameId, teamId: league.teams[0].id, scorerId: scorer.id } }, ADMIN_TOKEN);
      expect(recordGoal.home.score).toBe(1);

      // b may coalesce the updates before the goal; the goal's own arrives, in order.
      let update = (await feed.next()).data!.scoreboardUpdated;
      while (update.seq < recordGoal.seq) update = (await feed.next()).data!.scoreboardUpdated;
      expect(update).toMatchObject({ seq: recordGoal.seq, home: { score: 1, team: { name: league.teams[0].name } } });
      feed.dispose();
    } finally {
      await client.dispose();
    }
  });
});
