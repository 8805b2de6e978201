import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { FileAnswers } from '../../src/server/open-data/file-answers';
import { jsonErrors } from '../../src/server/json-errors';
import { PublicReadCache } from '../../src/server/public-read-cache';
import { type Deferred, deferred } from '../support/deferred';

/**
 * The bounds on open-data files (docs/security.md, "Open-data files"), counted exactly: files are
 * computed at most `maxGenerations` at a time, past that a file that would be computed answers 503
 * SERVER_BUSY with Retry-After while a kept one is still served; concurrent askers of one file share
 * its computation; a commit forgets it. Real HTTP on a real port, with routes that answer when the
 * test says so (the open-data routes themselves are in test/security/open-data-floods.e2e.test.ts).
 */
describe('open-data file answers', () => {
  let server: Server;
  let origin: string;
  let cache: PublicReadCache;
  let files: FileAnswers;
  /** A route's answer waits for its id's deferred; `started` counts the computations. */
  let gates: Map<string, Deferred<void>>;
  let started: string[];

  beforeEach(async () => {
    cache = new PublicReadCache({ maxBytes: 1_048_576, maxAgeMs: 0 });
    files = new FileAnswers({ cache, maxGenerations: 1 });
    gates = new Map();
    started = [];
    const app = express();
    app.use(files.handler());
    app.get('/games/:id/sheet.pdf', async (req, res) => {
      started.push(req.params.id);
      await gates.get(req.params.id)?.promise;
      res
        .status(200)
        .set({ 'content-type': 'application/pdf', 'cache-control': 'public, max-age=0, must-revalidate' })
        .end(Buffer.from(`%PDF- game ${req.params.id} #${started.length}`));
    });
    app.get('/divisions/:id/standings.csv', (req, res) => {
      started.push(req.params.id);
      res.status(404).json({ errors: [{ message: 'no such division', extensions: { code: 'NOT_FOUND' } }] });
    });
    app.use(...jsonErrors(pino({ level: 'silent' })));
    server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    for (const gate of gates.values()) gate.resolve();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const hold = (id: string) => {
    const gate = deferred();
    gates.set(id, gate);
    return gate;
  };
  /** Resolves once the route has started computing `id` (the test waits for the server, not for time). */
  const computing = async (id: string) => {
    while (!started.includes(id)) await new Promise((resolve) => setImmediate(resolve));
  };
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${path}`, { headers });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), etag: response.headers.get('etag'), text: await response.text() };
  };

  it('past the generations it may compute at once, refuses a file that would be computed with 503 SERVER_BUSY and Retry-After, and serves a kept one', async () => {
    const kept = await get('/games/g0/sheet.pdf');
    expect(kept).toMatchObject({ status: 200, text: '%PDF- game g0 #1' });

    const gate = hold('g1');
    const first = get('/games/g1/sheet.pdf');
    await computing('g1');
    expect(files.inProgress).toBe(1);
    const refused = await get('/games/g2/sheet.pdf');
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toBe('1');
    expect(JSON.parse(refused.text)).toEqual({ errors: [{ message: expect.stringContaining('not computed, ask again'), extensions: { code: 'SERVER_BUSY' } }] });
    expect(started).not.toContain('g2');
    // What is kept needs no generation.
    expect(await get('/games/g0/sheet.pdf')).toEqual(kept);

    gate.resolve();
    expect((await first).status).toBe(200);
    expect(files.inProgress).toBe(0);
    expect(await get('/games/g2/sheet.pdf')).toMatchObject({ status: 200 });
  });

  it('computes a file once for every concurrent asker, and again after a commit', async () => {
    const gate = hold('g1');
    const askers = Array.from({ length: 10 }, () => get('/games/g1/sheet.pdf'));
    await computing('g1');
    gate.resolve();
    const answers = await Promise.all(askers);
    expect(new Set(answers.map((a) => `${a.status} ${a.etag} ${a.text}`))).toEqual(new Set([`200 ${answers[0].etag} %PDF- game g1 #1`]));
    expect(await get('/games/g1/sheet.pdf', { 'if-none-match': answers[0].etag! })).toMatchObject({ status: 304, text: '' });
    expect(started).toEqual(['g1']);

    cache.invalidate();
    expect(await get('/games/g1/sheet.pdf')).toMatchObject({ status: 200, text: '%PDF- game g1 #2' });
  });

  it('keeps no refusal: an unknown id is asked of its route every time, and gives its generation back', async () => {
    for (let i = 0; i < 3; i += 1) expect((await get('/divisions/nope/standings.csv')).status).toBe(404);
    expect(started).toEqual(['nope', 'nope', 'nope']);
    expect(files.inProgress).toBe(0);
  });

  it('never keeps an answer for a request with a token', async () => {
    await get('/games/g1/sheet.pdf', { authorization: 'Bearer someone' });
    await get('/games/g1/sheet.pdf', { authorization: 'Bearer someone' });
    expect(started).toEqual(['g1', 'g1']);
    expect(cache.size).toBe(0);
  });
});
