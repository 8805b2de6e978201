import {
  AuditTrailDocument,
  CompetitionTreeDocument,
  CorrectDivisionDocument,
  DivisionGamesPageDocument,
  GameLogWindowDocument,
  LogShotDocument,
  GameEventsPageDocument,
  RecordShotDocument,
  ScheduleGameDocument,
  StartClockDocument,
  StartGameDocument,
  TeamGamesPageDocument,
  type DivisionGamesPageQuery,
  type GameLogWindowQuery,
  type GameLogWindowQueryVariables,
  type TeamGamesPageQuery,
} from '../generated/graphql';
import { failure, ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, BACKENDS, serverPerSuite } from '../support/server';
import { describeWith } from '../support/services';

/**
 * Lists that grow with the season answer in pages (docs/design.md, "Pages"): a division's and a
 * team's games as Relay connections (first ≤ 100, an opaque cursor, the spec's whole PageInfo), a
 * game's log both ways (first/after, last/before); the plain lists stay, bounded.
 */
for (const backend of BACKENDS) {
  describeWith(backend.needs, `paged lists on ${backend.name}`, () => {
    const suite = serverPerSuite(backend);
    const url = () => suite.current().url;
    const post = <T, V>(document: Parameters<typeof ok<T, V>>[1], variables: V) => ok(url(), document, variables, ADMIN_TOKEN);

    /** A division with its seeded game and `extra` more, an hour apart from 1 February; the first two at the same time, so the id breaks the tie. */
    async function division(extra: number) {
      const league = await seedLeague(url(), { teams: 4 });
      const [a, b, c, d] = league.teams.map((t) => t.id) as [string, string, string, string];
      const pairs = [
        [a, b],
        [c, d],
        [a, c],
        [b, d],
        [a, d],
        [b, c],
      ] as const;
      for (let k = 0; k < extra; k += 1) {
        const startsAt = new Date(Date.UTC(2027, 1, 1, 10 + Math.max(k - 1, 0))).toISOString();
        const [home, away] = pairs[k % pairs.length];
        await post(ScheduleGameDocument, { input: { divisionId: league.divisionId, homeTeamId: home, awayTeamId: away, startsAt, stage: 'ROUND_ROBIN' } });
      }
      return league;
    }

    async function allPages(id: string, first: number) {
      const pages: Array<{ ids: string[]; hasNextPage: boolean }> = [];
      let after: string | null = null;
      for (;;) {
        const result: DivisionGamesPageQuery = await post(DivisionGamesPageDocument, { id, first, after });
        const page = result.division!.gamesConnection;
        pages.push({ ids: page.edges.map((e) => e.node.id), hasNextPage: page.pageInfo.hasNextPage });
        if (!page.pageInfo.hasNextPage) return pages;
        after = page.pageInfo.endCursor!;
      }
    }

    it("a division's games page by page: every game once, in the plain list's order (start time, then id)", async () => {
      const league = await division(6);
      const pages = await allPages(league.divisionId, 3);
      expect(pages.map((p) => p.ids.length)).toEqual([3, 3, 1]);
      expect(pages.map((p) => p.hasNextPage)).toEqual([true, true, false]);
      const { competition } = await post(CompetitionTreeDocument, { id: league.competitionId });
      expect(pages.flatMap((p) => p.ids)).toEqual(competition!.divisions[0].games.map((g) => g.id));
    });

    it('a game scheduled before the cursor meanwhile neither repeats an item nor shifts the next page', async () => {
      const league = await division(4);
      const first = (await post(DivisionGamesPageDocument, { id: league.divisionId, first: 2, after: null })).division!.gamesConnection;
      // Earlier than everything: with offsets the next page would start one game too early.
      await post(ScheduleGameDocument, {
        input: { divisionId: league.divisionId, homeTeamId: league.teams[0].id, awayTeamId: league.teams[1].id, startsAt: '2020-01-01T12:00:00Z', stage: 'ROUND_ROBIN' },
      });
      const second = (await post(DivisionGamesPageDocument, { id: league.divisionId, first: 2, after: first.pageInfo.endCursor })).division!.gamesConnection;
      const seen = first.edges.map((e) => e.node.id);
      expect(second.edges.map((e) => e.node.id).filter((id) => seen.includes(id))).toEqual([]);
      expect(Date.parse(second.edges[0].node.startsAt)).toBeGreaterThanOrEqual(Date.parse(first.edges[1].node.startsAt));
    });

    it("a team's games, home and away, page by page", async () => {
      const league = await division(5);
      const teamId = league.teams[1].id;
      const ids: string[] = [];
      let after: string | null = null;
      for (;;) {
        const result: TeamGamesPageQuery = await post(TeamGamesPageDocument, { id: teamId, first: 2, after });
        const page = result.team!.gamesConnection;
        for (const edge of page.edges) {
          expect([edge.node.home.id, edge.node.away.id]).toContain(teamId);
          ids.push(edge.node.id);
        }
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor!;
      }
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeGreaterThan(2);
    });

    it.each([
      ['first: 0', { first: 0, after: null }, 'first'],
      ['first: 101', { first: 101, after: null }, 'first'],
      ['an after that is not a cursor', { first: 10, after: 'not-a-cursor' }, 'after'],
      ['an after of valid base64 but not ours', { first: 10, after: Buffer.from('{"offset":10}').toString('base64url') }, 'after'],
      ['an after far too long', { first: 10, after: 'A'.repeat(5_000) }, 'after'],
    ])('%s is refused, naming the argument', async (_what, args, field) => {
      const league = await seedLeague(url());
      const error = await failure(url(), DivisionGamesPageDocument, { id: league.divisionId, ...args }, ADMIN_TOKEN);
      expect(error.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(error.extensions)).toContain(field);
    });

    it('every connection fills PageInfo as the Relay spec has it: startCursor is the first edge’s, hasPreviousPage true past the first page', async () => {
      const league = await division(4);
      const games = (after: string | null) => post(DivisionGamesPageDocument, { id: league.divisionId, first: 2, after }).then((r) => r.division!.gamesConnection);
      const one = await games(null);
      expect(one.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false, startCursor: one.edges[0].cursor, endCursor: one.edges[1].cursor });
      const two = await games(one.pageInfo.endCursor);
      expect(two.pageInfo).toMatchObject({ hasPreviousPage: true, startCursor: two.edges[0].cursor, endCursor: two.edges.at(-1)!.cursor });

      const team = (after: string | null) => post(TeamGamesPageDocument, { id: league.teams[0].id, first: 1, after }).then((r) => r.team!.gamesConnection);
      const t1 = await team(null);
      expect(t1.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false, startCursor: t1.edges[0].cursor, endCursor: t1.edges[0].cursor });
      expect((await team(t1.pageInfo.endCursor)).pageInfo.hasPreviousPage).toBe(true);

      for (const name of ['Renamed once', 'Renamed twice']) await post(CorrectDivisionDocument, { id: league.divisionId, input: { name } });
      const trail = (after?: string | null) => post(AuditTrailDocument, { competitionId: league.competitionId, first: 1, after }).then((r) => r.auditTrail);
      const a1 = await trail();
      expect(a1.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false, startCursor: a1.edges[0].cursor, endCursor: a1.edges[0].cursor });
      const a2 = await trail(a1.pageInfo.endCursor);
      expect(a2.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true, startCursor: a2.edges[0].cursor, endCursor: a2.edges[0].cursor });
    });

    describe('a game log past the largest page, both ways', () => {
      const SHOTS = 110;
      let gameId = '';
      let all: number[] = [];
      const log = (variables: Omit<GameLogWindowQueryVariables, 'id'>): Promise<NonNullable<GameLogWindowQuery['game']>['log']> =>
        post(GameLogWindowDocument, { id: gameId, ...variables }).then((r) => r.game!.log);

      beforeAll(async () => {
        const league = await seedLeague(url(), { playersPerTeam: 8, firstNumber: 1 });
        gameId = league.gameId;
        await post(StartGameDocument, { gameId });
        await post(StartClockDocument, { gameId });
        for (let k = 0; k < SHOTS; k += 1) await post(LogShotDocument, { input: { gameId, teamId: league.teams[k % 2].id } });
        all = (await post(GameEventsPageDocument, { id: gameId })).game!.events.map((e) => e.seq);
        expect(all.length).toBeGreaterThan(100);
      });

      it('forward (first, after) and back (last, before) read every entry once, none repeated or skipped', async () => {
        const forward: number[] = [];
        let after: string | null = null;
        for (let pages = 0; ; pages += 1) {
          const page = await log({ first: 30, after });
          expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
          forward.push(...page.edges.map((e) => e.node.seq));
          if (!page.pageInfo.hasNextPage) break;
          after = page.pageInfo.endCursor;
        }
        expect(forward).toEqual(all);

        const back: number[][] = [];
        let before: string | null = null;
        for (;;) {
          const page = await log({ last: 30, before });
          expect(page.pageInfo.hasNextPage).toBe(before !== null);
          back.unshift(page.edges.map((e) => e.node.seq));
          if (!page.pageInfo.hasPreviousPage) break;
          before = page.pageInfo.startCursor;
        }
        expect(back.flat()).toEqual(all);
        expect(back[0].length).toBe(all.length % 30 || 30);
      });

      it('log(last: 5) answers the five latest entries in log order, with hasPreviousPage; its cursors page on both ways', async () => {
        const latest = await log({ last: 5 });
        expect(latest.edges.map((e) => e.node.seq)).toEqual(all.slice(-5));
        expect(latest.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true, startCursor: latest.edges[0].cursor, endCursor: latest.edges[4].cursor });
        const before = await log({ last: 3, before: latest.pageInfo.startCursor });
        expect(before.edges.map((e) => e.node.seq)).toEqual(all.slice(-8, -5));
        const next = await log({ first: 3, after: before.pageInfo.endCursor });
        expect(next.edges.map((e) => e.node.seq)).toEqual(all.slice(-5, -2));
        expect(next.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
        // first with before: the first entries of the range before the cursor.
        expect((await log({ first: 2, before: latest.pageInfo.startCursor })).edges.map((e) => e.node.seq)).toEqual(all.slice(0, 2));
      });

      it.each([
        ['first with last', { first: 5, last: 5 }, 'last'],
        ['after with before', { after: 'x', before: 'y' }, 'before'],
        ['last: 0', { last: 0 }, 'last'],
        ['last: 101', { last: 101 }, 'last'],
        ['a garbled before', { last: 5, before: 'not-a-cursor' }, 'before'],
        ['a garbled after', { first: 5, after: Buffer.from('{"seq":3}').toString('base64url') }, 'after'],
      ])('%s is refused as BAD_USER_INPUT naming the argument', async (_what, args, field) => {
        const error = await failure(url(), GameLogWindowDocument, { id: gameId, ...args }, ADMIN_TOKEN);
        expect(error.code).toBe('BAD_USER_INPUT');
        expect(error.extensions.fields).toEqual([expect.objectContaining({ field })]);
      });

      it("another game's log cursor, or a division's games cursor, is refused", async () => {
        const other = await seedLeague(url(), { playersPerTeam: 8, firstNumber: 1 });
        await post(StartGameDocument, { gameId: other.gameId });
        const foreign = (await post(GameLogWindowDocument, { id: other.gameId, first: 1 })).game!.log.pageInfo.endCursor!;
        const games = (await post(DivisionGamesPageDocument, { id: other.divisionId, first: 1, after: null })).division!.gamesConnection.pageInfo.endCursor!;
        for (const [args, field] of [
          [{ first: 5, after: foreign }, 'after'],
          [{ last: 5, before: foreign }, 'before'],
          [{ first: 5, after: games }, 'after'],
        ] as const) {
          const error = await failure(url(), GameLogWindowDocument, { id: gameId, ...args }, ADMIN_TOKEN);
          expect(error.code).toBe('BAD_USER_INPUT');
          expect(error.extensions.fields).toEqual([expect.objectContaining({ field })]);
        }
      });
    });

    it("a game's log reads on from the last seq in bounded pages; first over 1000 is refused", async () => {
      const league = await seedLeague(url(), { playersPerTeam: 8, firstNumber: 1 });
      await post(StartGameDocument, { gameId: league.gameId });
      await post(StartClockDocument, { gameId: league.gameId });
      for (let k = 0; k < 5; k += 1) await post(RecordShotDocument, { gameId: league.gameId, teamId: league.teams[k % 2].id });
      const all = (await post(GameEventsPageDocument, { id: league.gameId })).game!.events.map((e) => e.seq);
      const firstPage = (await post(GameEventsPageDocument, { id: league.gameId, first: 3 })).game!.events.map((e) => e.seq);
      const rest = (await post(GameEventsPageDocument, { id: league.gameId, afterSeq: firstPage.at(-1)!, first: 100 })).game!.events.map((e) => e.seq);
      expect(firstPage).toHaveLength(3);
      expect([...firstPage, ...rest]).toEqual(all);
      const error = await failure(url(), GameEventsPageDocument, { id: league.gameId, first: 1_001 }, ADMIN_TOKEN);
      expect(error.code).toBe('BAD_USER_INPUT');
    });
  });
}
