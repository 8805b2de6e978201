import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { RecordGoalDocument, ScoreboardUpdatedDocument, StartClockDocument, StartGameDocument } from '../generated/graphql';
import { ok, subscribe, wsClient } from '../support/client';
import { listing, parseDockerfile, type Replay, replayDockerfile } from '../support/dockerfile';
import { type ProductionServer, startProductionServer } from '../support/production-server';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, channelPrefix, MYSQL_REDIS } from '../support/server';
import { describeWith, mysqlUrl, redisUrl } from '../support/services';

/*
 * docker/Dockerfile, replayed step by step without a container engine (test/support/dockerfile.ts):
 * a folder per stage holding exactly what each COPY copies (the build context as
 * docker/Dockerfile.dockerignore trims it), each RUN run there, then the runtime stage's folder
 * started with the image's CMD, ENV and an unprivileged user, as `docker run` would. It proves the
 * steps succeed and the runtime holds what the server reads; it cannot prove the base image's own
 * contents (this machine's Debian and Node stand in for node:20-bookworm-slim) nor that a registry
 * serves them (README, "Production").
 */

const ROOT = resolve(__dirname, '../..');
const DOCKERFILE = join(ROOT, 'docker/Dockerfile');
/** The image's `USER node`, on a machine with no such user: an unprivileged one when the tests run as root. */
const RUNTIME_IDS = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 };

let work: string;
let replay: Replay;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'faceoff-image-'));
  chmodSync(work, 0o755);
  replay = replayDockerfile(DOCKERFILE, ROOT, work, { userIds: RUNTIME_IDS });
  // What each step ran, for whoever reads the run (test/artifacts is not committed).
  mkdirSync(join(ROOT, 'test/artifacts'), { recursive: true });
  writeFileSync(join(ROOT, 'test/artifacts/docker-replay.json'), `${JSON.stringify(replay.steps, null, 2)}\n`);
}, 20 * 60_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The runtime stage as `docker run` starts it: its CMD in its WORKDIR, its ENV, its user; PORT 0 for a free port. */
function startImage(settings: Record<string, string>): Promise<ProductionServer> {
  const { image } = replay;
  return startProductionServer({ PORT: '0', ...settings }, { argv: image.cmd, cwd: join(image.root, image.workdir), env: { PATH: process.env.PATH, HOME: '/tmp', ...image.env }, ...RUNTIME_IDS });
}

describe('the Docker image, replayed without an engine (docker/Dockerfile)', () => {
  it('replays every instruction of every stage, in order', () => {
    const stages = parseDockerfile(readFileSync(DOCKERFILE, 'utf8'));
    expect(stages.map((s) => s.name)).toEqual(['build', null]);
    const instructions = stages.flatMap((s) => [`FROM ${s.base}`, ...s.instructions.map((i) => `${i.keyword} ${i.args.replace(/\s+/g, ' ')}`)]);
    expect(replay.steps.map((s) => s.instruction)).toEqual(instructions);
  });

  it('the runtime holds only what `node dist/src/main.js` reads: the built API and pages, the runtime dependencies, the export schema, a data folder only its user may write', () => {
    const app = join(replay.image.root, replay.image.workdir);
    expect(listing(app, 1)).toEqual(['data/', 'dist/', 'docs/', 'node_modules/', 'package.json']);
    expect(listing(join(app, 'docs'), 1)).toEqual(['competition-export.schema.json']);
    expect(listing(app, 2).filter((path) => path.startsWith('dist/') && path !== 'dist/' && path.endsWith('/'))).toEqual(['dist/pages/', 'dist/src/']);
    expect(existsSync(join(app, 'dist/src/main.js'))).toBe(true);
    expect(existsSync(join(app, 'dist/pages'))).toBe(true);
    // No build tool, test tool or other devDependency the lockfile marks as dev only.
    // (devOptional: a devDependency some runtime package names as an optional peer, as i18next does typescript.)
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean; devOptional?: boolean }> };
    const devOnly = Object.keys((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies).filter(
      (name) => lock.packages[`node_modules/${name}`]?.dev === true || lock.packages[`node_modules/${name}`]?.devOptional === true,
    );
    expect(devOnly).toEqual(expect.arrayContaining(['typescript', 'esbuild', 'workbox-build', 'jest']));
    expect(devOnly.filter((name) => existsSync(join(app, 'node_modules', name)))).toEqual([]);
    expect(statSync(join(app, 'data')).uid).toBe(RUNTIME_IDS.uid);
    expect(statSync(join(app, 'dist')).uid).toBe(process.getuid?.());
  });

  describe('started as the image starts it, on its embedded default (SQLite in its data folder)', () => {
    let server: ProductionServer;
    beforeAll(async () => {
      server = await startImage({ ADMIN_TOKEN });
    }, 60_000);
    afterAll(async () => {
      expect(await server?.stop()).toBe(0);
    });

    it('answers /healthz and /readyz, a query, a page, an export and its import, and a subscription; its HEALTHCHECK passes', async () => {
      expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
      const page = await fetch(`${server.origin}/`);
      expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
      const script = /<script type="module" src="([^"]+)"/.exec(await page.text())?.[1];
      expect((await fetch(`${server.origin}${script}`)).status).toBe(200);

      const league = await seedLeague(server.url, { playersPerTeam: 7, firstNumber: 1 });
      const read = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query ($id: ID!) { competition(id: $id) { name } }', variables: { id: league.competitionId } }),
      });
      expect(((await read.json()) as { data: { competition: { name: string } } }).data.competition.name).toMatch(/^Cup /);
      expect(existsSync(join(replay.image.root, replay.image.workdir, 'data/faceoff.db'))).toBe(true);

      const exported = await fetch(`${server.origin}/competitions/${league.competitionId}/export.json`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      expect(exported.status).toBe(200);
      const imported = await fetch(`${server.origin}/competitions/import.json`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: await exported.text(),
      });
      expect(imported.status).toBe(200);

      await ok(server.url, StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
      await ok(server.url, StartClockDocument, { gameId: league.gameId }, ADMIN_TOKEN);
      const client = wsClient(server.url.replace(/^http/, 'ws'));
      try {
        const feed = subscribe(client, ScoreboardUpdatedDocument, { gameId: league.gameId });
        expect((await feed.next()).data?.scoreboardUpdated.home.score).toBe(0);
        const home = league.teams[0];
        await ok(server.url, RecordGoalDocument, { input: { gameId: league.gameId, teamId: home.id, scorerId: home.players[2].id } }, ADMIN_TOKEN);
        expect((await feed.next()).data?.scoreboardUpdated.home.score).toBe(1);
      } finally {
        await client.dispose();
      }

      const [command, ...args] = replay.image.healthcheck!;
      const check = spawnSync(command, args, { env: { PATH: process.env.PATH, ...replay.image.env, PORT: String(server.port) }, encoding: 'utf8' });
      expect([check.status, check.stderr]).toEqual([0, '']);
    });
  });
});

