import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { portIsFree } from './ports';

const run = promisify(execFile);

/**
 * A throwaway Redis Cluster of local `redis-server` processes (masters only, no persistence), for
 * tests: started on free ports, with its node files in a temporary directory that `stop` removes.
 */
export interface TestRedisCluster {
  ports: number[];
  /** comma-separated redis:// root nodes, the REDIS_CLUSTER_URLS form */
  urls: string;
  /** runs redis-cli against one node and returns its output */
  cli(port: number, ...args: string[]): Promise<string>;
  /** SIGKILLs one node and waits for it to be gone */
  kill(port: number): Promise<void>;
  /** starts a killed node again with its node file (same id, same slots) and waits until the cluster is ok */
  start(port: number): Promise<void>;
  stop(): Promise<void>;
}

/** Polls `check` until it returns true, failing with `what` after `ms`. */
export async function until(what: string, check: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      const lastError = last instanceof Error ? last.toString() : JSON.stringify(last);
      throw new Error(`timed out waiting for ${what}${last ? ` (last error: ${lastError})` : ''}`, { cause: last });
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A port that is free along with its cluster bus port (port + 10000), both below the usual
 * ephemeral range (32768 and up), where an outgoing connection could take the bus port meanwhile.
 */
async function freePort(taken: Set<number>): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = 10_000 + Math.floor(Math.random() * 12_000);
    if (taken.has(port) || taken.has(port + 10_000) || taken.has(port - 10_000)) continue;
    if ((await portIsFree(port)) && (await portIsFree(port + 10_000))) {
      taken.add(port);
      return port;
    }
  }
  throw new Error('no free port pair for a redis cluster node');
}

export async function startRedisCluster(size = 3): Promise<TestRedisCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'faceoff-redis-cluster-'));
  const taken = new Set<number>();
  const ports: number[] = [];
  for (let i = 0; i < size; i++) ports.push(await freePort(taken));
  const processes = new Map<number, ChildProcess>();

  const cli = async (port: number, ...args: string[]): Promise<string> => (await run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], { timeout: 5_000 })).stdout;

  const clusterOk = async (port: number): Promise<boolean> => /cluster_state:ok/.test(await cli(port, 'cluster', 'info'));

  const spawnNode = async (port: number): Promise<void> => {
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        join(dir, `nodes-${port}.conf`),
        // a restarted node rejoins at once instead of waiting out the default 15 s
        '--cluster-node-timeout',
        '2000',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'no',
      ],
      { stdio: 'ignore' },
    );
    processes.set(port, child);
    await until(`redis-server on port ${port}`, async () => (await cli(port, 'ping')).trim() === 'PONG');
  };

  const kill = async (port: number): Promise<void> => {
    const child = processes.get(port);
    processes.delete(port);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await gone;
  };

  const stop = async (): Promise<void> => {
    await Promise.all([...processes.keys()].map(kill));
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await Promise.all(ports.map(spawnNode));
    await run('redis-cli', ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-yes'], { timeout: 20_000 });
    await until('cluster_state:ok on every node', async () => (await Promise.all(ports.map(clusterOk))).every(Boolean), 20_000);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    ports,
    urls: ports.map((p) => `redis://127.0.0.1:${p}`).join(','),
    cli,
    kill,
    async start(port) {
      await spawnNode(port);
      await until('cluster_state:ok on every node', async () => (await Promise.all(ports.map(clusterOk))).every(Boolean), 20_000);
    },
    stop,
  };
}
