import { withOptions } from '../../src/pages/lib/options';

/**
 * A page's links keep the options it was opened with (src/pages/lib/options.ts): the language, the
 * theme, the size, the delay, the embed flag, and nothing else of the address. A link that has a
 * query of its own (the front page's `/?competition=<id>`) takes them after it, not a second `?`.
 */
describe('withOptions', () => {
  it.each([
    ['/divisions/d1/standings', '', '/divisions/d1/standings'],
    ['/divisions/d1/standings', '?lang=fr&team=t1', '/divisions/d1/standings?lang=fr'],
    ['/?competition=c1', '?lang=fr', '/?competition=c1&lang=fr'],
    ['/?competition=c1', '?theme=dark&size=l', '/?competition=c1&theme=dark&size=l'],
    ['/?competition=c1', '?other=1', '/?competition=c1'],
  ])('%s from %s gives %s', (path, search, expected) => {
    expect(withOptions(path, search)).toBe(expected);
  });
});
