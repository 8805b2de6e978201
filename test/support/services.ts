import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { galeraInstalled } from './galera';

/**
 * Which external services the suites may use. MariaDB and Redis suites run when DATABASE_URL /
 * REDIS_URL name them (as .ci/run does), Redis Cluster suites when redis-server is installed (they
 * start their own), the Galera suite when mariadbd, galera-4 and rsync are (it starts its own cluster), the game-sheet suite when pdftotext is, and are skipped, saying why, when they do not. With
 * FACEOFF_REQUIRE_SERVICES=1 (CI) a missing service fails the run instead of skipping it.
 */

export const mysqlUrl = (): string | undefined => {
  const url = process.env.DATABASE_URL?.trim();
  return url && /^(mysql|mariadb):\/\//.test(url) ? url : undefined;
};

export const redisUrl = (): string | undefined => process.env.REDIS_URL?.trim() || undefined;

/** Whether `redis-server` and `redis-cli` are installed, for suites that start their own Redis Cluster. */
export const redisServerInstalled = (): boolean => ['redis-server', 'redis-cli'].every((bin) => spawnSync(bin, ['--version'], { stdio: 'ignore' }).status === 0);

/** Whether poppler's `pdftotext` is installed, for the suite that reads the printable game sheet back. */
export const pdftotextInstalled = (): boolean => spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status === 0;

/** Whether Debian's Chromium is installed, for a suite that drives the pages outside test/browser (the walkthrough script). */
export const chromiumInstalled = (): boolean => existsSync('/usr/bin/chromium');

type Need = 'mysql' | 'redis' | 'redis-server' | 'pdftotext' | 'galera' | 'chromium';
const available: Record<Need, () => boolean> = {
  mysql: () => !!mysqlUrl(),
  redis: () => !!redisUrl(),
  'redis-server': redisServerInstalled,
  pdftotext: pdftotextInstalled,
  galera: galeraInstalled,
  chromium: chromiumInstalled,
};
const absence: Record<Need, string> = {
  mysql: 'DATABASE_URL=mysql://… is not set',
  redis: 'REDIS_URL is not set',
  'redis-server': 'redis-server is not installed',
  pdftotext: 'pdftotext is not installed (apt-get install -y poppler-utils)',
  galera: 'mariadbd, galera-4 or rsync is not installed (apt-get install -y mariadb-server galera-4 rsync)',
  chromium: '/usr/bin/chromium is not installed (apt-get install -y chromium)',
};

const required = process.env.FACEOFF_REQUIRE_SERVICES === '1';
const announced = new Set<string>();

/**
 * `describe` when the services are configured, otherwise `describe.skip` with a note on stderr
 * (or a failing suite when they are required).
 */
export function describeWith(needs: Need[], name: string, body: () => void): void {
  const missing = needs.filter((n) => !available[n]());
  if (missing.length === 0) {
    describe(name, body);
    return;
  }
  const why = missing.map((m) => absence[m]).join(' and ');
  if (required) {
    describe(name, () => {
      it('has the services it needs', () => {
        throw new Error(`FACEOFF_REQUIRE_SERVICES=1 but ${why}`);
      });
    });
    return;
  }
  const note = `skipped "${name}": ${why} (see README, "Tests")`;
  if (!announced.has(note)) {
    announced.add(note);
    process.stderr.write(`${note}\n`);
  }
  describe.skip(`${name} [skipped: ${why}]`, body);
}
