#!/usr/bin/env node
// Builds (npm run build) only when a source or a build setting is newer than the last build, so
// `npm start`, `npm run token` and `npm test` on an unchanged tree start at once. The build itself
// is incremental (tsconfig.build.json keeps dist/.tsbuildinfo), so a change rebuilds in seconds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(new URL('.', import.meta.url).pathname, '..');
const stamp = join(root, 'dist/.build-stamp');
const inputs = ['src', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];

/** The newest modification time under a file or folder. */
function newest(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const built = existsSync(stamp) && existsSync(join(root, 'dist/src/main.js')) ? statSync(stamp).mtimeMs : 0;
const changed = inputs
  .map((p) => join(root, p))
  .filter(existsSync)
  .some((p) => newest(p) > built);
if (!changed) process.exit(0);

// A production install (npm ci --omit=dev) has no build tools: it serves the build it was given.
// (typescript alone may be there, as an optional peer of a runtime package; its types and esbuild are not.)
if (!['typescript/bin/tsc', '@types/node', 'esbuild'].every((tool) => existsSync(join(root, 'node_modules', tool)))) {
  if (existsSync(join(root, 'dist/src/main.js'))) {
    console.warn('faceoff: the build tools are not installed (a production install): serving the existing dist/ as it is');
    process.exit(0);
  }
  console.error('faceoff: dist/ is missing and the build tools are not installed (a production install): build first with `npm ci && npm run build`, then `npm ci --omit=dev`');
  process.exit(1);
}

const started = Date.now();
const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
if (result.status !== 0) process.exit(result.status ?? 1);
// The stamp is dated when the build began: a source saved during the build is newer, and rebuilds next time.
writeFileSync(stamp, `${new Date(started).toISOString()}\n`);
utimesSync(stamp, new Date(started), new Date(started));
