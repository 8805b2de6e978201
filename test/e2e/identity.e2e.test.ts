import { randomBytes, randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  CancelGameDocument,
  EndGameDocument,
  EndPeriodDocument,
  FirstLogEntryDocument,
  IdentitiesDocument,
  LiveGamesFeedDocument,
  NodeByIdDocument,
  RecordResultDocument,
  RescheduleGameDocument,
  ScheduleGameDocument,
  StandingsVersionFeedDocument,
  StartClockDocument,
  StartGameDocument,
  VenueFeedDocument,
} from '../generated/graphql';
import { failure, type Feed, nextData, ok, subscribe, wsClientsPerTest } from '../support/client';
import { RULESETS } from '../../src/domain/rulesets';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

const HOUR = 60 * 60_000;

/**
 * Global object identification (docs/design.md, "Ids and the Node interface"): every type a client
 * caches has an id unique across the API and node(id:) fetches it again, the standings and the
 * bracket carry a version; and the feeds that let the rink screen and the front page stop polling
 * (venueUpdated, liveGamesUpdated) send what changed when it changes.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `ids, Node and the rink and live-game feeds on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const admin = <T, V>(document: TypedDocumentNode<T, V>, variables: V) => ok(url(), document, variables, ADMIN_TOKEN);
    const node = async (id: string, token?: string) => (await ok(url(), NodeByIdDocument, { id }, token)).node;
    const client = wsClientsPerTest(() => suite.current().wsUrl);

    /** A started game played to its end: the regulation periods after the first `played` run down and ended, then the game. */
    async function playOut(gameId: string, played = 0) {
      for (let period = played; period < RULESETS.COLE_HARBOUR_CLASSIC.regulationPeriods; period += 1) {
        await admin(StartClockDocument, { gameId });
        await admin(EndPeriodDocument, { gameId });
      }
      await admin(EndGameDocument, { gameId });
    }

    /** The feed's data, message after message, until one is what the test waits for. */
    async function until<T>(feed: Feed<T>, wanted: (data: T) => boolean): Promise<T> {
      for (;;) {
        const data = await nextData(feed);
        if (wanted(data)) return data;
      }
    }

    /** A game at a rink of its own, starting `fromNow` ms from now (a past start may be started at once). */
    async function gameAtOwnRink(fromNow = -HOUR) {
      const league = await seedLeague(url(), { playersPerTeam: 7, firstNumber: 1 });
      const venue = `Rink ${randomBytes(4).toString('hex')}`;
      const [home, away] = league.teams;
      const { scheduleGame } = await admin(ScheduleGameDocument, {
        input: { divisionId: league.divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt: new Date(Date.now() + fromNow).toISOString(), stage: 'ROUND_ROBIN', venue },
      });
      return { league, venue, gameId: scheduleGame.id };
    }

    it('every cached type has an id unique across the API, and node(id:) fetches each again', async () => {
      const { league, venue, gameId } = await gameAtOwnRink();
      const asOf = '2026-01-01T00:00:00.000Z';
      const read = await ok(url(), IdentitiesDocument, { gameId, divisionId: league.divisionId, asOf, venue });
      const ids = [read.game!.id, read.game!.scoreboard.id, read.standings.id, read.past.id, read.venue!.id, read.game!.home.id, league.divisionId, league.competitionId];
      expect(new Set(ids).size).toBe(ids.length);
      expect(read.game!.id).toBe(gameId);
      // A table as of a date is another object than today's: a cache never takes one for the other.
      expect(read.past.id).not.toBe(read.standings.id);

      expect(await node(gameId)).toMatchObject({ __typename: 'Game', id: gameId, status: 'SCHEDULED', home: { id: league.teams[0].id } });
      expect(await node(read.game!.scoreboard.id)).toEqual({ __typename: 'Scoreboard', id: read.game!.scoreboard.id, gameId, seq: 0, status: 'SCHEDULED' });
      expect(await node(league.teams[1].id)).toEqual({ __typename: 'Team', id: league.teams[1].id, name: league.teams[1].name });
      expect(await node(league.divisionId)).toMatchObject({ __typename: 'Division', id: league.divisionId });
      expect(await node(league.competitionId)).toMatchObject({ __typename: 'Competition', id: league.competitionId });
      expect(await node(read.standings.id)).toMatchObject({ __typename: 'Standings', id: read.standings.id, version: read.standings.version, division: { id: league.divisionId } });
      // As of a date before any game: both teams, no points.
      expect(await node(read.past.id)).toMatchObject({ __typename: 'Standings', id: read.past.id, rows: [{ points: 0 }, { points: 0 }] });
      expect(await node(read.venue!.id)).toEqual({ __typename: 'Venue', id: read.venue!.id, name: venue, current: null, next: { id: gameId } });

      // An entry of the game's log, typed by its kind.
      await admin(StartGameDocument, { gameId });
      const entry = (await ok(url(), FirstLogEntryDocument, { gameId })).game!.log.edges[0].node;
      expect(await node(entry.id)).toEqual({ __typename: 'GameStartedEntry', id: entry.id, seq: 1, game: { id: gameId } });

      // A player's personal fields keep their own rule through node(id:): null to anyone but their owners.
      const player = league.teams[0].players[1];
      expect(await node(player.id)).toEqual({ __typename: 'Player', id: player.id, name: player.name, birthDate: null });
      expect(await node(player.id, ADMIN_TOKEN)).toMatchObject({ birthDate: '1990-05-17' });
    });

    it.each([
      ['an unknown UUID', () => randomUUID()],
      ['a scoreboard of no game', () => `Scoreboard:${randomUUID()}`],
      ['a scoreboard whose key is not an id', () => 'Scoreboard:1 OR 1=1'],
      ['standings of a bad date', () => `Standings:${randomUUID()}@yesterday`],
      ['a rink never used', () => 'Venue:Nowhere Arena'],
      ['a type that is not a node', () => `TeamLine:${randomUUID()}`],
      ['no type at all', () => 'hello'],
    ])('node(id:) answers null for %s', async (_what, id) => {
      expect(await node(id())).toBeNull();
    });

    it('refuses an id longer than any id, before reading anything', async () => {
      expect(await failure(url(), NodeByIdDocument, { id: `Venue:${'x'.repeat(300)}` })).toMatchObject({ code: 'BAD_USER_INPUT' });
    });

    it('the standings version goes up with a result, in the query, in node(id:) and in standingsUpdated', async () => {
      const league = await seedLeague(url(), { playersPerTeam: 7, firstNumber: 1 });
      const feed = subscribe(client(), StandingsVersionFeedDocument, { divisionId: league.divisionId });
      const before = (await nextData(feed)).standingsUpdated;
      await admin(RecordResultDocument, { input: { gameId: league.gameId, homeScore: 3, awayScore: 1, decision: 'REGULATION' } });
      const after = (await nextData(feed)).standingsUpdated;
      expect(after.id).toBe(before.id);
      expect(after.version).toBeGreaterThan(before.version);
      expect(after.rows.find((row) => row.team.id === league.teams[0].id)?.points).toBeGreaterThan(0);
      expect(await node(after.id)).toMatchObject({ version: after.version });
    });

    it("venueUpdated: the rink's next game, then the game under way, then none once it ends; a game moved there or cancelled", async () => {
      const { league, venue, gameId } = await gameAtOwnRink();
      const feed = subscribe(client(), VenueFeedDocument, { name: venue });
      const first = (await nextData(feed)).venueUpdated!;
      expect(first).toMatchObject({ name: venue, current: null, next: { id: gameId } });

      await admin(StartGameDocument, { gameId });
      expect((await nextData(feed)).venueUpdated).toMatchObject({ id: first.id, current: { id: gameId, status: 'IN_PROGRESS' }, next: null });
      // Between periods the game is still the one there: its status is what changed.
      await admin(StartClockDocument, { gameId });
      await admin(EndPeriodDocument, { gameId });
      expect((await nextData(feed)).venueUpdated?.current).toEqual({ id: gameId, status: 'INTERMISSION' });
      await playOut(gameId, 1);
      expect((await until(feed, (data) => data.venueUpdated?.current === null)).venueUpdated).toMatchObject({ current: null, next: null });

      // Another game moved to this rink shows as its next; cancelled, it goes again.
      const [home, away] = league.teams;
      const { scheduleGame } = await admin(ScheduleGameDocument, {
        input: { divisionId: league.divisionId, homeTeamId: home.id, awayTeamId: away.id, startsAt: new Date(Date.now() + 2 * HOUR).toISOString(), stage: 'ROUND_ROBIN' },
      });
      await admin(RescheduleGameDocument, { gameId: scheduleGame.id, startsAt: new Date(Date.now() + 3 * HOUR).toISOString(), venue });
      expect((await nextData(feed)).venueUpdated).toMatchObject({ current: null, next: { id: scheduleGame.id } });
      await admin(CancelGameDocument, { gameId: scheduleGame.id, reason: 'Rink closed' });
      expect((await nextData(feed)).venueUpdated).toMatchObject({ current: null, next: null });
    });

    it('venueUpdated answers null for a rink no game was ever scheduled at, and refuses an overlong name', async () => {
      const feed = subscribe(client(), VenueFeedDocument, { name: `Rink ${randomBytes(4).toString('hex')}` });
      expect((await nextData(feed)).venueUpdated).toBeNull();
      const refused = subscribe(client(), VenueFeedDocument, { name: 'x'.repeat(500) });
      expect((await refused.next()).errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    });

    it("liveGamesUpdated: a competition's games as they start and end, not another competition's", async () => {
      const { league, gameId } = await gameAtOwnRink();
      const other = await gameAtOwnRink();
      const feed = subscribe(client(), LiveGamesFeedDocument, { competitionId: league.competitionId });
      expect((await nextData(feed)).liveGamesUpdated).toEqual([]);
      // The other competition's game starts first: this feed's next message is its own game's start.
      await admin(StartGameDocument, { gameId: other.gameId });
      await admin(StartGameDocument, { gameId });
      expect((await nextData(feed)).liveGamesUpdated).toEqual([{ id: gameId, status: 'IN_PROGRESS' }]);
      await playOut(gameId);
      expect((await until(feed, (data) => data.liveGamesUpdated.length === 0)).liveGamesUpdated).toEqual([]);

      // Every competition's list holds the other one's game, still under way.
      const all = subscribe(client(), LiveGamesFeedDocument, {});
      expect((await nextData(all)).liveGamesUpdated.map((game) => game.id)).toContain(other.gameId);
    });

    it('liveGamesUpdated refuses a competition that does not exist before sending anything', async () => {
      const feed = subscribe(client(), LiveGamesFeedDocument, { competitionId: randomUUID() });
      expect((await feed.next()).errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    });
  });
}
