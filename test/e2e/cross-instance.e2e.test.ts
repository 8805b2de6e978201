import { createClient } from 'redis';
import type { FaceoffServer } from '../../src/server/app';
import { CompetitionTreeDocument, ScoreboardUpdatedDocument } from '../generated/graphql';
import { ok, subscribe, wsClient } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, MYSQL_REDIS, channelPrefix, startTestServer } from '../support/server';
import { describeWith } from '../support/services';

describeWith(MYSQL_REDIS.needs, 'two instances sharing MariaDB and Redis', () => {
  let a: FaceoffServer;
  let b: FaceoffServer;
  let dropDatabase: () => Promise<void>;
  const prefix = channelPrefix();

  beforeAll(async () => {
    const database = await MYSQL_REDIS.database();
    dropDatabase = database.drop;
    // Started together: both migrate the fresh database, under the migration lock.
    [a, b] = await Promise.all([
      startTestServer({ databaseUrl: database.url, redisUrl: MYSQL_REDIS.redisUrl, channelPrefix: prefix }),
      startTestServer({ databaseUrl: database.url, redisUrl: MYSQL_REDIS.redisUrl, channelPrefix: prefix }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await dropDatabase?.();
  });

  it('serves what one instance stored from the other', async () => {
    const league = await seedLeague(a.url);
    const { competition } = await ok(b.url, CompetitionTreeDocument, { id: league.competitionId }, ADMIN_TOKEN);
    expect(competition!.divisions[0].games[0].id).toBe(league.gameId);
  });

  it('delivers a message published on one instance to a subscriber of the other', async () => {
    const league = await seedLeague(a.url);
    const client = wsClient(b.wsUrl);
    try {
      const feed = subscribe(client, ScoreboardUpdatedDocument, { gameId: league.gameId });
      // The first message means b's Redis subscription for this game is live.
      expect((await feed.next()).data!.scoreboardUpdated.seq).toBe(0);

      const stored = await a.services.games.scoreboard(league.gameId);
      await a.bus.publishScoreboard({ ...stored, seq: 1, home: { ...stored.home, score: 1 } });

      expect((await feed.next()).data!.scoreboardUpdated).toMatchObject({ seq: 1, home: { score: 1, team: { name: league.teams[0].name } } });
      feed.dispose();
    } finally {
      await client.dispose();
    }
  });

  it('holds one Redis subscription per watched channel, however many watch it, and drops it when the last watcher leaves', async () => {
    const league = await seedLeague(a.url);
    const redis = createClient({ url: MYSQL_REDIS.redisUrl });
    await redis.connect();
    const client = wsClient(b.wsUrl);
    try {
      const channel = `${prefix}:game.${league.gameId}.scoreboard`;
      const subscribers = async () => Number((await redis.pubSubNumSub(channel))[channel]);
      const watchers = [1, 2, 3].map(() => subscribe(client, ScoreboardUpdatedDocument, { gameId: league.gameId }));
      await Promise.all(watchers.map((w) => w.next()));
      expect(await subscribers()).toBe(1);
      for (const w of watchers) w.dispose();
      // Unsubscribing follows the clients' complete messages: polled, bounded.
      const deadline = Date.now() + 5_000;
      while ((await subscribers()) !== 0) {
        if (Date.now() > deadline) throw new Error('b still subscribed to a channel nobody watches');
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      await client.dispose();
      await redis.quit();
    }
  });
});
