/**
 * Which external services the suites may use. MariaDB and Redis suites run when DATABASE_URL /
 * REDIS_URL name them (as .ci/run does) and are skipped, saying why, when they do not. With
 * FACEOFF_REQUIRE_SERVICES=1 (CI) a missing service fails the run instead of skipping it.
 */

export const mysqlUrl = (): string | undefined => {
  const url = process.env.DATABASE_URL?.trim();
  return url && /^(mysql|mariadb):\/\//.test(url) ? url : undefined;
};

export const redisUrl = (): string | undefined => process.env.REDIS_URL?.trim() || undefined;

const required = process.env.FACEOFF_REQUIRE_SERVICES === '1';
const announced = new Set<string>();

/**
 * `describe` when the services are configured, otherwise `describe.skip` with a note on stderr
 * (or a failing suite when they are required).
 */
export function describeWith(needs: Array<'mysql' | 'redis'>, name: string, body: () => void): void {
  const missing = needs.filter((n) => (n === 'mysql' ? !mysqlUrl() : !redisUrl()));
  if (missing.length === 0) {
    describe(name, body);
    return;
  }
  const why = missing.map((m) => (m === 'mysql' ? 'DATABASE_URL=mysql://… is not set' : 'REDIS_URL is not set')).join(' and ');
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
