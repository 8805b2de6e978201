/** What a keep-alive round needs of a socket (ws's WebSocket has it). */
export interface Pingable {
  readonly readyState: number;
  readonly OPEN: number;
  ping(): void;
  terminate(): void;
}

/** A keep-alive round is sent in this many slices, spread over its interval. */
export const PING_SLICES = 20;

/**
 * Keep-alive pings, one timer for every socket: a socket that has not answered its last ping when
 * the next is due is dropped. A round of pings goes out in PING_SLICES slices over the interval,
 * one slice a tick (`tick` every intervalMs / PING_SLICES), not at once: pinging 10,000 sockets in
 * one go held the event loop for about a fifth of a second, and every mutation and delivery arriving
 * meanwhile waited (the busy Saturday's p99, docs/scaling.md). A new round begins once the
 * interval has passed since the last began, however few sockets there are, so each socket has a
 * whole interval to answer.
 */
export class KeepAlive<S extends Pingable> {
  private readonly unanswered = new WeakSet<S>();
  private round: Iterator<S> | undefined;
  private roundStartedAt = -Infinity;

  constructor(
    private readonly sockets: ReadonlySet<S>,
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** How often `tick` is to be called. */
  get tickMs(): number {
    return Math.max(1, Math.floor(this.intervalMs / PING_SLICES));
  }

  /** The socket answered (its pong). */
  answered(socket: S): void {
    this.unanswered.delete(socket);
  }

  /** One slice of the round: pings at most 1/PING_SLICES of the sockets, dropping those that never answered the last. */
  tick(): void {
    if (!this.round) {
      if (this.now() - this.roundStartedAt < this.intervalMs) return;
      this.round = this.sockets.values();
      this.roundStartedAt = this.now();
    }
    for (let budget = Math.ceil(this.sockets.size / PING_SLICES); budget > 0; budget -= 1) {
      const next = this.round.next();
      if (next.done) {
        this.round = undefined;
        return;
      }
      const socket = next.value;
      if (socket.readyState !== socket.OPEN) continue;
      if (this.unanswered.has(socket)) {
        socket.terminate();
        continue;
      }
      this.unanswered.add(socket);
      socket.ping();
    }
  }
}
