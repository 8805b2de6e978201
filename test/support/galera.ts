import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createConnection } from 'mysql2/promise';
import { until } from './redis-cluster';
import { portIsFree } from './ports';

const run = promisify(execFile);

/** Whether the kernel shows every thread of process `pid` stopped (state T in /proc/<pid>/task/<tid>/stat). */
const everyThreadStopped = (pid: number): boolean => {
  const tasks = readdirSync(`/proc/${pid}/task`);
  return tasks.every((tid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      // "<tid> (<comm>) <state> …": comm may hold spaces and parentheses, the state follows the last ')'
      return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) === 'T';
    } catch {
      return true; // a thread that ended meanwhile answers nothing
    }
  });
};

const MARIADBD = '/usr/sbin/mariadbd';
const GALERA = '/usr/lib/galera/libgalera_smm.so';

/**
 * A throwaway MariaDB Galera cluster of local `mariadbd` processes (Debian's mariadb-server and
 * galera-4), for tests: each node with its own datadir, socket and log in a temporary directory
 * that `stop` removes, on free loopback ports. Nodes are numbered 0 … size-1; node 0 bootstraps
 * the cluster, the others join it, and any node restarted after `kill` joins the ones still up.
 */
export interface TestGalera {
  nodes: Array<{ port: number; url: string }>;
  /** the temporary directory: node-<i>/ datadirs, node-<i>.log logs, sockets and pid files */
  dir: string;
  /** runs SQL on one node (in database `faceoff`) and returns the rows; fails after `ms` */
  query<T = Record<string, unknown>>(i: number, sql: string, params?: unknown[], ms?: number): Promise<T[]>;
  /** a wsrep status variable of one node, e.g. status(0, 'wsrep_cluster_size') */
  status(i: number, name: string): Promise<string | undefined>;
  /** SIGKILLs node i, waits until it is gone and the others form a Primary, Synced cluster without it */
  kill(i: number): Promise<void>;
  /** starts a killed node again; it joins the others (IST or SST) and is waited for until everyone is Synced */
  start(i: number): Promise<void>;
  /**
   * SIGSTOPs node i (its sockets stay open, it just stops answering, like a hung machine) and waits
   * until the kernel shows every one of its threads stopped: the signal is only pending until each
   * thread is next scheduled, and on a loaded machine one can still answer a statement meanwhile.
   */
  freeze(i: number): Promise<void>;
  /** SIGCONTs a frozen node and waits until it is back in the cluster and Synced */
  thaw(i: number): Promise<void>;
  /** the last lines of node i's log */
  logTail(i: number, lines?: number): string;
  /** kills every node and removes the temporary directory */
  stop(): Promise<void>;
}

/** Whether mariadbd, mariadb-install-db, the Galera provider and rsync (for SST) are installed. */
export const galeraInstalled = (): boolean =>
  existsSync(MARIADBD) &&
  existsSync(GALERA) &&
  spawnSync('rsync', ['--version'], { stdio: 'ignore' }).status === 0 &&
  // `mariadb-install-db --help` exits 1, so look for it rather than run it
  spawnSync('sh', ['-c', 'command -v mariadb-install-db'], { stdio: 'ignore' }).status === 0;

