/**
 * `npm run demo` for the picture scripts: the built demo (dist/src/cli/demo.js) on a free port over
 * a scratch SQLite file, its printed pages read until `until` matches, and a stop that waits for it
 * to exit and removes the scratch folder.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
const demoScript = join(root, 'dist/src/cli/demo.js');

const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

/** Exits (code 2) unless `npm run build` has made the demo and the pages. */
export function requireBuild() {
  if (!existsSync(demoScript) || !existsSync(join(root, 'dist/pages/manifest.json'))) {
    process.stderr.write('Build first: npm run build\n');
    process.exit(2);
  }
}

/**
 * Starts the demo with `--period-minutes periodMinutes`; resolves once its output so far matches
 * `until`, with that output (addresses on 127.0.0.1), the origin, and `stop()`.
 */
export async function startDemo({ periodMinutes, until }) {
  requireBuild();
  const scratch = mkdtempSync(join(tmpdir(), 'faceoff-demo-'));
  const port = await freePort();
  const demo = spawn(process.execPath, [demoScript, '--port', String(port), '--period-minutes', String(periodMinutes)], {
    cwd: scratch,
    env: { ...process.env, DATABASE_URL: `sqlite:${join(scratch, 'demo.db')}`, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    demo.kill('SIGTERM');
    await new Promise((done) => (demo.exitCode !== null ? done() : demo.once('exit', done)));
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    const printed = await new Promise((done, fail) => {
      let text = '';
      demo.stdout.on('data', (chunk) => {
        text += chunk;
        if (until.test(text)) done(text.replace(/localhost/g, '127.0.0.1'));
      });
      demo.once('exit', (code) => fail(new Error(`the demo stopped (${code}) before printing its pages`)));
    });
    return { printed, origin: `http://127.0.0.1:${port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
