import { print } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { CreateCompetitionDocument, DeskFindDocument } from '../generated/graphql';
import { ok } from '../support/client';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';

/**
 * No cookie ever authenticates (docs/security.md, "Cross-site requests"). That is what lets Faceoff
 * answer a plain cross-site GET /graphql without Apollo's CSRF prevention: a request a foreign page
 * makes the browser send carries cookies, never an Authorization header or connectionParams, so it
 * can only read what anyone may. Should a cookie ever be set, or ever be read as a credential, this
 * suite fails, and CSRF prevention must come back on (src/server/app.ts, `csrfPrevention`).
 */
describe('no cookie sets or carries a credential (security)', () => {
  const suite = serverPerSuite(SQLITE);
  const url = () => suite.current().url;
  const origin = () => new URL(url()).origin;

  // What a cookie holding the token could look like, under the names frameworks use.
  const COOKIE = ['token', 'authorization', 'access_token', 'session', 'faceoff', 'faceoff.token.desk'].map((name) => `${name}=${encodeURIComponent(`Bearer ${ADMIN_TOKEN}`)}`).join('; ');
  const CREATE = print(CreateCompetitionDocument);
  const input = { name: 'Cookie Cup', kind: 'TOURNAMENT', preset: 'COLE_HARBOUR_CLASSIC' };

  it('no answer sets a cookie: pages, reads, writes, files, health', async () => {
    const league = await seedLeague(url(), { playersPerTeam: 2 });
    const asAdmin = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const requests: Array<[string, RequestInit]> = [
      ['/', {}],
      ['/desk', {}],
      [`/scoreboard/${league.gameId}`, {}],
      [`/teams/${league.teams[0].id}`, {}],
      ['/healthz', {}],
      ['/readyz', {}],
      [`/graphql?query=${encodeURIComponent('{ serverTime }')}`, {}],
      ['/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...asAdmin }, body: JSON.stringify({ query: CREATE, variables: { input: { ...input, name: 'Token Cup' } } }) }],
      [`/competitions/${league.competitionId}/schedule.csv`, {}],
      [`/competitions/${league.competitionId}/export.json`, { headers: asAdmin }],
      [`/games/${league.gameId}/sheet.pdf`, {}],
    ];
    const setting: string[] = [];
    for (const [path, init] of requests) {
      const response = await fetch(`${origin()}${path}`, init);
      await response.arrayBuffer();
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      if (response.headers.getSetCookie().length) setting.push(`${path}: ${response.headers.getSetCookie().join(' | ')}`);
    }
    expect(setting).toEqual([]);
  });

  it('a cookie holding an ADMIN token is no credential over HTTP: the write is refused, nothing stored', async () => {
    const response = await fetch(url(), { method: 'POST', headers: { 'content-type': 'application/json', cookie: COOKIE }, body: JSON.stringify({ query: CREATE, variables: { input } }) });
    const body = (await response.json()) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const { competitions } = await ok(url(), DeskFindDocument, {}, ADMIN_TOKEN);
    expect(competitions.some((c) => c.name === input.name)).toBe(false);
  });

  it('nor over a WebSocket: a socket opened with the cookie and no connectionParams writes nothing', async () => {
    class WithCookie extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie: COOKIE } });
      }
    }
    const client = createClient({ url: suite.current().wsUrl, webSocketImpl: WithCookie, retryAttempts: 0, lazy: true });
    try {
      const result = await new Promise<{ errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> }>((resolve, reject) => {
        let last: { errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> } = {};
        client.subscribe({ query: CREATE, variables: { input } }, { next: (value) => (last = value), error: reject, complete: () => resolve(last) });
      });
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      await client.dispose();
    }
    const { competitions } = await ok(url(), DeskFindDocument, {}, ADMIN_TOKEN);
    expect(competitions.some((c) => c.name === input.name)).toBe(false);
  });
});
