import { NetworkProblem, Refusal } from './api';
import { backoff } from './live';

/** One scorekeeper action waiting to be posted; `id` is its clientEventId, the same on every retry. */
export interface OutboxItem {
  id: string;
  /** which mutation (the console maps it to its document) */
  operation: string;
  variables: Record<string, unknown>;
  /** what the scorekeeper sees in the queue, e.g. "Goal, Hawks #9" */
  label: string;
  queuedAt: number;
  /** when it was pressed, on the server's clock as the page knew it (the console's own board places it) */
  pressedAt?: number;
  attempts: number;
}

export interface OutboxHandlers {
  /** Posts one item; throws NetworkProblem to have it retried, Refusal when the server refused it. */
  send(item: OutboxItem): Promise<void>;
  /** The queue or its state changed (added, sent, dropped, waiting, paused). */
  changed(state: OutboxState): void;
  /** The server refused an item: it was dropped from the queue. */
  refused(item: OutboxItem, refusal: Refusal): void;
  /** The server no longer accepts the token: nothing is sent until `resume()`. */
  paused(refusal: Refusal): void;
}

export interface OutboxState {
  items: OutboxItem[];
  /** the id being posted now */
  sending: string | undefined;
  /** a retry is scheduled after a network failure */
  waiting: boolean;
  paused: boolean;
}

/** Refusals that may go away by themselves (a concurrent write, a server hiccup): retried a few times. */
const TRANSIENT = new Set(['CONFLICT', 'INTERNAL_SERVER_ERROR']);
const TRANSIENT_ATTEMPTS = 5;

/**
 * The console's outbox: every action is written to localStorage before anything is sent, then
 * posted one at a time in the order it was made. A network failure keeps it at the head of the
 * queue and retries it with backoff (at once when the browser says it is back online), always with
 * the same clientEventId, so the server stores it once however many times it arrives. A refusal
 * (the rules, a bad input, a forbidden write) drops it and says why. A refused token pauses the
 * queue, keeping everything, until a new token is entered.
 *
 * The queue survives a reload or a crashed tab: a console opened again sends what was left.
 */
export class Outbox {
  private running = false;
  private sending: string | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private pausedFlag = false;

  constructor(
    private readonly key: string,
    private readonly handlers: OutboxHandlers,
  ) {
    window.addEventListener('online', () => this.kick());
    // Another console tab on the same game changed the queue.
    window.addEventListener('storage', (event) => {
      if (event.key === this.key) this.announce();
    });
  }

  items(): OutboxItem[] {
    try {
      const parsed = JSON.parse(localStorage.getItem(this.key) ?? '[]') as unknown;
      return Array.isArray(parsed) ? (parsed as OutboxItem[]) : [];
    } catch {
      return [];
    }
  }

  state(): OutboxState {
    return { items: this.items(), sending: this.sending, waiting: this.timer !== undefined, paused: this.pausedFlag };
  }

  /**
   * Queues an action with a fresh clientEventId (crypto.randomUUID()), which `variables` places
   * where its mutation takes it, and starts sending.
   */
  add(operation: string, variables: (clientEventId: string) => Record<string, unknown>, label: string, pressedAt?: number): OutboxItem {
    const id = newClientEventId();
    const item: OutboxItem = { id, operation, variables: variables(id), label, queuedAt: Date.now(), ...(pressedAt !== undefined ? { pressedAt } : {}), attempts: 0 };
    this.write([...this.items(), item]);
    this.announce();
    this.kick();
    return item;
  }

  /** Takes back the last queued action that is not being sent now; undefined when there is none. */
  takeBackLast(): OutboxItem | undefined {
    const items = this.items();
    const last = items[items.length - 1];
    if (!last || last.id === this.sending) return undefined;
    this.write(items.slice(0, -1));
    this.announce();
    return last;
  }

  /** Starts sending again after a pause (a new token) or sends now instead of waiting for the next retry. */
  resume(): void {
    this.pausedFlag = false;
    this.kick();
  }

  private kick(): void {
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.running || this.pausedFlag) return;
    this.running = true;
    try {
      for (;;) {
        const item = this.items()[0];
        if (!item) {
          this.failures = 0;
          break;
        }
        this.sending = item.id;
        this.announce();
        try {
          await this.handlers.send(item);
          this.remove(item.id);
          this.failures = 0;
        } catch (error) {
          if (error instanceof Refusal && error.code === 'UNAUTHENTICATED') {
            this.pausedFlag = true;
            this.handlers.paused(error);
            break;
          }
          const transient = error instanceof Refusal && TRANSIENT.has(error.code) && item.attempts + 1 < TRANSIENT_ATTEMPTS;
          if (error instanceof Refusal && !transient) {
            this.remove(item.id);
            this.handlers.refused(item, error);
            continue;
          }
          if (!(error instanceof Refusal) && !(error instanceof NetworkProblem)) console.warn('outbox: unexpected failure', error);
          this.update(item.id, { attempts: item.attempts + 1 });
          this.timer = setTimeout(() => {
            this.timer = undefined;
            void this.pump();
          }, backoff(this.failures));
          this.failures += 1;
          break;
        } finally {
          this.sending = undefined;
        }
      }
    } finally {
      this.running = false;
      this.announce();
    }
  }

  private remove(id: string): void {
    this.write(this.items().filter((i) => i.id !== id));
  }

  private update(id: string, change: Partial<OutboxItem>): void {
    this.write(this.items().map((i) => (i.id === id ? { ...i, ...change } : i)));
  }

  private write(items: OutboxItem[]): void {
    if (items.length) localStorage.setItem(this.key, JSON.stringify(items));
    else localStorage.removeItem(this.key);
  }

  private announce(): void {
    this.handlers.changed(this.state());
  }
}

/**
 * A random UUID: crypto.randomUUID(), which browsers offer only on https and localhost; a tablet
 * on the rink's network at http://10.0.0.5:4000 gets the same from crypto.getRandomValues.
 */
export function newClientEventId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
