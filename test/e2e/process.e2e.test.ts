import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { createServer, type AddressInfo } from 'node:net';
import { CreateCompetitionDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { deferred } from '../support/deferred';

const root = resolve(__dirname, '../..');
const main = resolve(root, 'dist/src/main.js');
const tokenCli = resolve(root, 'dist/src/cli/token.js');
const run = promisify(execFile);

/**
 * The built entry points as an operator runs them (`npm start`, `npm run token`): `npm test`
 * builds first (pretest), so these run the same JavaScript the README and the image run.
 */
describe('the built server and token CLI', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(() => {
    if (!existsSync(main)) throw new Error('dist/ is missing: run `npm test` (it builds first) or `npm run build`');
  });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'faceoff-proc-'));
    env = { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'nested/faceoff.db')}`, REDIS_URL: '', ADMIN_TOKEN: '', PORT: '0', LOG_LEVEL: 'info', NODE_ENV: 'production' };
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function startMain(): { child: ChildProcess; port: Promise<number>; lines: string[] } {
    const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const port = deferred<number>();
    const lines: string[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      const entry = JSON.parse(line) as { msg?: string; port?: number };
      if (entry.msg === 'faceoff listening') port.resolve(entry.port!);
    });
    child.once('exit', (code) => port.reject(new Error(`exited with ${code} before listening: ${lines.join('\n')}`)));
    return { child, port: port.promise, lines };
  }

  it('creates the SQLite file on first start, serves a token made by the CLI, and stops cleanly on SIGTERM', async () => {
    const { stdout } = await run(process.execPath, [tokenCli, '--role', 'ADMIN', '--name', 'league office'], { env });
    const token = stdout.trim();
    expect(token).toMatch(/^fo_[A-Za-z0-9_-]{43}$/);
    expect(existsSync(join(dir, 'nested/faceoff.db'))).toBe(true);

    const server = startMain();
    const url = `http://127.0.0.1:${await server.port}/graphql`;
    const { createCompetition } = await ok(url, CreateCompetitionDocument, { input: { name: 'BHI Spring', kind: 'TOURNAMENT', preset: 'BHI_5ON5' } }, token);
    expect(createCompetition).toMatchObject({ name: 'BHI Spring', preset: 'BHI_5ON5' });

    const exited = new Promise<number | null>((res) => server.child.once('exit', res));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(server.lines.some((l) => l.includes('"msg":"faceoff stopped"'))).toBe(true);
  });

  it('refuses to start on a bad setting, naming it, with exit code 2', async () => {
    const failed = run(process.execPath, [main], { env: { ...env, PORT: 'eighty' } });
    await expect(failed).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('PORT: must be a whole number') });
  });

  it('says in one line that its port is in use, with exit code 2, and leaves nothing running', async () => {
    const holder = createServer();
    await new Promise<void>((done) => holder.listen(0, done));
    try {
      const port = (holder.address() as AddressInfo).port;
      const failed = run(process.execPath, [main], { env: { ...env, PORT: String(port) } });
      // Exiting by itself (not killed) shows nothing it started holds the process open.
      const error = (await failed.then(
        () => null,
        (e: unknown) => e,
      )) as { code: number; stderr: string } | null;
      expect(error?.code).toBe(2);
      expect(error?.stderr).toBe(`faceoff: could not start: port ${port} is already in use (set PORT to another)\n`);
    } finally {
      await new Promise((done) => holder.close(done));
    }
  });

  it('lists and revokes tokens', async () => {
    await run(process.execPath, [tokenCli, '--role', 'ADMIN'], { env });
    const listed = (await run(process.execPath, [tokenCli, '--list'], { env })).stdout;
    const id = listed.split(/\s+/)[0];
    expect(listed).toContain('ADMIN');
    expect((await run(process.execPath, [tokenCli, '--revoke', id], { env })).stdout).toContain(`revoked ${id}`);
    expect((await run(process.execPath, [tokenCli, '--list'], { env })).stdout).toContain('revoked');
  });
});
