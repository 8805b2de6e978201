import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type Request, type Response, type Router } from 'express';

/**
 * The browser pages (src/pages, bundled by src/pages/build.mjs into dist/pages): small HTML shells
 * that load a content-hashed bundle, which reads everything else from the public GraphQL API like
 * any other client. Also GraphiQL at GET /graphql for browsers (Accept: text/html); every other
 * request to /graphql passes through untouched.
 *
 * Caching: bundles are named by their content, so they are immutable for a year; the HTML shells
 * name the current bundles and are revalidated every time (no-cache).
 *
 * The scorekeeper console installs as a web app: its web manifest and icons under /pages/app, and
 * its service worker at /sw.js (scope /, revalidated every time so a new build reaches tablets at
 * their next visit), which answers the console's addresses from its precache when the network is gone.
 */

/** Page name (src/pages/<page>/main.ts) → its bundle files under dist/pages/assets. */
type Manifest = Record<string, { js: string; css?: string }>;

/** Where the built pages are: beside the compiled server (dist/src/server → dist/pages), or dist/pages from the sources (tests). */
export function pagesDirectory(): string | undefined {
  const candidates = [resolve(__dirname, '../../pages'), resolve(__dirname, '../../dist/pages')];
  return candidates.find((dir) => existsSync(join(dir, 'manifest.json')));
}

export const ASSETS_PATH = '/pages/assets';
/** The console's web-app files (src/pages/build.mjs writeApp): manifest, icons, service worker. */
export const APP_PATH = '/pages/app';

/** Same-origin everything (no CDN, no external fonts); `framing` says who may put the page in a frame. */
const contentSecurityPolicy = (framing: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The console's service worker (/sw.js) and web manifest.
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    framing,
  ].join('; ');

