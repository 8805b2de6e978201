import { KeepAlive, PING_SLICES, type Pingable } from '../../src/server/keep-alive';

/**
 * Keep-alive rounds in slices (src/server/keep-alive.ts): pinging 10,000 sockets at once held an
 * instance's event loop for about a fifth of a second, the busy Saturday's p99 (docs/scaling.md,
 * "What bounds it, measured"). A round is spread over its interval; a socket that has not answered
 * by its next ping is dropped; one that answers never is.
 */
class Socket implements Pingable {
  readonly OPEN = 1;
  readyState = 1;
  pings = 0;
  terminated = false;
  constructor(readonly answers = true) {}
  ping(): void {
    this.pings += 1;
  }
  terminate(): void {
    this.terminated = true;
    this.readyState = 3;
  }
}

function setUp(count: number, intervalMs = 12_000, answers = (_i: number) => true) {
  let now = 0;
  const sockets = new Set(Array.from({ length: count }, (_, i) => new Socket(answers(i))));
  const keepAlive = new KeepAlive(sockets, intervalMs, () => now);
  /** One tick of the timer, and every socket that answers its pings answers at once. */
  const tick = () => {
    keepAlive.tick();
    for (const s of sockets) if (s.answers && s.pings > 0) keepAlive.answered(s);
    now += keepAlive.tickMs;
  };
  return { sockets, keepAlive, tick };
}

describe('KeepAlive: rounds of pings in slices', () => {
  it(`pings no more than 1/${PING_SLICES} of 10,000 sockets a tick, and each once a round`, () => {
    const { sockets, tick } = setUp(10_000);
    let before = 0;
    for (let t = 0; t < PING_SLICES; t += 1) {
      tick();
      const pinged = [...sockets].reduce((n, s) => n + s.pings, 0);
      expect(pinged - before).toBeLessThanOrEqual(Math.ceil(10_000 / PING_SLICES));
      before = pinged;
    }
    expect([...sockets].every((s) => s.pings === 1)).toBe(true);
  });

  it('begins a new round only once the interval has passed, however few sockets', () => {
    const { sockets, keepAlive, tick } = setUp(2, 12_000);
    const ticksPerInterval = 12_000 / keepAlive.tickMs;
    for (let t = 0; t < ticksPerInterval; t += 1) tick();
    expect([...sockets].map((s) => s.pings)).toEqual([1, 1]);
    for (let t = 0; t < ticksPerInterval; t += 1) tick();
    expect([...sockets].map((s) => s.pings)).toEqual([2, 2]);
  });

  it('drops a socket that has not answered by its next ping, and only that one', () => {
    const { sockets, keepAlive, tick } = setUp(100, 12_000, (i) => i !== 7);
    const ticksPerInterval = 12_000 / keepAlive.tickMs;
    for (let t = 0; t < 3 * ticksPerInterval; t += 1) tick();
    const dropped = [...sockets].filter((s) => s.terminated);
    expect(dropped).toHaveLength(1);
    expect(dropped[0].answers).toBe(false);
  });

  it('a socket that joins during a round is pinged in it or the next', () => {
    const { sockets, keepAlive, tick } = setUp(40);
    tick();
    const late = new Socket();
    sockets.add(late);
    for (let t = 0; t < 2 * (12_000 / keepAlive.tickMs); t += 1) tick();
    expect(late.pings).toBeGreaterThanOrEqual(1);
    expect(late.terminated).toBe(false);
  });
});
