import { ServerNowDocument } from '../generated/graphql';
import { query } from './live';

/**
 * The server's clock as seen from the browser. Clocks on arena PCs are often seconds off, and a
 * scoreboard ticking from the server's `asOf` with the browser's time would jump at every message.
 *
 * Two kinds of evidence (docs/live-feed.md, "The clock"): every server instant in a message
 * (`asOf`) has passed when the message arrives, so `asOf − browserNow` is a lower bound of the
 * offset; and a round trip asking `serverTime` brackets it between `serverNow − receivedAt` and
 * `serverNow − sentAt`. The estimate is the middle of the tightest round trip, raised to the
 * best lower bound when that is higher.
 */
export class ServerClock {
  /** offset = serverNow − browserNow */
  private lower = -Infinity;
  private lowerAt = 0;
  private bracket: { low: number; high: number } | undefined;

  /** A server instant that has already passed (an `asOf`, a `recordedAt`). */
  seen(iso: string): void {
    const at = Date.parse(iso);
    if (!Number.isFinite(at)) return;
    const bound = at - Date.now();
    // A lower bound goes stale when the browser's clock is set back; keep a fresh one.
    if (bound > this.lower || Date.now() - this.lowerAt > 5 * 60_000) {
      this.lower = bound;
      this.lowerAt = Date.now();
    }
  }

  /**
   * Asks the server for its time (a few round trips, keeping the tightest); failures leave the
   * estimate as it is. `ask` answers the server's now in epoch ms.
   */
  async sync(ask: () => Promise<number>, rounds = 3): Promise<void> {
    for (let i = 0; i < rounds; i += 1) {
      try {
        const sentAt = Date.now();
        const now = await ask();
        const receivedAt = Date.now();
        if (!Number.isFinite(now)) return;
        const bracket = { low: now - receivedAt, high: now - sentAt };
        if (!this.bracket || bracket.high - bracket.low <= this.bracket.high - this.bracket.low) this.bracket = bracket;
      } catch {
        return;
      }
    }
  }

  /** Estimated serverNow − browserNow, in ms. */
  offset(): number {
    if (this.bracket) {
      const middle = (this.bracket.low + this.bracket.high) / 2;
      return Number.isFinite(this.lower) ? Math.min(this.bracket.high, Math.max(middle, this.lower)) : middle;
    }
    return Number.isFinite(this.lower) ? this.lower : 0;
  }

  now(): number {
    return Date.now() + this.offset();
  }
}

/** Brings `clock` in line with the server's `serverTime` query. */
export function syncWithServer(clock: ServerClock): Promise<void> {
  return clock.sync(async () => Date.parse((await query(ServerNowDocument, {})).serverTime));
}
