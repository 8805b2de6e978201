import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { deferred } from '../support/deferred';
import { scratchDatabase } from '../support/mysql';
import { tcpProxy } from '../support/proxy';
import { describeWith, mysqlUrl } from '../support/services';

const main = resolve(__dirname, '../..', 'dist/src/main.js');

interface LogEntry {
  msg?: string;
  port?: number;
  waitingFor?: string[];
  [key: string]: unknown;
}

interface Running {
  child: ChildProcessByStdio<null, Readable, Readable>;
  port: number;
  entries: LogEntry[];
  /** The first log entry `matches` accepts, logged already or still to come. */
  logged(matches: (entry: LogEntry) => boolean): Promise<LogEntry>;
  /** How the process ended, once it has and its output is read. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started = new Set<Running['child']>();

afterEach(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  started.clear();
});

/** The built server (`npm start`), as an operator runs it, its log read from its stdout. */
async function start(settings: Record<string, string>): Promise<Running> {
  if (!existsSync(main)) throw new Error('dist/ is missing: run `npm test` (it builds first) or `npm run build`');
  const env = { ...process.env, DATABASE_URL: 'sqlite::memory:', REDIS_URL: '', REDIS_CLUSTER_URLS: '', ADMIN_TOKEN: '', PORT: '0', LOG_LEVEL: 'info', NODE_ENV: 'production', ...settings };
  const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.add(child);
  const entries: LogEntry[] = [];
  const watchers = new Set<{ matches: (entry: LogEntry) => boolean; found: (entry: LogEntry) => void }>();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  createInterface({ input: child.stdout }).on('line', (line) => {
    let entry: LogEntry;
    try {
      entry = JSON.parse(line) as LogEntry;
    } catch {
      entry = { msg: line };
    }
    entries.push(entry);
    for (const watcher of watchers) if (watcher.matches(entry)) watcher.found(entry);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) => child.once('close', (code, signal) => res({ code, signal })));
  const logged = (matches: (entry: LogEntry) => boolean) => {
    const already = entries.find(matches);
    if (already) return Promise.resolve(already);
    const found = deferred<LogEntry>();
    watchers.add({ matches, found: found.resolve });
    // `exited` never rejects: this only fails the wait when the process ends before the entry is logged.
    void exited.then(({ code, signal }) => found.reject(new Error(`exited (${code ?? signal}) first; stdout:\n${entries.map((e) => JSON.stringify(e)).join('\n')}\nstderr:\n${stderr}`)));
    return found.promise;
  };
  const listening = await logged((entry) => entry.msg === 'faceoff listening');
  // Logged once the signals stop the server gracefully.
  await logged((entry) => entry.msg?.startsWith('GraphQL over HTTP and WebSocket at') === true);
  return { child, port: listening.port!, entries, logged, exited };
}

/**
 * A POST /graphql that the server has begun (it answered `Expect: 100-continue`) and whose body
 * never ends: a client that stalled mid-upload.
 */
async function stalledRequest(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined); // reset when the server exits
  await once(socket, 'connect');
  socket.write('POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nExpect: 100-continue\r\n\r\n');
  const [answer] = (await once(socket, 'data')) as [Buffer];
  expect(answer.toString()).toMatch(/^HTTP\/1\.1 100 Continue/);
  socket.write('{"query":"{ __typename');
  return socket;
}

const deadlineEntry = (entry: LogEntry) => entry.msg?.startsWith('shutdown deadline passed') === true;

describe('SIGTERM always ends the process', () => {
  it('stops cleanly within the deadline: exit 0', async () => {
    const server = await start({ FACEOFF_SHUTDOWN_TIMEOUT_MS: '10000' });
    expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.entries.map((e) => e.msg)).toEqual(expect.arrayContaining(['shutting down', 'faceoff stopped']));
    expect(server.entries.find(deadlineEntry)).toBeUndefined();
  });

  it('stops cleanly when nobody reads its stdout and stderr any more (the log collector went away): exit 0', async () => {
    const server = await start({ FACEOFF_SHUTDOWN_TIMEOUT_MS: '10000' });
    server.child.stdout.destroy();
    server.child.stderr.destroy();

    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it('exits with 1 at the deadline when a request never finishes, saying it waited for it', async () => {
    const server = await start({ FACEOFF_SHUTDOWN_TIMEOUT_MS: '1500' });
    const client = await stalledRequest(server.port);

    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    const entry = server.entries.find(deadlineEntry);
    expect(entry).toMatchObject({ timeoutMs: 1500, waitingFor: ['http requests in flight'] });
    expect(entry?.msg).toContain('http requests in flight');
    client.destroy();
  });

  it('exits with 1 at once on a second signal while shutting down', async () => {
    const server = await start({ FACEOFF_SHUTDOWN_TIMEOUT_MS: '600000' });
    const client = await stalledRequest(server.port);

    server.child.kill('SIGTERM');
    await server.logged((entry) => entry.msg === 'shutting down');
    server.child.kill('SIGINT');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.entries.find((e) => e.msg?.startsWith('second signal'))).toMatchObject({ signal: 'SIGINT', waitingFor: ['http requests in flight'] });
    client.destroy();
  });
});

describeWith(['mysql'], 'SIGTERM always ends the process, with MariaDB', () => {
  let database: { url: string; drop(): Promise<void> };

  beforeAll(async () => {
    database = await scratchDatabase(mysqlUrl()!);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('exits with 1 at the deadline when the database stops answering during shutdown, saying it waited for its close', async () => {
    const url = new URL(database.url);
    const proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 3306) });
    try {
      url.host = `127.0.0.1:${proxy.port}`;
      const server = await start({ DATABASE_URL: url.toString(), FACEOFF_SHUTDOWN_TIMEOUT_MS: '1500' });

      // A readiness check pings the database, which no longer answers; its client gives up and
      // goes, so no HTTP request holds the shutdown: the ping is left in the database's pool.
      proxy.freeze();
      const client = connect(server.port, '127.0.0.1');
      client.on('error', () => undefined);
      await once(client, 'connect');
      client.write('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      await proxy.held;
      client.destroy();

      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 1, signal: null });
      expect(server.entries.find(deadlineEntry)).toMatchObject({ timeoutMs: 1500, waitingFor: ['database close'] });
    } finally {
      await proxy.close();
    }
  });
});
