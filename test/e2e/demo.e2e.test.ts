import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../support/documents';
import { startProductionServer, type ProductionServer } from '../support/production-server';
import { ADMIN_TOKEN } from '../support/server';

const demoScript = join(root, 'dist/src/cli/demo.js');

/** The rulebooks' demos, by the names `npm run demo` gives them. */
const DEMOS = ['Cole Harbour Classic demo', 'BHI 5 on 5 demo', 'Winter League 5 on 5 demo', 'Winter League 3 on 3 demo', 'IIHF rules demo', 'NHL rules demo'];

/**
 * `npm run demo -- --url … --admin-token …` against an instance already running, run until it has
 * printed its pages (the seeding is done by then), then stopped as Ctrl-C stops it. Answers what it
 * printed on stdout and stderr; fails when it exits before printing them.
 */
async function runDemo(origin: string): Promise<{ stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [demoScript, '--url', origin, '--admin-token', ADMIN_TOKEN], { env: { ...process.env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  try {
    await new Promise<void>((done, fail) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('Tokens are shown this once')) done();
      });
      void exited.then((code) => fail(new Error(`the demo exited (${code}) before printing its pages:\n${stdout}\n${stderr}`)));
    });
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  }
  return { stdout, stderr };
}

interface Seeded {
  competitions: Array<{ id: string; name: string; divisions: Array<{ id: string }> }>;
}

async function read<T>(server: ProductionServer, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors || !body.data) throw new Error(`${query} answered ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * The demo run twice against one instance (README, "Start it": `npm run demo -- --url …`): the
 * second run finds the first's competitions by name and seeds none again, and every rulebook's
 * demo has its playoff bracket, as the README promises ("a playoff bracket with its first game
 * decided"), the tournament whose game is played live included.
 */
describe('npm run demo, twice against one instance', () => {
  jest.setTimeout(240_000);
  let server: ProductionServer;

  beforeAll(async () => {
    if (!existsSync(demoScript)) throw new Error('dist/ is missing: run `npm test` (it builds first) or `npm run build`');
    server = await startProductionServer();
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('seeds each rulebook once, each with its bracket, and the second run uses what the first seeded', async () => {
    const first = await runDemo(server.origin);
    expect(first.stderr).toBe('');
    const after = await read<Seeded>(server, '{ competitions(limit: 500) { id name divisions { id } } }');
    expect(after.competitions.map((c) => c.name).sort()).toEqual([...DEMOS].sort());

    // The game it plays live can start: every player has the round-robin game the playoffs ask for (R21).
    const liveGame = /live scoreboard\s+\S+\/scoreboard\/(\S+)/.exec(first.stdout)![1];
    await read(server, 'mutation ($id: ID!) { startGame(gameId: $id) { seq } }', { id: liveGame });

    const second = await runDemo(server.origin);
    expect(second.stderr).toBe('');
    expect(second.stdout).toContain(`live scoreboard       ${server.origin}/scoreboard/${liveGame}`);
    expect(second.stdout).toContain('The live game (Cole Harbour Classic) was played by an earlier run');
    for (const name of DEMOS) expect(second.stdout).toContain(`${name}: seeded by an earlier run, used again`);
    const again = await read<Seeded>(server, '{ competitions(limit: 500) { id name divisions { id } } }');
    expect(again.competitions.map((c) => c.id).sort()).toEqual(after.competitions.map((c) => c.id).sort());
    // The same pages printed both times: each division's standings and bracket.
    const pages = (out: string) => out.split('\n').filter((l) => /\/divisions\/[^/]+\/(standings|bracket)$/.test(l.trim()));
    expect(pages(second.stdout)).toEqual(pages(first.stdout));
    expect(pages(first.stdout)).toHaveLength(2 * DEMOS.length);

    for (const competition of again.competitions) {
      expect(competition.divisions).toHaveLength(1);
      const { bracket } = await read<{ bracket: { slots: Array<{ game: { status: string } | null }> } | null }>(server, 'query ($id: ID!) { bracket(divisionId: $id) { slots { game { status } } } }', {
        id: competition.divisions[0].id,
      });
      expect({ competition: competition.name, bracket: !!bracket }).toEqual({ competition: competition.name, bracket: true });
      // Its first game decided on paper (the live tournament's second: its first is played live).
      expect({ competition: competition.name, decided: bracket!.slots.some((s) => s.game?.status === 'FINAL') }).toEqual({ competition: competition.name, decided: true });
    }
  });
});
