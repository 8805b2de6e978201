// Shared by the live-feed benchmarks: the machine, pinning, child processes spoken to over IPC,
// statistics, and the results files.
import { execFileSync, fork, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url));
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across processes of one machine. */
export const now = () => performance.timeOrigin + performance.now();
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const envNumber = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
export const envList = (name, fallback) =>
  process.env[name]
    ? process.env[name]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : fallback;

export function median(xs) {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
export function percentile(xs, p) {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}
export const round = (x, digits = 1) => (Number.isFinite(x) ? Math.round(x * 10 ** digits) / 10 ** digits : null);
/** Three significant figures. */
export const sig = (x) => (Number.isFinite(x) ? Number(x.toPrecision(3)) : null);

export function machine() {
  const cpus = os.cpus();
  let memAvailableMiB;
  try {
    memAvailableMiB = Math.round(Number(/MemAvailable:\s+(\d+)/.exec(readFileSync('/proc/meminfo', 'utf8'))[1]) / 1024);
  } catch {
    // not Linux: the results file says nothing of free memory
  }
  return {
    cpuModel: cpus[0]?.model?.trim(),
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    memAvailableMiB,
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
    loadAverageAtStart: os.loadavg().map((x) => Math.round(x * 100) / 100),
    source: sourceVersion(),
  };
}

/** The commit measured, and the files under src/ changed from it (dist/ is built from the working tree). */
function sourceVersion() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--', 'src'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((l) => l.slice(3));
    return { commit, changedInSrc: changed };
  } catch {
    return undefined;
  }
}

/** Share of all cores busy over one second, before the benchmark starts anything: other work on the machine. */
export async function machineBusy(ms = 1000) {
  const total = () =>
    os
      .cpus()
      .reduce((acc, c) => ({ busy: acc.busy + c.times.user + c.times.nice + c.times.sys + c.times.irq, all: acc.all + c.times.user + c.times.nice + c.times.sys + c.times.irq + c.times.idle }), {
        busy: 0,
        all: 0,
      });
  const a = total();
  await sleep(ms);
  const b = total();
  return Math.round(((b.busy - a.busy) / (b.all - a.all || 1)) * 100) / 100;
}

/** Cores to pin to: server(s) on the first, the load (this process and its forks) on the second. */
let tasksetOk;
export function pinning() {
  if (tasksetOk === undefined) {
    try {
      execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
      tasksetOk = os.cpus().length >= 2 && process.env.BENCH_NO_PIN !== '1';
    } catch {
      tasksetOk = false;
    }
  }
  return tasksetOk ? { server: '0', load: String(Math.min(1, os.cpus().length - 1)) } : null;
}

/** Pins this process (every thread) to the load core; its forks inherit it. */
export function pinSelfToLoadCore() {
  const pin = pinning();
  if (!pin) return 'not pinned (taskset unavailable, fewer than 2 cores, or BENCH_NO_PIN=1)';
  execFileSync('taskset', ['-a', '-p', '-c', pin.load, String(process.pid)], { stdio: 'ignore' });
  return `server processes on core ${pin.server} (taskset -c ${pin.server}); load generators and the driver on core ${pin.load}`;
}

/** Request/answer over a child's IPC channel. */
function attachRpc(child, name) {
  let next = 1;
  const pending = new Map();
  const events = [];
  const ready = new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      const error = new Error(`${name} exited (${code ?? signal})`);
      reject(error);
      for (const p of pending.values()) p.reject(error);
      pending.clear();
    });
    child.on('message', (m) => {
      if (m?.type === 'ready') resolve(m.value);
      else if (m?.type === 'answer') {
        const p = pending.get(m.id);
        pending.delete(m.id);
        if (!p) return;
        if (m.error) p.reject(new Error(`${name}: ${m.error}`));
        else p.resolve(m.value);
      } else events.push(m);
    });
  });
  ready.catch(() => undefined);
  return {
    child,
    pid: child.pid,
    ready,
    call(cmd, args = {}) {
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ type: 'call', id, cmd, args });
      });
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        child.send({ type: 'call', id: 0, cmd: 'exit', args: {} });
      } catch {
        // its channel is already closed: the exit below comes anyway, or the SIGKILL
      }
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A server under test: its own process, pinned to the server core when possible, --expose-gc. */
export function startServerProcess(script, env = {}, name = script, nodeArgs = []) {
  const pin = pinning();
  const args = ['--expose-gc', ...(process.env.BENCH_SERVER_NODE_OPTIONS ? process.env.BENCH_SERVER_NODE_OPTIONS.split(' ') : []), ...nodeArgs, `${BENCH_DIR}servers/${script}`];
  const child = pin
    ? spawn('taskset', ['-c', pin.server, process.execPath, ...args], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, ...env }, cwd: ROOT })
    : spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, ...env }, cwd: ROOT });
  return attachRpc(child, name);
}