const COMMON_HEADERS = {
  'Cache-Control': 'no-cache',
  'Content-Type': 'text/html; charset=utf-8',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * Framing (docs/security.md, "Framing"). The public read-only pages are made to be embedded: a
 * club's site frames the scoreboard, its standings or its bracket, a stream's browser source the
 * overlay, so any site may frame them. Every other page refuses every frame, its own site's too
 * (`frame-ancestors 'none'`, and X-Frame-Options for browsers without CSP 2): a page that sends a
 * token (the desk, the console, the coach page) or links to them must not be clicked through
 * another site's transparent layer.
 */
const EMBEDDABLE_HEADERS = { ...COMMON_HEADERS, 'Content-Security-Policy': contentSecurityPolicy('frame-ancestors *') };
const UNFRAMED_HEADERS = { ...COMMON_HEADERS, 'Content-Security-Policy': contentSecurityPolicy("frame-ancestors 'none'"), 'X-Frame-Options': 'DENY' };

/** The pages any site may frame; the others refuse it. */
export const EMBEDDABLE_PAGES: ReadonlySet<string> = new Set(['scoreboard', 'rink', 'standings', 'bracket']);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

export interface PagesOptions {
  /** The built pages; found beside the server by default. */
  directory?: string;
}

/** The pages router; mount it before the GraphQL middleware (it answers GET /graphql only for browsers). */
export function pagesRouter(options: PagesOptions = {}): Router {
  const directory = options.directory ?? pagesDirectory();
  const router = express.Router();
  if (directory) {
    router.use(ASSETS_PATH, express.static(join(directory, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false, redirect: false }));
    // Names without a hash: revalidated (ETag) every time.
    router.use(APP_PATH, express.static(join(directory, 'app'), { maxAge: 0, index: false, fallthrough: false, redirect: false }));
    router.get('/sw.js', (_req, res) => {
      const file = join(directory, 'app', 'sw.js');
      if (!existsSync(file)) {
        res.status(404).set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' }).send('No service worker: run `npm run build`.\n');
        return;
      }
      res.set({
        'Cache-Control': 'no-cache',
        'Content-Type': 'text/javascript; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
        // The worker controls the console's addresses (/games/<id>/score, /console); it answers nothing else.
        'Service-Worker-Allowed': '/',
      });
      res.sendFile(file, { cacheControl: false, lastModified: true });
    });
  }
  // Read again when a rebuild (`node src/pages/build.mjs --watch`) rewrites it, so a running
  // server names the new bundles.
  let loaded: { mtimeMs: number; manifest: Manifest } | undefined;
  const manifest = (): Manifest | undefined => {
    if (!directory) return undefined;
    try {
      const file = join(directory, 'manifest.json');
      const { mtimeMs } = statSync(file);
      if (loaded?.mtimeMs !== mtimeMs) loaded = { mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as Manifest };
    } catch {
      // Mid-rebuild: keep serving what was read last.
    }
    return loaded?.manifest;
  };

  /** Sends a page's HTML shell; the id (a game's or a division's) goes to the script as a data attribute. */
  const send = (res: Response, page: string, title: string, id = ''): void => {
    const files = manifest()?.[page];
    if (!files) {
      res.status(503).set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' }).send('The pages are not built: run `npm run build`.\n');
      return;
    }
    const css = files.css ? `\n<link rel="stylesheet" href="${ASSETS_PATH}/${escapeHtml(files.css)}">` : '';
    // The console installs as an app (its manifest and icon); the other pages are plain pages.
    const app =
      page === 'console'
        ? `\n<link rel="manifest" href="${APP_PATH}/console.webmanifest">\n<meta name="theme-color" content="#0b57d0">\n<link rel="apple-touch-icon" href="${APP_PATH}/icon-192.png">`
        : '';
    // The page's script chooses its language (src/pages/lib/i18n.ts) and sets lang itself; an address
    // that asks for French (`?lang=fr`, an embed's) says so from the start.
    const lang = res.req.query.lang === 'fr' ? 'fr' : 'en';
    res.status(200).set(EMBEDDABLE_PAGES.has(page) ? EMBEDDABLE_HEADERS : UNFRAMED_HEADERS).send(`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark light">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · Faceoff</title>${css}${app}
<script type="module" src="${ASSETS_PATH}/${escapeHtml(files.js)}"></script>
</head>
<body data-page="${escapeHtml(page)}" data-id="${escapeHtml(id)}">
<a class="skip" href="#main">Skip to content</a>
<header class="site"><a href="/">Faceoff</a><span class="muted">live hockey scores</span></header>
<main id="main" tabindex="-1"><p class="muted">Loading…</p></main>
<noscript><p>These pages need JavaScript; the data is also at <a href="/graphql">/graphql</a>.</p></noscript>
</body>
</html>
`);
  };

  router.get('/', (_req, res) => send(res, 'home', 'Games and divisions'));
  router.get('/scoreboard/:gameId', (req, res) => send(res, 'scoreboard', 'Scoreboard', req.params.gameId));
  // A rink's screen: the venue's name as games give it, URL-encoded (Express decodes it).
  router.get('/venues/:venue', (req, res) => send(res, 'rink', 'Rink', req.params.venue));
  router.get('/divisions/:id/standings', (req, res) => send(res, 'standings', 'Standings', req.params.id));
  router.get('/divisions/:id/bracket', (req, res) => send(res, 'bracket', 'Bracket', req.params.id));
  // A competition's schedule and results (?division=, ?team= narrow it) and a team's public page.
  // The team page forwards an old coach link (/teams/<id>#token=…, from before the coach page moved
  // to /teams/<id>/coach) to the coach page, fragment and all: the fragment never reaches the server.
  router.get('/competitions/:id/games', (req, res) => send(res, 'results', 'Schedule and results', req.params.id));
  router.get('/teams/:id', (req, res) => send(res, 'team', 'Team', req.params.id));
  // Pages that send a token (typed in, or handed over in the address's fragment, never the query).
  router.get('/teams/:id/coach', (req, res) => send(res, 'coach', 'Coach', req.params.id));
  router.get('/desk', (_req, res) => send(res, 'desk', 'Organizer’s desk'));
  router.get('/games/:id/score', (req, res) => send(res, 'console', 'Scorekeeper', req.params.id));
  // A game's public page: its box score, live and then final (the console is /games/:id/score).
  router.get('/games/:id', (req, res) => send(res, 'game', 'Game', req.params.id));
  // The installed console's start: the game the tablet scored last (the service worker keeps this shell).
  router.get('/console', (_req, res) => send(res, 'console', 'Scorekeeper'));
  // A browser asking for /graphql gets GraphiQL; API clients (JSON, graphql-response+json, */*) pass through.
  router.get('/graphql', (req: Request, res, next) => {
    if (req.accepts(['application/graphql-response+json', 'application/json', 'text/html']) !== 'text/html') return next();
    send(res, 'graphiql', 'GraphiQL');
  });
  return router;
}
