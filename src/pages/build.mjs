/**
 * Bundles the browser pages: every `src/pages/<page>/main.ts` becomes `dist/pages/assets/<page>-<hash>.js`
 * (and `.css` when the page imports styles), named by content so they can be cached for a year.
 * `dist/pages/manifest.json` maps each page to its files; src/server/pages.ts reads it.
 *
 * `npm run build` runs this after tsc; `node src/pages/build.mjs --watch` rebuilds on change.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const pagesDir = join(root, 'src/pages');
const outDir = join(root, 'dist/pages');
const assetsDir = join(outDir, 'assets');

/** Page name → entry file, one per directory holding a main.ts (lib/, operations/ and generated/ hold none). */
export function pageEntries() {
  const entries = {};
  for (const dirent of readdirSync(pagesDir, { withFileTypes: true })) {
    const main = join(pagesDir, dirent.name, 'main.ts');
    if (dirent.isDirectory() && existsSync(main)) entries[dirent.name] = main;
  }
  return entries;
}

/** @type {esbuild.BuildOptions} */
const options = {
  entryPoints: pageEntries(),
  outdir: assetsDir,
  entryNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  bundle: true,
  format: 'esm',
  splitting: false,
  platform: 'browser',
  target: ['chrome109', 'firefox115', 'safari15.6'],
  minify: true,
  sourcemap: 'linked',
  metafile: true,
  legalComments: 'linked',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
  loader: { '.woff2': 'file', '.woff': 'file', '.svg': 'file', '.png': 'file' },
  tsconfig: join(pagesDir, 'tsconfig.json'),
};

/**
 * Writes the manifest from esbuild's metafile: `{ "<page>": { "js": "<file>", "css": "<file>" | undefined } }`,
 * atomically (a server reading it never sees half a file), then removes the assets no page names
 * any more. Nothing is removed before the new files are in place, so a build running while a
 * server serves (or while another build runs) never leaves a page without its bundle.
 */
function writeManifest(metafile) {
  const manifest = {};
  for (const [output, meta] of Object.entries(metafile.outputs)) {
    if (!meta.entryPoint) continue;
    const page = relative(pagesDir, resolve(root, meta.entryPoint)).split(/[\\/]/)[0];
    manifest[page] = {
      js: relative(assetsDir, resolve(root, output)),
      ...(meta.cssBundle ? { css: relative(assetsDir, resolve(root, meta.cssBundle)) } : {}),
    };
  }
  const target = join(outDir, 'manifest.json');
  const scratch = `${target}.${process.pid}.tmp`;
  writeFileSync(scratch, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(scratch, target);
  const current = new Set(Object.keys(metafile.outputs).map((output) => relative(assetsDir, resolve(root, output))));
  for (const file of readdirSync(assetsDir)) if (!current.has(file)) rmSync(join(assetsDir, file), { force: true });
  return manifest;
}

async function main() {
  const watch = process.argv.includes('--watch');
  mkdirSync(assetsDir, { recursive: true });
  if (watch) {
    const context = await esbuild.context({
      ...options,
      plugins: [{ name: 'manifest', setup: (build) => build.onEnd((result) => result.metafile && writeManifest(result.metafile)) }],
    });
    await context.watch();
    process.stdout.write('watching src/pages for changes\n');
    return;
  }
  const result = await esbuild.build(options);
  writeManifest(result.metafile);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`pages build failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
