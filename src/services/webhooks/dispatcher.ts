import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { Webhook } from 'standardwebhooks';
import { In, IsNull, LessThan, LessThanOrEqual, MoreThanOrEqual, Or } from 'typeorm';
import type { Database } from '../../db/database';
import { WebhookDeliveryEntity, WebhookEntity } from '../../db/entities';
import { DeliveryStatus, retryDelayMs } from '../../domain/webhooks';
import { messageIdOf } from './outbox';
import { postMessage, type AttemptOutcome } from './sender';
import { inBackground } from '../../db/query-log';

/** An attempt as it was stored (for the log, and for whoever waits on a delivery). */
export interface RecordedAttempt {
  deliveryId: string;
  webhookId: string;
  status: DeliveryStatus;
  attempts: number;
}

export interface DispatcherSettings {
  /** receivers on private addresses allowed (R52) */
  allowPrivate: boolean;
  /** the first retry's delay; each one after doubles it (R53) */
  retryBaseMs: number;
  /** attempts before a delivery is marked FAILED */
  maxAttempts: number;
  /** one attempt's bound, connection to last byte */
  timeoutMs: number;
  /** how often the outbox is read when nothing woke the dispatcher (other instances' commits, retries) */
  pollMs: number;
  /** deliveries sent at once by this instance */
  concurrency?: number;
}

/** Rows claimed per read of the outbox. */
const BATCH = 20;

/**
 * Sends the outbox's messages (docs/open-data.md, "Webhooks"). Started with the server, it reads
 * the outbox at once (messages a stopped instance left are sent), when woken after a commit that
 * wrote messages, when the next retry is due, and every `pollMs` (other instances' commits).
 *
 * A due row is claimed with a conditional UPDATE of its lease (leaseOwner, leaseUntil): of two
 * instances reading it at once one gets it. The lease outlasts an attempt, and a claim whose
 * holder died lapses, so the row is sent again by whoever reads it next. Each attempt is signed
 * anew (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature) with the same
 * webhook-id. A 2xx answer delivers it; anything else is retried after retryDelayMs, until
 * maxAttempts, then it is FAILED. Stopping aborts the attempts in flight and frees their claims.
 */
export class WebhookDispatcher {
  private readonly owner = randomUUID();
  private readonly abort = new AbortController();
  private readonly leaseMs: number;
  private stopped = false;
  private running: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private woken = false;
  private readonly attemptListeners = new Set<(attempt: RecordedAttempt) => void>();

  constructor(
    private readonly db: Database,
    private readonly settings: DispatcherSettings,
    private readonly log: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.leaseMs = settings.timeoutMs * 2 + 5_000;
  }

  start(): void {
    this.running ??= inBackground(() => this.loop()).catch((error: unknown) => this.log.error({ err: error }, 'webhook dispatcher stopped on an error'));
  }

  /** Reads the outbox again now (after a commit that wrote messages). */
  wake = (): void => {
    this.woken = true;
    this.wakeUp?.();
  };

  /** Hears every attempt once its outcome is stored; returns what stops listening. */
  onAttempt(listener: (attempt: RecordedAttempt) => void): () => void {
    this.attemptListeners.add(listener);
    return () => this.attemptListeners.delete(listener);
  }