/** A free port below the usual ephemeral range (32768 and up), where an outgoing connection could take it meanwhile. */
async function freePort(taken: Set<number>): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = 10_000 + Math.floor(Math.random() * 20_000);
    if (taken.has(port)) continue;
    if (await portIsFree(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error('no free port for a galera node');
}

interface Ports {
  sql: number;
  gcomm: number;
  ist: number;
  sst: number;
}

/**
 * Failure detection, shortened from the defaults (suspect 5 s, inactive 15 s) so that a frozen node
 * is evicted within a few seconds and the other two carry on as a Primary component: until then a
 * commit anywhere waits for the silent member. The keepalive and check periods must stay well below
 * the suspect timeout, or a busy but healthy node would be suspected.
 */
const EVS = 'evs.suspect_timeout=PT2S;evs.inactive_timeout=PT3S;evs.keepalive_period=PT0.5S;evs.inactive_check_period=PT0.5S';

export async function startGaleraCluster(size = 3): Promise<TestGalera> {
  const dir = mkdtempSync(join(tmpdir(), 'faceoff-galera-'));
  const taken = new Set<number>();
  const ports: Ports[] = [];
  for (let i = 0; i < size; i++) {
    ports.push({ sql: await freePort(taken), gcomm: await freePort(taken), ist: await freePort(taken), sst: await freePort(taken) });
  }
  const processes = new Map<number, ChildProcess>();
  const frozen = new Set<number>();
  const gcomm = `gcomm://${ports.map((p) => `127.0.0.1:${p.gcomm}`).join(',')}`;
  const logFile = (i: number): string => join(dir, `node-${i}.log`);
  let ready = false;

  const logTail = (i: number, lines = 40): string => {
    try {
      return readFileSync(logFile(i), 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  };

  const query = async <T = Record<string, unknown>>(i: number, sql: string, params: unknown[] = [], ms = 5_000): Promise<T[]> => {
    const connection = await createConnection({
      host: '127.0.0.1',
      port: ports[i].sql,
      user: 'root',
      database: ready ? 'faceoff' : undefined,
      connectTimeout: Math.min(ms, 2_000),
    });
    try {
      const [rows] = await connection.query({ sql, timeout: ms }, params);
      return rows as T[];
    } finally {
      // destroy, not end: a node that stopped answering would never acknowledge the goodbye
      connection.destroy();
    }
  };

  const status = async (i: number, name: string): Promise<string | undefined> => {
    const rows = await query<{ Variable_name: string; Value: string }>(i, `SHOW GLOBAL STATUS LIKE ?`, [name], 2_000);
    return rows[0]?.Value;
  };

  /** Whether node i is in a Primary component of `members` nodes and Synced. */
  const synced = async (i: number, members: number): Promise<boolean> => {
    const rows = await query<{ Variable_name: string; Value: string }>(
      i,
      `SHOW GLOBAL STATUS WHERE Variable_name IN ('wsrep_cluster_size', 'wsrep_cluster_status', 'wsrep_local_state_comment', 'wsrep_ready')`,
      [],
      2_000,
    );
    const s = Object.fromEntries(rows.map((r) => [r.Variable_name, r.Value]));
    return s.wsrep_cluster_size === String(members) && s.wsrep_cluster_status === 'Primary' && s.wsrep_local_state_comment === 'Synced' && s.wsrep_ready === 'ON';
  };

  const alive = (i: number): boolean => {
    const child = processes.get(i);
    return !!child && child.exitCode === null && child.signalCode === null;
  };

  /** `until`, failing at once if one of the `watched` nodes exits, with the tail of the logs of `watched` in any error. */
  const waitFor = async (what: string, watched: number[], check: () => Promise<boolean>, ms: number): Promise<void> => {
    let died: number | undefined;
    try {
      await until(
        what,
        async () => {
          died = watched.find((i) => !alive(i));
          return died !== undefined || (await check());
        },
        ms,
      );
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${watched.map((i) => `--- node ${i} log (${logFile(i)}):\n${logTail(i)}`).join('\n')}`, { cause: error });
    }
    if (died !== undefined) throw new Error(`galera node ${died} exited while waiting for ${what}\n--- node ${died} log:\n${logTail(died)}`);
  };

  const spawnNode = (i: number, bootstrap: boolean): void => {
    const p = ports[i];
    const args = [
      '--no-defaults',
      `--datadir=${join(dir, `node-${i}`)}`,
      `--socket=${join(dir, `node-${i}.sock`)}`,
      `--pid-file=${join(dir, `node-${i}.pid`)}`,
      '--user=mysql',
      '--bind-address=127.0.0.1',
      `--port=${p.sql}`,
      '--skip-name-resolve',
      '--innodb-buffer-pool-size=64M',
      '--innodb-log-file-size=16M',
      // durability on commit is the cluster's (the write set is on the other nodes), as Galera setups usually have it
      '--innodb-flush-log-at-trx-commit=2',
      '--performance-schema=OFF',
      '--binlog-format=ROW',
      '--default-storage-engine=InnoDB',
      '--innodb-autoinc-lock-mode=2',
      '--wsrep-on=ON',
      `--wsrep-provider=${GALERA}`,
      `--wsrep-cluster-name=faceoff-test`,
      `--wsrep-cluster-address=${gcomm}`,
      `--wsrep-provider-options=base_port=${p.gcomm};gmcast.listen_addr=tcp://127.0.0.1:${p.gcomm};ist.recv_addr=127.0.0.1:${p.ist};gcache.size=32M;${EVS}`,
      `--wsrep-node-address=127.0.0.1:${p.gcomm}`,
      `--wsrep-node-name=node-${i}`,
      '--wsrep-sst-method=rsync',
      `--wsrep-sst-receive-address=127.0.0.1:${p.sst}`,
      ...(bootstrap ? ['--wsrep-new-cluster'] : []),
    ];
    const log = openSync(logFile(i), 'a');
    const child = spawn(MARIADBD, args, { stdio: ['ignore', log, log] });
    closeSync(log);
    child.on('error', () => undefined);
    processes.set(i, child);
  };

  const kill = async (i: number): Promise<void> => {
    const child = processes.get(i);
    if (!child || !alive(i)) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await gone;
    frozen.delete(i);
  };

  const killAll = async (): Promise<void> => {
    await Promise.all([...processes.keys()].map(kill));
  };

  const stop = async (): Promise<void> => {
    await killAll();
    rmSync(dir, { recursive: true, force: true });
  };

  const others = (i: number): number[] => ports.map((_, j) => j).filter((j) => j !== i && alive(j) && !frozen.has(j));

  try {
    // mariadbd (and the rsync SST it starts) runs as mysql, which must own everything under dir
    await run('chown', ['mysql:mysql', dir]);
    // one datadir initialised, copied for the others (a joiner's is replaced by SST anyway)
    const first = join(dir, 'node-0');
    await run('mariadb-install-db', ['--no-defaults', `--datadir=${first}`, '--user=mysql', '--auth-root-authentication-method=normal', '--skip-test-db', '--skip-name-resolve'], {
      timeout: 60_000,
    }).catch((error: Error & { stdout?: string; stderr?: string }) => {
      throw new Error(`mariadb-install-db failed: ${error.message}\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    });
    for (let i = 1; i < size; i++) cpSync(first, join(dir, `node-${i}`), { recursive: true });
    await run('chown', ['-R', 'mysql:mysql', dir]);

    spawnNode(0, true);
    await waitFor('galera node 0 to bootstrap', [0], () => synced(0, 1), 60_000);
    await query(0, 'CREATE DATABASE faceoff CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    ready = true;
    // joiners one at a time: each takes an SST from a donor, and two at once would queue anyway
    for (let i = 1; i < size; i++) {
      spawnNode(i, false);
      await waitFor(`galera node ${i} to join`, [0, i], () => synced(i, i + 1), 90_000);
    }
    const all = ports.map((_, i) => i);
    await waitFor(`every galera node Synced in a cluster of ${size}`, all, async () => (await Promise.all(all.map((i) => synced(i, size)))).every(Boolean), 30_000);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    nodes: ports.map((p) => ({ port: p.sql, url: `mysql://root@127.0.0.1:${p.sql}/faceoff` })),
    dir,
    query,
    status,
    async kill(i) {
      await kill(i);
      const rest = others(i);
      await waitFor(`the galera nodes other than ${i} to be Primary and Synced without it`, rest, async () => (await Promise.all(rest.map((j) => synced(j, size - 1)))).every(Boolean), 30_000);
    },
    async start(i) {
      if (alive(i)) throw new Error(`galera node ${i} is running`);
      spawnNode(i, false);
      const everyone = [i, ...others(i)];
      await waitFor(`galera node ${i} to rejoin and every node to be Synced`, everyone, async () => (await Promise.all(everyone.map((j) => synced(j, everyone.length)))).every(Boolean), 90_000);
    },
    async freeze(i) {
      if (!alive(i)) throw new Error(`galera node ${i} is not running`);
      const child = processes.get(i)!;
      child.kill('SIGSTOP');
      frozen.add(i);
      await until(`every thread of galera node ${i} to be stopped`, async () => everyThreadStopped(child.pid!), 10_000);
    },
    async thaw(i) {
      if (!alive(i)) throw new Error(`galera node ${i} is not running`);
      processes.get(i)!.kill('SIGCONT');
      frozen.delete(i);
      const everyone = [i, ...others(i)];
      await waitFor(`galera node ${i} to be back and every node Synced`, everyone, async () => (await Promise.all(everyone.map((j) => synced(j, everyone.length)))).every(Boolean), 60_000);
    },
    logTail,
    stop,
  };
}
