import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig } from '../../src/config';
import { GameEntity } from '../../src/db/entities';
import { type FaceoffServer, startServer } from '../../src/server/app';
import { ADMIN_TOKEN } from '../support/server';

/**
 * generateSchedule's cost (docs/security.md, "Input bounds", schedule slots): a league's 24-team
 * double round robin (552 games) and a season at the slot bound are generated in full while an
 * anonymous caller's normal query keeps being answered, and a graceful stop during a generation
 * ends within its deadline. Its cost once grew with the cube of the games: 380 games held the
 * server 34 s, 990 more than 13 minutes, and SIGTERM could not stop it.
 *
 * The server runs in this process, in production mode, so the event loop it shares with the test
 * is measured directly (monitorEventLoopDelay). The normal query is sent every 25 ms on a fixed
 * timetable and each answer is timed from when it was due, not from when the blocked loop let it
 * go out: a caller on another machine would have waited that long.
 */
describe('generateSchedule does not stall the server (security)', () => {
  /** Well under the stall the old generator caused, with room for a busy shared machine. */
  const STALL_MAX_MS = 1500;
  const SHUTDOWN_DEADLINE_MS = 5000;
  let server: FaceoffServer;

  beforeAll(async () => {
    const config = loadConfig({ PORT: '0', NODE_ENV: 'production', DATABASE_URL: 'sqlite::memory:', ADMIN_TOKEN, LOG_LEVEL: 'silent', FACEOFF_SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_DEADLINE_MS) });
    server = await startServer(config, { host: '127.0.0.1' });
  });
  afterAll(() => server?.stop());

  async function gql(query: string, variables: Record<string, unknown> = {}, token: string | null = ADMIN_TOKEN) {
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
    if (body.errors?.length || !body.data) throw new Error(`expected success, got ${JSON.stringify(body.errors)}`);
    return body.data;
  }

  /** A league with one division of `teams` teams, and `count` slots over `venues` rinks, 75 minutes apart. */
  async function league(teams: number, count: number, venues: number) {
    const tag = Math.random().toString(36).slice(2, 8);
    const { createCompetition } = await gql('mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }', {
      input: { name: `League ${tag}`, kind: 'LEAGUE', preset: 'WINTER_LEAGUE_5ON5' },
    });
    const { createDivision } = await gql('mutation($input: CreateDivisionInput!) { createDivision(input: $input) { id } }', { input: { competitionId: createCompetition.id, name: 'A' } });
    for (let t = 1; t <= teams; t++) await gql('mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }', { input: { divisionId: createDivision.id, name: `Team ${tag}-${t}` } });
    const first = Date.parse('2030-09-07T08:00:00.000Z');
    const slots = Array.from({ length: count }, (_, i) => ({ startsAt: new Date(first + Math.floor(i / venues) * 75 * 60_000).toISOString(), venue: `Rink ${(i % venues) + 1}` }));
    return { competitionId: createCompetition.id as string, divisionId: createDivision.id as string, slots };
  }

  /**
   * Runs `work` while an anonymous caller asks for the competition's name every 25 ms; the worst
   * wait of those answers (from when each was due), and the event loop's longest delay.
   */
  async function whileAsking<T>(competitionId: string, work: () => Promise<T>) {
    const normal = `{ competition(id: "${competitionId}") { name } }`;
    let done = false;
    let worstWaitMs = 0;
    let answered = 0;
    const asking = (async () => {
      let due = performance.now();
      while (!done) {
        const early = due - performance.now();
        if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
        const { competition } = await gql(normal, {}, null);
        expect(competition.name).toMatch(/^League /);
        worstWaitMs = Math.max(worstWaitMs, performance.now() - due);
        answered++;
        due += 25;
      }
    })();
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    // the caller is under way before the work starts
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    let result: T;
    let tookMs: number;
    try {
      result = await work();
      tookMs = performance.now() - started;
    } finally {
      // the answers held up by the work come in after it
      await new Promise((resolve) => setTimeout(resolve, 100));
      done = true;
      loop.disable();
      await asking;
    }
    return { result, tookMs, worstWaitMs, loopDelayMaxMs: loop.max / 1e6, answered };
  }

  const GENERATE = 'mutation($input: GenerateScheduleInput!) { generateSchedule(input: $input) { id startsAt venue home { id } away { id } } }';

  it.each([
    { what: "a league's 24-team double round robin (552 games), 4 rinks, 2 h rest", teams: 24, rounds: 'TWICE', games: 552, slots: 1200, venues: 4, minRestMinutes: 120 },
    { what: '45 teams meeting once (990 games) on the 2,000-slot bound, 5 rinks', teams: 45, rounds: 'ONCE', games: 990, slots: 2000, venues: 5, minRestMinutes: 60 },
    { what: '45 teams meeting twice (1,980 games) on the 2,000-slot bound, 8 rinks', teams: 45, rounds: 'TWICE', games: 1980, slots: 2000, venues: 8, minRestMinutes: 0 },
  ])(
    `$what: generated in full, while a normal query waits at most ${STALL_MAX_MS} ms`,
    async ({ teams, rounds, games, slots: count, venues, minRestMinutes }) => {
      const { competitionId, divisionId, slots } = await league(teams, count, venues);
      const run = await whileAsking(competitionId, () => gql(GENERATE, { input: { divisionId, rounds, slots, minRestMinutes } }));
      const generated = run.result.generateSchedule as Array<{ startsAt: string; venue: string; home: { id: string }; away: { id: string } }>;
      expect(generated).toHaveLength(games);
      // stored, and no team twice at one start
      expect(await server.db.manager.countBy(GameEntity, { divisionId })).toBe(games);
      const byStart = new Map<string, string[]>();
      for (const g of generated) byStart.set(g.startsAt, [...(byStart.get(g.startsAt) ?? []), g.home.id, g.away.id]);
      for (const playing of byStart.values()) expect(new Set(playing).size).toBe(playing.length);
      // The figures, for the record when a run is slow.
      console.log(`${games} games: ${Math.round(run.tookMs)} ms, normal query waited at most ${Math.round(run.worstWaitMs)} ms over ${run.answered} answers, event loop delayed at most ${Math.round(run.loopDelayMaxMs)} ms`);
      expect(run.answered).toBeGreaterThan(3);
      expect(run.worstWaitMs).toBeLessThan(STALL_MAX_MS);
      expect(run.loopDelayMaxMs).toBeLessThan(STALL_MAX_MS);
    },
    120_000,
  );

  it(
    'a graceful stop during a generation at the slot bound ends within its deadline, the generation finished first',
    async () => {
      const { divisionId, slots } = await league(45, 2000, 8);
      const generating = gql(GENERATE, { input: { divisionId, rounds: 'TWICE', slots } });
      // the mutation is in the server's hands before the stop begins
      await new Promise((resolve) => setTimeout(resolve, 50));
      const stopping = performance.now();
      await server.stop();
      const stopMs = performance.now() - stopping;
      expect(stopMs).toBeLessThan(SHUTDOWN_DEADLINE_MS);
      // a request in flight is drained, not cut: the schedule was generated in full
      expect((await generating).generateSchedule).toHaveLength(1980);
    },
    120_000,
  );
});