  /**
   * Ends promptly: attempts in flight are aborted and their rows released to be sent again, and
   * the loop stops waiting for its reads of the outbox (a database that stopped answering is the
   * shutdown's next step to close).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    this.wakeUp?.();
    await this.running;
  }

  /** `work`, or a rejection as soon as the dispatcher stops; `work` runs on, its outcome ignored. */
  private orStop<T>(work: Promise<T>): Promise<T> {
    work.catch(() => undefined);
    if (this.abort.signal.aborted) return Promise.reject(new Error('webhook dispatcher stopped'));
    return new Promise<T>((resolve, reject) => {
      const stopped = () => reject(new Error('webhook dispatcher stopped'));
      this.abort.signal.addEventListener('abort', stopped, { once: true });
      work.then(resolve, reject).finally(() => this.abort.signal.removeEventListener('abort', stopped));
    });
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      this.woken = false;
      let claimed: WebhookDeliveryEntity[] = [];
      let failed = false;
      try {
        claimed = await this.orStop(this.claimDue());
        // Sending is awaited: an aborted attempt's row is released, so another instance may send it at once.
        if (claimed.length) await this.sendAll(claimed);
      } catch (error) {
        if (this.stopped) break;
        failed = true;
        this.log.warn({ err: error }, 'webhook outbox could not be read; trying again at the next poll');
      }
      if (this.stopped) break;
      // A full batch: more may be due at once. After an error, the poll's pace, not a busy loop.
      if (!failed && (claimed.length === BATCH || this.woken)) continue;
      const wait = failed ? this.settings.pollMs : await this.orStop(this.untilNextDue()).catch(() => this.settings.pollMs);
      if (this.stopped) break;
      await this.sleep(wait);
    }
  }

  /** Milliseconds until the earliest pending row is due and free (or another's lease on one lapses), at most pollMs. */
  private async untilNextDue(): Promise<number> {
    const now = this.now();
    const [due, leased] = await Promise.all([
      this.db.manager.findOne(WebhookDeliveryEntity, {
        where: { status: DeliveryStatus.PENDING, leaseUntil: Or(IsNull(), LessThan(now)) },
        order: { nextAttemptAt: 'ASC' },
        select: { id: true, nextAttemptAt: true },
      }),
      this.db.manager.findOne(WebhookDeliveryEntity, {
        where: { status: DeliveryStatus.PENDING, leaseUntil: MoreThanOrEqual(now) },
        order: { leaseUntil: 'ASC' },
        select: { id: true, leaseUntil: true },
      }),
    ]);
    const times = [due?.nextAttemptAt, leased?.leaseUntil].filter((t): t is Date => !!t).map((t) => t.getTime() - now.getTime());
    return Math.max(0, Math.min(this.settings.pollMs, ...times));
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
      if (this.woken || this.stopped) done();
    });
  }

  /** Takes due rows whose lease is free: each with a conditional UPDATE, so only one instance gets a row. */
  claimDue(): Promise<WebhookDeliveryEntity[]> {
    return this.db.transaction(async (tx) => {
      // The leases are the outbox's own: no client reads them.
      tx.bookkeepingOnly();
      const { manager } = tx;
      const now = this.now();
      const free = Or(IsNull(), LessThan(now));
      const due = await manager.find(WebhookDeliveryEntity, {
        where: { status: DeliveryStatus.PENDING, nextAttemptAt: LessThanOrEqual(now), leaseUntil: free },
        // One order for every instance, so two claiming at once lock rows in the same order (no deadlock).
        order: { nextAttemptAt: 'ASC', id: 'ASC' },
        take: BATCH,
        select: { id: true },
      });
      const leaseUntil = new Date(now.getTime() + this.leaseMs);
      const mine: string[] = [];
      for (const { id } of due) {
        const result = await manager.update(WebhookDeliveryEntity, { id, status: DeliveryStatus.PENDING, leaseUntil: Or(IsNull(), LessThan(now)) }, { leaseOwner: this.owner, leaseUntil });
        if (result.affected === 1) mine.push(id);
      }
      return mine.length ? manager.find(WebhookDeliveryEntity, { where: { id: In(mine) }, order: { nextAttemptAt: 'ASC' } }) : [];
    });
  }

  private async sendAll(rows: WebhookDeliveryEntity[]): Promise<void> {
    const webhooks = await this.db.manager.find(WebhookEntity, { where: { id: In([...new Set(rows.map((r) => r.webhookId))]) } });
    const byId = new Map(webhooks.map((w) => [w.id, w]));
    const queue = [...rows];
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        if (this.stopped) {
          await this.release(row).catch(() => undefined);
          continue;
        }
        await this.deliver(row, byId.get(row.webhookId));
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.settings.concurrency ?? 4, rows.length) }, worker));
  }

  private async deliver(row: WebhookDeliveryEntity, webhook: WebhookEntity | undefined): Promise<void> {
    if (!webhook) {
      // Deleted since the row was written (deleteWebhook removes its rows; this one raced it).
      await this.db.transaction((tx) => {
        tx.bookkeepingOnly();
        return tx.manager.delete(WebhookDeliveryEntity, { id: row.id, leaseOwner: this.owner });
      });
      return;
    }
    const msgId = messageIdOf(row.id);
    let outcome: AttemptOutcome;
    try {
      const at = this.now();
      const signature = new Webhook(webhook.secret).sign(msgId, at, row.body);
      outcome = await postMessage(webhook.url, { 'webhook-id': msgId, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature }, row.body, {
        allowPrivate: this.settings.allowPrivate,
        timeoutMs: this.settings.timeoutMs,
        signal: this.abort.signal,
      });
    } catch (error) {
      outcome = { error: (error as Error).message };
    }
    if (this.stopped && outcome.error !== undefined) {
      // Cut short by the stop: not the receiver's failure, so not counted.
      await this.release(row).catch(() => undefined);
      return;
    }
    await this.record(row, outcome);
  }

  /** Stores an attempt's outcome, while this dispatcher still holds the row's lease. */
  private async record(row: WebhookDeliveryEntity, outcome: AttemptOutcome): Promise<void> {
    const now = this.now();
    const attempts = row.attempts + 1;
    const delivered = outcome.error === undefined && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const failed = !delivered && attempts >= this.settings.maxAttempts;
    const lastError = delivered
      ? null
      : outcome.error !== undefined
        ? outcome.error
        : outcome.statusCode >= 300 && outcome.statusCode < 400
          ? `answered ${outcome.statusCode}: redirects are not followed`
          : `answered ${outcome.statusCode}`;
    const changes = {
      attempts,
      status: delivered ? DeliveryStatus.DELIVERED : failed ? DeliveryStatus.FAILED : DeliveryStatus.PENDING,
      lastStatusCode: outcome.statusCode ?? null,
      lastError: lastError ? lastError.slice(0, 500) : null,
      deliveredAt: delivered ? now : null,
      nextAttemptAt: delivered || failed ? null : new Date(now.getTime() + retryDelayMs(attempts, this.settings.retryBaseMs)),
      leaseOwner: null,
      leaseUntil: null,
    };
    const stored = await this.db.transaction((tx) => {
      tx.bookkeepingOnly();
      return tx.manager.update(WebhookDeliveryEntity, { id: row.id, leaseOwner: this.owner }, changes);
    });
    if (stored.affected) for (const listener of this.attemptListeners) listener({ deliveryId: row.id, webhookId: row.webhookId, status: changes.status, attempts });
    if (!delivered) this.log.warn({ webhookId: row.webhookId, messageId: messageIdOf(row.id), attempts, error: lastError, failed }, 'webhook delivery attempt failed');
  }

  private async release(row: WebhookDeliveryEntity): Promise<void> {
    await this.db.transaction((tx) => {
      tx.bookkeepingOnly();
      return tx.manager.update(WebhookDeliveryEntity, { id: row.id, leaseOwner: this.owner }, { leaseOwner: null, leaseUntil: null });
    });
  }
}
