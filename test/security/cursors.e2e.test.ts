import { AuditTrailDocument, CorrectDivisionDocument, DivisionGamesPageDocument, ScheduleGameDocument, TeamGamesPageDocument } from '../generated/graphql';
import { failure, ok } from '../support/client';
import { seedLeague, type SeededLeague } from '../support/seed';
import { productionServerPerSuite } from '../support/production-server';
import { ADMIN_TOKEN } from '../support/server';

/**
 * Paging cursors are "a cursor of ours, for this list, or refused" (docs/security.md, "Input
 * bounds"): a forged, garbled or foreign `after`, or one another list gave, is BAD_USER_INPUT naming
 * `after`, and the server keeps answering.
 * Instances given the same FACEOFF_CURSOR_SECRET take each other's cursors (behind a load
 * balancer, the next page may be asked of another instance); one with another secret does not.
 */
describe('paging cursors (security)', () => {
  const SECRET = 'league-deployment-cursor-secret';
  const a = productionServerPerSuite({ FACEOFF_CURSOR_SECRET: SECRET });
  const b = productionServerPerSuite({ FACEOFF_CURSOR_SECRET: SECRET });
  const other = productionServerPerSuite({ FACEOFF_CURSOR_SECRET: 'another-deployment-secret' });
  const unset = productionServerPerSuite();
  const unset2 = productionServerPerSuite();

  const page = (url: string, id: string, after: string | null) => ok(url, DivisionGamesPageDocument, { id, first: 1, after }, ADMIN_TOKEN);

  /** A division with three games on `url`; its first page's cursor. */
  async function firstCursor(url: string): Promise<{ league: SeededLeague; cursor: string }> {
    const league = await seedLeague(url);
    for (const day of [2, 3]) {
      await ok(
        url,
        ScheduleGameDocument,
        { input: { divisionId: league.divisionId, homeTeamId: league.teams[0].id, awayTeamId: league.teams[1].id, startsAt: `2027-02-0${day}T19:00:00Z`, stage: 'ROUND_ROBIN' } },
        ADMIN_TOKEN,
      );
    }
    const first = (await page(url, league.divisionId, null)).division!.gamesConnection;
    expect(first.pageInfo.hasNextPage).toBe(true);
    return { league, cursor: first.pageInfo.endCursor! };
  }

  async function refused(url: string, divisionId: string, after: string) {
    const error = await failure(url, DivisionGamesPageDocument, { id: divisionId, first: 1, after }, ADMIN_TOKEN);
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.extensions.fields).toEqual([expect.objectContaining({ field: 'after' })]);
    // The server keeps answering, the cursor it gave too.
    expect((await ok(url, DivisionGamesPageDocument, { id: divisionId, first: 1, after: null }, ADMIN_TOKEN)).division!.gamesConnection.edges).toHaveLength(1);
  }

  it('a cursor forged as the cursors of before were written (base64url of a JSON position) is refused', async () => {
    const { league, cursor } = await firstCursor(a.current().url);
    await refused(a.current().url, league.divisionId, Buffer.from(JSON.stringify([0, '00000000-0000-4000-8000-000000000000'])).toString('base64url'));
    await refused(a.current().url, league.divisionId, Buffer.from(JSON.stringify([Date.UTC(2027, 1, 2, 19), league.gameId])).toString('base64url'));
    // The real one still pages on.
    expect((await page(a.current().url, league.divisionId, cursor)).division!.gamesConnection.edges).toHaveLength(1);
  });

  it('a cursor of ours with its position edited, or garbled, is refused', async () => {
    const { league, cursor } = await firstCursor(a.current().url);
    const bytes = Buffer.from(cursor, 'base64url');
    bytes.writeBigInt64BE(0n, 1);
    await refused(a.current().url, league.divisionId, bytes.toString('base64url'));
    await refused(a.current().url, league.divisionId, cursor.slice(0, 30) + (cursor[30] === 'Q' ? 'R' : 'Q') + cursor.slice(31));
    await refused(a.current().url, league.divisionId, cursor.slice(0, -2));
  });

  it('a cursor of one list is refused by every other: another team’s games, the division’s, the audit trail', async () => {
    const url = a.current().url;
    const { league, cursor: divisionCursor } = await firstCursor(url);
    const teamA = league.teams[0].id;
    const teamPage = (id: string, after: string | null) => ok(url, TeamGamesPageDocument, { id, first: 1, after }, ADMIN_TOKEN);
    const first = (await teamPage(teamA, null)).team!.gamesConnection;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const teamCursor = first.pageInfo.endCursor!;
    // The cursor pages on its own list.
    expect((await teamPage(teamA, teamCursor)).team!.gamesConnection.edges).toHaveLength(1);

    const bOfAnother = (await seedLeague(url)).teams[0].id;
    const teamRefuses = async (id: string, after: string) => {
      const error = await failure(url, TeamGamesPageDocument, { id, first: 1, after }, ADMIN_TOKEN);
      expect(error.code).toBe('BAD_USER_INPUT');
      expect(error.extensions.fields).toEqual([expect.objectContaining({ field: 'after' })]);
    };
    // Team A's cursor on Team B's games (of another league, and of the same division), and the division's cursor on a team's.
    await teamRefuses(bOfAnother, teamCursor);
    await teamRefuses(league.teams[1].id, teamCursor);
    await teamRefuses(teamA, divisionCursor);
    await refused(url, league.divisionId, teamCursor);
    // A game's place given to the audit trail, and the trail's own cursor given to the games.
    await ok(url, CorrectDivisionDocument, { id: league.divisionId, input: { name: 'Renamed once' } }, ADMIN_TOKEN);
    await ok(url, CorrectDivisionDocument, { id: league.divisionId, input: { name: 'Renamed twice' } }, ADMIN_TOKEN);
    const trail = (await ok(url, AuditTrailDocument, { competitionId: league.competitionId, first: 1 }, ADMIN_TOKEN)).auditTrail;
    expect(trail.pageInfo.hasNextPage).toBe(true);
    const trailError = await failure(url, AuditTrailDocument, { competitionId: league.competitionId, first: 1, after: divisionCursor }, ADMIN_TOKEN);
    expect(trailError.code).toBe('BAD_USER_INPUT');
    expect(trailError.extensions.fields).toEqual([expect.objectContaining({ field: 'after' })]);
    await refused(url, league.divisionId, trail.pageInfo.endCursor!);
    // Another competition's trail refuses it too.
    const another = await seedLeague(url);
    const otherTrail = await failure(url, AuditTrailDocument, { competitionId: another.competitionId, first: 1, after: trail.pageInfo.endCursor }, ADMIN_TOKEN);
    expect(otherTrail.code).toBe('BAD_USER_INPUT');
  });

  it('instances with the same FACEOFF_CURSOR_SECRET take each other’s cursors; one with another secret refuses them', async () => {
    // The audit trail of a competition only `a` holds: `b` reads the same list (empty there) from a's cursor.
    const league = await seedLeague(a.current().url);
    await ok(a.current().url, CorrectDivisionDocument, { id: league.divisionId, input: { name: 'Renamed once' } }, ADMIN_TOKEN);
    const trail = (await ok(a.current().url, AuditTrailDocument, { competitionId: league.competitionId, first: 1 }, ADMIN_TOKEN)).auditTrail;
    const cursor = trail.pageInfo.endCursor!;
    expect((await ok(b.current().url, AuditTrailDocument, { competitionId: league.competitionId, first: 1, after: cursor }, ADMIN_TOKEN)).auditTrail.edges).toEqual([]);
    const error = await failure(other.current().url, AuditTrailDocument, { competitionId: league.competitionId, first: 1, after: cursor }, ADMIN_TOKEN);
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.extensions.fields).toEqual([expect.objectContaining({ field: 'after' })]);
  });

  it('without FACEOFF_CURSOR_SECRET cursors still work across instances, and a garbled one, or another list’s, is refused', async () => {
    const { league, cursor } = await firstCursor(unset.current().url);
    expect((await page(unset.current().url, league.divisionId, cursor)).division!.gamesConnection.edges).toHaveLength(1);
    const there = await seedLeague(unset2.current().url);
    await refused(unset2.current().url, there.divisionId, cursor);
    await ok(unset.current().url, CorrectDivisionDocument, { id: league.divisionId, input: { name: 'Renamed once' } }, ADMIN_TOKEN);
    const trail = (await ok(unset.current().url, AuditTrailDocument, { competitionId: league.competitionId, first: 1 }, ADMIN_TOKEN)).auditTrail;
    expect((await ok(unset2.current().url, AuditTrailDocument, { competitionId: league.competitionId, first: 1, after: trail.pageInfo.endCursor }, ADMIN_TOKEN)).auditTrail.edges).toEqual([]);
    const bytes = Buffer.from(cursor, 'base64url');
    // The id's first character changed (to another one: a UUID may start with "1" already).
    bytes.write(bytes.toString('ascii', 9, 10) === '1' ? '2' : '1', 9, 'ascii');
    await refused(unset.current().url, league.divisionId, bytes.toString('base64url'));
  });
});

describe('paging cursors without a secret (security)', () => {
  const unset = productionServerPerSuite();
  const set = productionServerPerSuite({ FACEOFF_CURSOR_SECRET: 'league-deployment-cursor-secret' });

  it('says so at start in production, and says nothing when the secret is set', () => {
    const warned = (lines: string[]) => lines.filter((line) => line.includes('FACEOFF_CURSOR_SECRET is not set')).map((line) => (JSON.parse(line) as { level: number }).level);
    expect(warned(unset.current().lines)).toEqual([40]);
    expect(warned(set.current().lines)).toEqual([]);
  });
});
