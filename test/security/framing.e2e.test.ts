import { productionServerPerSuite } from '../support/production-server';

/**
 * Framing (docs/security.md, "Framing"): another site may frame the boards made to be embedded (a
 * game's scoreboard and its overlay, a rink's screen, standings, a bracket) and nothing else. The
 * desk, the scorekeeper console, the coach page, the front page and GraphiQL refuse every frame:
 * `frame-ancestors 'none'`, and `X-Frame-Options: DENY` for browsers that predate it. Chromium's
 * refusal itself is watched in test/browser/pages.test.ts.
 */
describe('framing (security)', () => {
  const server = productionServerPerSuite();

  const framing = async (path: string, accept = 'text/html') => {
    const response = await fetch(`${server.current().origin}${path}`, { headers: { accept } });
    expect({ path, status: response.status }).toEqual({ path, status: 200 });
    return {
      path,
      xFrameOptions: response.headers.get('x-frame-options'),
      frameAncestors: /frame-ancestors [^;]*/.exec(response.headers.get('content-security-policy') ?? '')?.[0] ?? null,
    };
  };

  it.each(['/desk', '/console', '/games/g1/score', '/teams/t1/coach', '/teams/t1', '/competitions/c1/games', '/', '/graphql'])('%s refuses every frame', async (path) => {
    expect(await framing(path)).toEqual({ path, xFrameOptions: 'DENY', frameAncestors: "frame-ancestors 'none'" });
  });

  it.each(['/scoreboard/g1', '/scoreboard/g1?overlay=1', '/scoreboard/g1?embed=1&size=xl', '/venues/Rink%20A', '/divisions/d1/standings', '/divisions/d1/bracket'])(
    '%s may be framed by any site',
    async (path) => {
      expect(await framing(path)).toEqual({ path, xFrameOptions: null, frameAncestors: 'frame-ancestors *' });
    },
  );
});
