import { randomUUID } from 'node:crypto';
import { RecordShotDocument, StartClockDocument, StartGameDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { productionServerPerSuite } from '../support/production-server';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN } from '../support/server';

type Event = { id: string; seq: number; type: string; recordedAt: string };
type Exported = { competition: { id: string }; games: Array<{ id: string; homeTeamId: string; events: Event[] }> };

/**
 * Anonymous floods of the open-data files (docs/security.md, "Open-data files"): a competition's
 * public export and a game's printable sheet are kept until the next commit and computed once for
 * every concurrent asker, so 64 at once of a competition with a 3,000-event game cost one
 * computation, and a flood once the file is kept costs none — counted in the server's own log
 * ("open-data file computed"), not timed: a normal query waited 5.25 s for the exports and 2.0 s for
 * the sheets when each was computed afresh (docs/security.md gives the figures). Files that are not
 * kept are computed a few at a time; past that the answer is 503 SERVER_BUSY with Retry-After
 * (test/integration/file-answers.test.ts holds the count exactly).
 */
describe('open-data floods (security)', () => {
  // One instance: an answer is kept until the next commit, with no age bound (the 2 s default
  // bounds staleness between instances should an announcement be lost; the export carries the time
  // it was made, so an answer computed again differs).
  const suite = productionServerPerSuite({ FACEOFF_READ_CACHE_MAX_AGE_MS: '0', LOG_LEVEL: 'debug' });
  const origin = () => suite.current().origin;
  let competitionId: string;
  let gameId: string;
  let teamId: string;

  /**
   * A competition whose game has 3,000 events: an exported one imported with its shots repeated up
   * to the document's 2,000 events a game, then 1,000 more shots recorded live.
   */
  beforeAll(async () => {
    const url = suite.current().url;
    const league = await seedLeague(url, { playersPerTeam: 12 });
    await ok(url, StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await ok(url, StartClockDocument, { gameId: league.gameId }, ADMIN_TOKEN);
    await ok(url, RecordShotDocument, { gameId: league.gameId, teamId: league.teams[0].id }, ADMIN_TOKEN);
    const full = (await (await fetch(`${origin()}/competitions/${league.competitionId}/export.json`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).json()) as Exported;
    const game = full.games.find((g) => g.id === league.gameId)!;
    const shot = game.events.find((e) => e.type === 'SHOT')!;
    while (game.events.length < 2_000) game.events.push({ ...shot, id: randomUUID(), seq: game.events.length + 1 });
    const imported = await fetch(`${origin()}/competitions/import.json?ids=NEW`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(full),
    });
    const report = (await imported.json()) as { competitionId: string | null; problems: unknown[] };
    expect({ status: imported.status, problems: report.problems }).toEqual({ status: 200, problems: [] });
    competitionId = report.competitionId!;
    const mine = (await (await fetch(`${origin()}/competitions/${competitionId}/export.json?public=1`)).json()) as Exported;
    const heavy = mine.games.find((g) => g.events.length === 2_000)!;
    gameId = heavy.id;
    teamId = heavy.homeTeamId;
    for (let batch = 0; batch < 250; batch += 1) {
      await Promise.all(Array.from({ length: 4 }, () => ok(url, RecordShotDocument, { gameId, teamId }, ADMIN_TOKEN)));
    }
  }, 120_000);

  const COMPUTED = '"msg":"open-data file computed"';
  /**
   * The files the server has computed so far, by its log: a marker file that is never kept (a CSV
   * asked with a token) is computed last, and once its line is read every line before it is too.
   */
  async function computedSoFar(): Promise<number> {
    const marker = `/competitions/${competitionId}/schedule.csv`;
    const seen = suite.current().nextLine((line) => line.includes(COMPUTED) && line.includes(marker));
    const answer = await fetch(`${origin()}${marker}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(answer.status).toBe(200);
    await seen;
    // The marker's own computation is not counted.
    return suite.current().lines.filter((line) => line.includes(COMPUTED) && !line.includes(marker)).length;
  }

  /** 64 concurrent anonymous GETs of `path`, and how many files the server computed for them. */
  async function flood(path: string): Promise<{ answers: Array<{ status: number; etag: string | null; body: Buffer }>; computed: number }> {
    const before = await computedSoFar();
    const answers = await Promise.all(
      Array.from({ length: 64 }, async () => {
        const response = await fetch(`${origin()}${path}`);
        return { status: response.status, etag: response.headers.get('etag'), body: Buffer.from(await response.arrayBuffer()) };
      }),
    );
    return { answers, computed: (await computedSoFar()) - before };
  }

  it('64 concurrent public exports of a competition with a 3,000-event game: one computation and one answer for all, none once kept, a new answer after a commit', async () => {
    const { answers, computed } = await flood(`/competitions/${competitionId}/export.json?public=1`);
    expect(computed).toBe(1);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.toString('base64'))).size).toBe(1);
    const before = JSON.parse(answers[0].body.toString('utf8')) as Exported;
    expect(before.games.find((g) => g.id === gameId)!.events).toHaveLength(3_000);

    // The flood goes on once the file is kept (every fan after the first): it costs no computation.
    // (Before the fix each of the 64 was computed.)
    const kept = await flood(`/competitions/${competitionId}/export.json?public=1`);
    expect(kept.computed).toBe(0);
    expect(new Set(kept.answers.map((a) => `${a.status} ${a.etag}`))).toEqual(new Set([`200 ${answers[0].etag}`]));

    // Asked again with its ETag: not modified. A commit (one more shot) and it is computed anew.
    const again = await fetch(`${origin()}/competitions/${competitionId}/export.json?public=1`, { headers: { 'if-none-match': answers[0].etag! } });
    expect(again.status).toBe(304);
    await ok(suite.current().url, RecordShotDocument, { gameId, teamId }, ADMIN_TOKEN);
    const after = await fetch(`${origin()}/competitions/${competitionId}/export.json?public=1`, { headers: { 'if-none-match': answers[0].etag! } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as Exported).games.find((g) => g.id === gameId)!.events).toHaveLength(3_001);
  }, 60_000);

  it('64 concurrent printable sheets of that game: one computation and one PDF for all, none once kept', async () => {
    const { answers, computed } = await flood(`/games/${gameId}/sheet.pdf`);
    expect(computed).toBe(1);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.body.toString('base64'))).size).toBe(1);
    expect(answers[0].body.subarray(0, 5).toString()).toBe('%PDF-');
    const kept = await flood(`/games/${gameId}/sheet.pdf`);
    expect(kept.computed).toBe(0);
    expect(new Set(kept.answers.map((a) => a.body.toString('base64')))).toEqual(new Set([answers[0].body.toString('base64')]));
  }, 60_000);

  it('keeps one answer for an id however it is spelled in the address, and none for an unknown id', async () => {
    const plain = await fetch(`${origin()}/games/${gameId}/sheet.pdf`);
    const escaped = await fetch(`${origin()}/games/${encodeURIComponent(gameId).replace(/[0-9a-f]/, (c) => `%${c.charCodeAt(0).toString(16)}`)}/sheet.pdf`);
    expect([plain.status, escaped.status]).toEqual([200, 200]);
    expect(escaped.headers.get('etag')).toBe(plain.headers.get('etag'));
    const unknown = await fetch(`${origin()}/games/${randomUUID()}/sheet.pdf`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('never keeps an answer given to a token: the ADMIN sheet is computed for its caller, and not served to anyone else', async () => {
    const admin = await fetch(`${origin()}/games/${gameId}/sheet.pdf`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(admin.status).toBe(200);
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
    expect(admin.headers.get('etag')).toBeNull();
    const anonymous = await fetch(`${origin()}/games/${gameId}/sheet.pdf`);
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });
});
