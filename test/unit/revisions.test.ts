import { isNewer } from '../../src/realtime/feeds';

/**
 * A scoreboard is newer by seq, then by revision (R63): a correction outside the game log (a team
 * renamed) is sent at the same seq with a higher revision and must not be dropped as old news; an
 * older snapshot is dropped whatever its revision. The pages' side (src/pages/lib/live.ts) is
 * checked in a browser: test/browser/corrections.test.ts.
 */
describe('scoreboard revisions', () => {
  it.each([
    [{ seq: 5 }, { seq: 4 }, true],
    [{ seq: 5, revision: 0 }, { seq: 5 }, false],
    [{ seq: 5, revision: 1 }, { seq: 5 }, true],
    [{ seq: 5, revision: 1 }, { seq: 5, revision: 1 }, false],
    [{ seq: 5, revision: 2 }, { seq: 5, revision: 1 }, true],
    [{ seq: 4, revision: 9 }, { seq: 5, revision: 0 }, false],
    [{ seq: 6, revision: 0 }, { seq: 5, revision: 3 }, true],
  ])('%j is newer than %j: %s', (snapshot, than, newer) => {
    expect(isNewer(snapshot, than)).toBe(newer);
  });
});
