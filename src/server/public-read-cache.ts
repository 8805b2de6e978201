import { createHash, randomUUID } from 'node:crypto';
import { Kind, OperationTypeNode, parse, visit } from 'graphql';
import { MAX_TOKENS, MAX_VARIABLE_DEPTH, nestsDeeperThan } from '../graphql/document-limits';
import type { PubSub, Unsubscribe } from '../realtime/pubsub';

/**
 * Anonymous reads answered from memory (docs/scaling.md, "Public reads").
 *
 * Every anonymous caller sees the same view, so an anonymous query's answer depends only on the
 * document, its variables and operation name, the `Accept` header (which picks the content type),
 * the language negotiated from `Accept-Language` (messages for people, such as eligibility
 * reasons, are in it) and the data. The data changes only in a committed transaction; each commit — here, or on
 * another instance, told over pub/sub — starts a new generation and forgets every kept answer. An
 * answer is kept only when no commit happened while it was computed, so nothing older than the
 * last commit this instance knows of is ever served. Exactness over hit rate: a busy game's commit
 * forgets other games' answers too, and each is computed again once, on first ask; concurrent
 * askers of one missing answer share that one computation.
 *
 * Not kept: anything sent with a token (a token's view is its own), mutations and subscriptions,
 * documents that read the server's clock (`serverTime`), answers with errors or a status other
 * than 200, and answers or keys beyond the size bounds.
 */

/** Fields whose value changes without a commit: a document selecting one is never kept. */
const VOLATILE_FIELDS: ReadonlySet<string> = new Set(['serverTime']);

/** The channel every instance's commits are announced on. */
export const CACHE_CHANNEL = 'cache.changed';

export interface CachedAnswer {
  readonly body: string | Buffer;
  readonly contentType: string;
  /** an open-data file's own headers (its disposition, cache-control) besides its type */
  readonly headers?: Readonly<Record<string, string>>;
  readonly etag: string;
  readonly at: number;
}

export interface PublicReadCacheOptions {
  /** all kept answers and their keys together, in bytes */
  maxBytes: number;
  /**
   * How long an answer may be served at most, in ms: a bound on staleness should another
   * instance's announcement be lost (Redis away); 0 keeps answers until the next commit.
   */
  maxAgeMs: number;
  /** keys (document + variables) longer than this are not kept */
  maxKeyBytes?: number;
  now?: () => number;
}

interface Pending {
  readonly generation: number;
  readonly done: Promise<CachedAnswer | undefined>;
}

/** Documents whose analysis is kept, and their text's length in all (least recently used out). */
const DOCUMENTS_KEPT = 2_000;
const DOCUMENT_BYTES_KEPT = 4_194_304;

export class PublicReadCache {
  private generationNumber = 0;
  private answers = new Map<string, CachedAnswer>();
  private bytes = 0;
  private readonly pending = new Map<string, Pending>();
  /** query text → whether each operation it defines may be kept, by name ('' for an anonymous one) */
  private readonly documents = new Map<string, ReadonlyMap<string, boolean>>();
  private documentBytes = 0;
  private readonly instance = randomUUID();
  private readonly now: () => number;
  private readonly maxKeyBytes: number;
  /** `frontDoor`: the hits answered before Express (graphql-http.ts, readCacheFrontDoor), counted in `hits` too. */
  readonly stats = { hits: 0, frontDoor: 0, misses: 0, shared: 0, bypassed: 0, invalidations: 0 };

  constructor(private readonly options: PublicReadCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxKeyBytes = options.maxKeyBytes ?? 16_384;
  }

  get generation(): number {
    return this.generationNumber;
  }

  get size(): number {
    return this.answers.size;
  }

  /** A commit happened (or may have, unseen): every kept answer is forgotten. */
  invalidate(): void {
    this.generationNumber += 1;
    this.stats.invalidations += 1;
    if (this.answers.size > 0) {
      this.answers = new Map();
      this.bytes = 0;
    }
  }

  /**
   * Listens for other instances' commits (and pub/sub coming back after a loss, when any may have
   * been missed); returns what announces this instance's own.
   */
  async connect(pubsub: PubSub): Promise<{ announce: () => void; stop: Unsubscribe }> {
    const stop = await pubsub.subscribe(CACHE_CHANNEL, (message) => {
      if ((message as { from?: unknown } | null)?.from === this.instance) return;
      this.invalidate();
    });
    const announce = () => {
      this.invalidate();
      // Published at once, before the commit's own messages (a scoreboard's, say): Redis keeps one
      // connection's order, so an instance that hears of the change has forgotten its answers.
      pubsub.publish(CACHE_CHANNEL, { from: this.instance }).catch(() => {
        // Redis away: the other instances' answers age out within maxAgeMs, and they forget
        // everything when their own connection comes back.
      });
    };
    return { announce, stop };
  }

