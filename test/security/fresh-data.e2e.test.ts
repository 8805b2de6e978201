import { parse } from 'graphql';
import type { FaceoffServer } from '../../src/server/app';
import { RecordFineDocument, RecordShotDocument, StartGameDocument } from '../generated/graphql';
import { ok, subscribe, wsClient } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, startTestServer } from '../support/server';

/**
 * Fresh data on long-lived sockets (docs/security.md, "WebSocket"): what a subscription's event or
 * a later operation reads is read for it, never served from caches kept since the socket opened,
 * so a fine recorded after a coach's feed opened shows on its next update.
 */
describe.each([
  ['subscribers sharing one execution', '1'],
  ['each subscriber its own execution', '0'],
])('data read over a long-lived socket (%s)', (_name, sharedExecution) => {
  let server: FaceoffServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: 'sqlite::memory:', settings: { FACEOFF_SHARED_EXECUTION: sharedExecution } });
  });
  afterAll(() => server.stop());

  const feedDocument = parse(`subscription Fines($gameId: ID!) { scoreboardUpdated(gameId: $gameId) { seq home { shots team { fines { reason } } } } }`);

  it('a fine recorded after a feed opened shows on its next scoreboard, and on a later query of the socket', async () => {
    const url = server.url;
    const league = await seedLeague(url, { playersPerTeam: 7, firstNumber: 1 });
    const home = league.teams[0].id;
    await ok(url, StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    const client = wsClient(server.wsUrl, ADMIN_TOKEN);
    try {
      const feed = subscribe<{ scoreboardUpdated: { seq: number; home: { shots: number; team: { fines: Array<{ reason: string }> } } } }, { gameId: string }>(client, feedDocument, {
        gameId: league.gameId,
      });
      expect((await feed.next()).data?.scoreboardUpdated.home.team.fines).toEqual([]);

      await ok(url, RecordFineDocument, { input: { teamId: home, competitionId: league.competitionId, amountCents: 5000, reason: 'Late roster sheet' } }, ADMIN_TOKEN);
      await ok(url, RecordShotDocument, { gameId: league.gameId, teamId: home }, ADMIN_TOKEN);
      const next = (await feed.next()).data?.scoreboardUpdated;
      expect(next?.home).toEqual({ shots: 1, team: { fines: [{ reason: 'Late roster sheet' }] } });

      // A later query on the same socket reads it too.
      const query = subscribe<{ team: { fines: Array<{ reason: string }> } }, { id: string }>(client, parse(`query ($id: ID!) { team(id: $id) { fines { reason } } }`), { id: home });
      expect((await query.next()).data?.team.fines).toEqual([{ reason: 'Late roster sheet' }]);
      feed.dispose();
    } finally {
      await client.dispose();
    }
  });
});