describeWith(MYSQL_REDIS.needs, 'docker/compose.yml, as far as it can be checked without an engine (MariaDB + Redis)', () => {
  const compose = parseYaml(readFileSync(join(ROOT, 'docker/compose.yml'), 'utf8')) as { services: Record<string, { environment?: Record<string, string>; build?: { dockerfile?: string } }> };
  const api = compose.services.api;

  it("the api service is this Dockerfile's image, and every setting it passes is one the README documents", () => {
    expect(api.build?.dockerfile).toBe('docker/Dockerfile');
    const documented = new Set([...readFileSync(join(ROOT, 'README.md'), 'utf8').matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]));
    expect(Object.keys(api.environment ?? {}).filter((name) => !documented.has(name))).toEqual([]);
  });

  it("two instances of the image on one MariaDB and Redis, with the api service's settings: a goal on one reaches a subscriber of the other", async () => {
    const database = await MYSQL_REDIS.database();
    // compose's values name its own hosts (mysql, redis); here they are this machine's.
    const settings = { ...api.environment, DATABASE_URL: database.url, REDIS_URL: redisUrl()!, REDIS_CLUSTER_URLS: '', ADMIN_TOKEN, FACEOFF_CHANNEL_PREFIX: channelPrefix() };
    expect(mysqlUrl()).toBeDefined();
    const [a, b] = await Promise.all([startImage(settings), startImage(settings)]);
    try {
      const league = await seedLeague(a.url, { playersPerTeam: 7, firstNumber: 1 });
      await ok(a.url, StartGameDocument, { gameId: league.gameId }, ADMIN_TOKEN);
      const client = wsClient(b.url.replace(/^http/, 'ws'));
      try {
        const feed = subscribe(client, ScoreboardUpdatedDocument, { gameId: league.gameId });
        expect((await feed.next()).data?.scoreboardUpdated.home.score).toBe(0);
        await ok(a.url, StartClockDocument, { gameId: league.gameId }, ADMIN_TOKEN);
        const home = league.teams[0];
        await ok(a.url, RecordGoalDocument, { input: { gameId: league.gameId, teamId: home.id, scorerId: home.players[2].id } }, ADMIN_TOKEN);
        let board = (await feed.next()).data!.scoreboardUpdated;
        while (board.home.score === 0) board = (await feed.next()).data!.scoreboardUpdated;
        expect(board.home.score).toBe(1);
      } finally {
        await client.dispose();
      }
    } finally {
      expect(await Promise.all([a.stop(), b.stop()])).toEqual([0, 0]);
      await database.drop();
    }
  }, 120_000);
});