  /** The cache key, or null when this request's answer may not be kept. */
  keyFor(request: { query: unknown; operationName: unknown; variables: unknown; accept: string; language?: string }): string | null {
    const { query, operationName } = request;
    if (typeof query !== 'string' || (operationName != null && typeof operationName !== 'string')) return null;
    if (query.length > this.maxKeyBytes) return null;
    if (!this.keepable(query, operationName ?? '')) return null;
    // Refused by the document limits anyway; JSON.stringify would recurse through every level first.
    if (nestsDeeperThan(request.variables, MAX_VARIABLE_DEPTH)) return null;
    const variables = request.variables == null ? '' : JSON.stringify(request.variables);
    const key = `${query}\u0000${operationName ?? ''}\u0000${variables}\u0000${request.accept}\u0000${request.language ?? ''}`;
    return key.length > this.maxKeyBytes ? null : key;
  }

  get(key: string): CachedAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (this.options.maxAgeMs > 0 && this.now() - answer.at > this.options.maxAgeMs) {
      this.drop(key, answer);
      return undefined;
    }
    // Most recently used last: the oldest is the first to go.
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer;
  }

  /**
   * The answer for `key`: kept, being computed by another request (shared), or computed now by
   * `compute`, whose answer is kept if it may be. `compute` returns undefined for an answer that is
   * not to be kept (an error); followers then compute their own. A `compute` that throws fails its own
   * caller only (never run twice for it); its followers compute their own.
   */
  async answer(key: string, compute: () => Promise<CachedAnswer | undefined>): Promise<{ answer: CachedAnswer | undefined; source: 'hit' | 'shared' | 'computed' }> {
    const kept = this.get(key);
    if (kept) {
      this.stats.hits += 1;
      return { answer: kept, source: 'hit' };
    }
    const inFlight = this.pending.get(key);
    if (inFlight && inFlight.generation === this.generationNumber) {
      // A leader that failed fails only its own request; a follower then computes its own.
      const answer = await inFlight.done.catch(() => undefined);
      if (answer) {
        this.stats.shared += 1;
        return { answer, source: 'shared' };
      }
    }
    this.stats.misses += 1;
    const generation = this.generationNumber;
    const done = compute().then((answer) => {
      if (answer && generation === this.generationNumber) this.store(key, answer);
      return answer;
    });
    const entry = { generation, done };
    this.pending.set(key, entry);
    try {
      return { answer: await done, source: 'computed' };
    } finally {
      if (this.pending.get(key) === entry) this.pending.delete(key);
    }
  }

  /** An answer as kept: its body, type (and a file's own headers), ETag and when it was computed. */
  makeAnswer(body: string | Buffer, contentType: string, headers?: Readonly<Record<string, string>>): CachedAnswer {
    return { body, contentType, headers, etag: etagOf(body), at: this.now() };
  }

  /** The largest answer kept: one answer may take a quarter of the cache. */
  get maxAnswerBytes(): number {
    return this.options.maxBytes / 4;
  }

  private store(key: string, answer: CachedAnswer): void {
    const size = key.length + answer.body.length;
    if (size > this.maxAnswerBytes) return;
    const previous = this.answers.get(key);
    if (previous) this.drop(key, previous);
    this.answers.set(key, answer);
    this.bytes += size;
    for (const [oldKey, old] of this.answers) {
      if (this.bytes <= this.options.maxBytes) break;
      this.drop(oldKey, old);
    }
  }

  private drop(key: string, answer: CachedAnswer): void {
    this.answers.delete(key);
    this.bytes -= key.length + answer.body.length;
  }

  /**
   * Whether the named operation of this document is a query that reads no volatile field. A
   * document is analysed once and kept with the names of the operations it defines (bounded by its
   * text, itself bounded by maxKeyBytes): a name it does not define is never kept, and Apollo refuses
   * it, so a caller cannot make this cache keep anything of an operation name (issue: 1 MB names).
   */
  private keepable(query: string, operationName: string): boolean {
    let operations = this.documents.get(query);
    if (operations) {
      // Most recently used last.
      this.documents.delete(query);
    } else {
      operations = analyse(query);
      this.documentBytes += query.length;
      for (const [oldQuery] of this.documents) {
        if (this.documents.size < DOCUMENTS_KEPT && this.documentBytes <= DOCUMENT_BYTES_KEPT) break;
        this.documents.delete(oldQuery);
        this.documentBytes -= oldQuery.length;
      }
    }
    this.documents.set(query, operations);
    const only = operations.size === 1 ? [...operations.values()][0] : false;
    return operationName === '' ? only : (operations.get(operationName) ?? false);
  }
}

/** Each operation of a document by name ('' for an anonymous one): whether its answer may be kept. */
function analyse(query: string): ReadonlyMap<string, boolean> {
  let document;
  try {
    // The same bound Apollo parses with; a document over it is refused there anyway.
    document = parse(query, { noLocation: true, maxTokens: MAX_TOKENS });
  } catch {
    return new Map();
  }
  let volatile = false;
  // Conservative: a volatile field's name anywhere in the document (fragments included) counts.
  visit(document, {
    Field(node) {
      if (VOLATILE_FIELDS.has(node.name.value)) volatile = true;
    },
  });
  const operations = new Map<string, boolean>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    operations.set(definition.name?.value ?? '', !volatile && definition.operation === OperationTypeNode.QUERY);
  }
  return operations;
}

function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