/** A load generator: a fork of bench/lib/load.mjs (inherits this process's core). */
export function startLoadProcess(name = 'load') {
  const child = fork(`${BENCH_DIR}lib/load.mjs`, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: ['--max-old-space-size=4096'] });
  return attachRpc(child, name);
}

/** Child side: answers calls with `handlers[cmd](args)`; `exit` runs `handlers.exit` then leaves. */
export function serveRpc(handlers, readyValue) {
  process.on('message', async (m) => {
    if (m?.type !== 'call') return;
    try {
      if (m.cmd === 'exit') {
        await handlers.exit?.();
        process.exit(0);
      }
      const handler = handlers[m.cmd];
      if (!handler) throw new Error(`unknown command ${m.cmd}`);
      const value = await handler(m.args);
      process.send({ type: 'answer', id: m.id, value });
    } catch (error) {
      process.send({ type: 'answer', id: m.id, error: String(error?.stack ?? error) });
    }
  });
  process.on('disconnect', () => process.exit(0));
  process.send({ type: 'ready', value: readyValue });
}

/** What every server process answers: its CPU time and memory (after a full GC when exposed). */
export const processHandlers = {
  cpu: () => {
    const u = process.cpuUsage();
    return { userUs: u.user, systemUs: u.system, totalUs: u.user + u.system, at: now() };
  },
  mem: async ({ gc = true } = {}) => {
    if (gc && global.gc) {
      for (let i = 0; i < 3; i += 1) {
        global.gc();
        await sleep(50);
      }
    }
    const m = process.memoryUsage();
    return { rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers, gcExposed: Boolean(global.gc) };
  },
  /** A CPU profile of the measured interval only (not start-up, seeding or connecting): BENCH_PROFILE_DIR. */
  profileStart: async () => {
    const { Session } = await import('node:inspector/promises');
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
    return true;
  },
  profileStop: async ({ file }) => {
    const { profile } = await profiler.post('Profiler.stop');
    profiler.disconnect();
    profiler = undefined;
    mkdirSync(file.slice(0, file.lastIndexOf('/')), { recursive: true });
    writeFileSync(file, JSON.stringify(profile));
    return file;
  },
};
let profiler;

/** bench/results/<name>-<date>.json and .md */
export function writeResults(name, result, markdown) {
  result.machine.loadAverageAtEnd = os.loadavg().map((x) => Math.round(x * 100) / 100);
  markdown = markdown.replace(LOAD_AT_END, result.machine.loadAverageAtEnd.join(' / '));
  const dir = `${BENCH_DIR}results/`;
  mkdirSync(dir, { recursive: true });
  const stamp = result.date.slice(0, 10);
  writeFileSync(`${dir}${name}-${stamp}.json`, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(`${dir}${name}-${stamp}.md`, markdown.endsWith('\n') ? markdown : `${markdown}\n`);
  console.log(markdown);
  console.log(`wrote bench/results/${name}-${stamp}.json and .md`);
}

const LOAD_AT_END = '@@LOAD_AT_END@@';
export function machineLine(m, pinned) {
  return (
    `Machine: ${m.cpuModel}, ${m.cores} cores, ${m.memoryGiB} GiB memory, ${m.platform}; Node ${m.node}. Pinning: ${pinned}. ` +
    (m.source
      ? `Source: commit ${m.source.commit}${m.source.changedInSrc.length ? ` with ${m.source.changedInSrc.length} uncommitted change(s) under src/ (${m.source.changedInSrc.join(', ')})` : ''}. `
      : '') +
    `Other work on the machine: ${m.busyBefore === undefined ? '–' : `${Math.round(m.busyBefore * 100)}% of all cores busy in the second before the start`}; load average (1/5/15 min) at start ${m.loadAverageAtStart.join(' / ')}, at end ${LOAD_AT_END} (the end includes this benchmark's own load).`
  );
}

/** "met" or "not met: …" */
export function verdict(met, shortBy) {
  return met ? 'met' : `not met (${shortBy})`;
}

export const ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef';

/** A scratch database's name and URLs on the MariaDB at `mysqlUrl`: the server's own, and the database's. */
export function scratchDatabase(mysqlUrl, tag) {
  const dbName = `faceoff_bench_${tag}`;
  const admin = new URL(mysqlUrl);
  admin.pathname = '/';
  const dbUrl = new URL(mysqlUrl);
  dbUrl.pathname = `/${dbName}`;
  return { dbName, admin, dbUrl };
}
