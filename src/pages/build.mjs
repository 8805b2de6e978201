/**
 * Bundles the browser pages: every `src/pages/<page>/main.ts` becomes `dist/pages/assets/<page>-<hash>.js`
 * (and `.css` when the page imports styles), named by content so they can be cached for a year.
 * `dist/pages/manifest.json` maps each page to its files; src/server/pages.ts reads it.
 *
 * The scorekeeper console is also an installable web app: `dist/pages/app/` holds its web manifest,
 * its icons (drawn here) and a service worker (workbox-build) that precaches the console's page and
 * bundle, so a tablet that has opened it once opens it again without a network (writeApp below).
 *
 * `npm run build` runs this after tsc; `node src/pages/build.mjs --watch` rebuilds on change.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { generateSW } from 'workbox-build';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const pagesDir = join(root, 'src/pages');
const outDir = join(root, 'dist/pages');
const assetsDir = join(outDir, 'assets');
const appDir = join(outDir, 'app');

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

// ---- the installable console ----

const THEME = '#0b57d0';
const BACKGROUND = '#0b0f17';

/** The app icon: a puck (a dark ring on white) on the accent blue, as SVG. */
const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
<rect width="512" height="512" rx="96" fill="${THEME}"/>
<ellipse cx="256" cy="300" rx="170" ry="70" fill="#111827"/>
<rect x="86" y="230" width="340" height="70" fill="#111827"/>
<ellipse cx="256" cy="230" rx="170" ry="70" fill="#374151"/>
</svg>
`;

/** The same icon as a PNG of `size` pixels (browsers want 192 and 512 for installing), drawn pixel by pixel. */
function iconPng(size) {
  const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [blue, dark, top] = [rgb(THEME), rgb('#111827'), rgb('#374151')];
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y += 1) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      // In the 512 × 512 drawing's units.
      const u = ((x + 0.5) * 512) / size;
      const v = ((y + 0.5) * 512) / size;
      const inEllipse = (cy) => ((u - 256) / 170) ** 2 + ((v - cy) / 70) ** 2 <= 1;
      let colour = blue;
      if (inEllipse(230)) colour = top;
      else if (inEllipse(300) || (u >= 86 && u <= 426 && v >= 230 && v <= 300)) colour = dark;
      raw.set([...colour, 255], y * (size * 4 + 1) + 1 + x * 4);
    }
  }
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** Where the server serves the app's files (src/server/pages.ts). */
const APP_PATH = '/pages/app';

const WEB_MANIFEST = {
  name: 'Faceoff scorekeeper',
  short_name: 'Scorekeeper',
  description: 'The scorekeeper console: post a game live from the bench, with or without a network.',
  id: '/console',
  start_url: '/console',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: BACKGROUND,
  theme_color: THEME,
  icons: [
    { src: `${APP_PATH}/icon.svg`, sizes: 'any', type: 'image/svg+xml' },
    { src: `${APP_PATH}/icon-192.png`, sizes: '192x192', type: 'image/png' },
    { src: `${APP_PATH}/icon-512.png`, sizes: '512x512', type: 'image/png' },
  ],
};

/**
 * Writes the console's web manifest, icons and service worker. The worker precaches the console's
 * bundle and stylesheet (content-hashed, so fetched once), the icons and the page's shell, `/console`,
 * whose revision follows the bundle names it links; every console address (/games/<id>/score,
 * /console) is answered with that shell, which reads the game id from the address. Anything else
 * (the API, the other pages) goes to the network as if there were no worker.
 */
async function writeApp(manifest) {
  const files = manifest.console;
  if (!files) return;
  mkdirSync(appDir, { recursive: true });
  writeFileSync(join(appDir, 'icon.svg'), ICON_SVG);
  writeFileSync(join(appDir, 'icon-192.png'), iconPng(192));
  writeFileSync(join(appDir, 'icon-512.png'), iconPng(512));
  writeFileSync(join(appDir, 'console.webmanifest'), `${JSON.stringify(WEB_MANIFEST, null, 2)}\n`);
  const shellRevision = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16);
  const scratch = join(appDir, `sw.${process.pid}.tmp.js`);
  await generateSW({
    swDest: scratch,
    globDirectory: outDir,
    globPatterns: [`assets/${files.js}`, ...(files.css ? [`assets/${files.css}`] : []), 'app/*.{svg,png,webmanifest}'],
    modifyURLPrefix: { 'assets/': '/pages/assets/', 'app/': `${APP_PATH}/` },
    // The bundles' names carry their content hash.
    dontCacheBustURLsMatching: /^\/pages\/assets\//,
    additionalManifestEntries: [{ url: '/console', revision: shellRevision }],
    navigateFallback: '/console',
    navigateFallbackAllowlist: [/^\/console$/, /^\/games\/[^/]+\/score\/?$/],
    inlineWorkboxRuntime: true,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    mode: 'production',
    sourcemap: false,
  });
  renameSync(scratch, join(appDir, 'sw.js'));
}

async function main() {
  const watch = process.argv.includes('--watch');
  mkdirSync(assetsDir, { recursive: true });
  if (watch) {
    const context = await esbuild.context({
      ...options,
      plugins: [{ name: 'manifest', setup: (build) => build.onEnd((result) => result.metafile && writeApp(writeManifest(result.metafile))) }],
    });
    await context.watch();
    process.stdout.write('watching src/pages for changes\n');
    return;
  }
  const result = await esbuild.build(options);
  await writeApp(writeManifest(result.metafile));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`pages build failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
