import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { deferred } from './deferred';
import { ADMIN_TOKEN } from './server';

const main = resolve(__dirname, '../../dist/src/main.js');

export interface ProductionServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** http://127.0.0.1:<port>/graphql */
  url: string;
  port: number;
  child: ChildProcess;
  /** the server's log lines so far (JSON, as pino writes them) */
  lines: string[];
  /** the first log line from now on that `matches`: a way to wait for what the server says, without a sleep */
  nextLine(matches: (line: string) => boolean): Promise<string>;
  /** the process's resident memory now, in bytes (from /proc) */
  rss(): number;
  /** SIGTERM, then waits for the exit; the scratch folder goes with it */
  stop(): Promise<number | null>;
}

/** A server started as an image would start it (test/support/dockerfile.ts): its command, folder, environment and user. */
export interface ImageProcess {
  argv: string[];
  cwd: string;
  /** the whole environment: nothing of the test runner's is added */
  env: NodeJS.ProcessEnv;
  uid?: number;
  gid?: number;
}

/**
 * The built server as an operator runs it (`npm start` with NODE_ENV=production), in a process of
 * its own: what a security test measures of it (its memory, how long a normal query waits) is the
 * server's alone, not the test runner's. SQLite in a scratch folder, in-process pub/sub, port 0.
 */
export async function startProductionServer(settings: Record<string, string> = {}, image?: ImageProcess): Promise<ProductionServer> {
  if (!image && !existsSync(main)) throw new Error('dist/ is missing: run `npm test` (it builds first) or `npm run build`');
  const dir = mkdtempSync(join(tmpdir(), 'faceoff-prod-'));
  const env: NodeJS.ProcessEnv = image
    ? { ...image.env, ...settings }
    : {
        ...process.env,
        DATABASE_URL: `sqlite:${join(dir, 'faceoff.db')}`,
        REDIS_URL: '',
        REDIS_CLUSTER_URLS: '',
        ADMIN_TOKEN,
        PORT: '0',
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
        ...settings,
      };
  const [command, ...args] = image?.argv ?? [process.execPath, main];
  const child = spawn(command, args, { env, cwd: image?.cwd, uid: image?.uid, gid: image?.gid, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const waiting = new Set<{ matches: (line: string) => boolean; resolve: (line: string) => void }>();
  const listening = deferred<number>();
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    for (const waiter of waiting) {
      if (!waiter.matches(line)) continue;
      waiting.delete(waiter);
      waiter.resolve(line);
    }
    if (line.includes('"msg":"faceoff listening"')) listening.resolve((JSON.parse(line) as { port: number }).port);
  });
  createInterface({ input: child.stderr }).on('line', (line) => lines.push(line));
  const exited = new Promise<number | null>((res) => child.once('exit', res));
  void exited.then((code) => listening.reject(new Error(`the server exited with ${code} before listening:\n${lines.join('\n')}`)));
  let port: number;
  try {
    port = await listening.promise;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: `${origin}/graphql`,
    port,
    child,
    lines,
    nextLine(matches) {
      return new Promise((resolve) => waiting.add({ matches, resolve }));
    },
    rss() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status);
      if (!kb) throw new Error('no VmRSS in /proc/<pid>/status');
      return Number(kb[1]) * 1024;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const code = await exited;
      rmSync(dir, { recursive: true, force: true });
      return code;
    },
  };
}

/** Starts the built server for the enclosing describe block and stops it afterwards; `current()` is that server inside the tests. */
export function productionServerPerSuite(settings?: Record<string, string>): { current(): ProductionServer } {
  let server: ProductionServer | undefined;
  beforeAll(async () => {
    server = await startProductionServer(settings);
  });
  afterAll(async () => {
    await server?.stop();
  });
  return {
    current() {
      if (!server) throw new Error('the production server has not started');
      return server;
    },
  };
}

/** How long one anonymous normal query takes to be answered, in ms (it must answer 200 with data). */
export async function normalQueryMs(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ competitions(limit: 1) { id } }' }) });
  const body = (await response.json()) as { data?: unknown };
  if (response.status !== 200 || !body.data) throw new Error(`the normal query failed: ${response.status} ${JSON.stringify(body)}`);
  return performance.now() - started;
}
