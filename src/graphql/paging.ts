import { createHmac, timingSafeEqual } from 'node:crypto';
import { type ClassType, Field, ObjectType } from 'type-graphql';
import { badField } from '../errors';
import { text } from '../domain/messages';
import { PAGE_DEFAULT, PAGE_MAX } from './page-bounds';

/**
 * Relay-style pages for lists that grow with the work (docs/design.md, "Pages"): `first` (1–100,
 * 50 when left out) and an opaque `after` cursor from the previous page's `pageInfo.endCursor`; a
 * list that pages back too (the game log) takes `last` and `before` (`pageInfo.startCursor`).
 * The cursor names an item's place in the list's order, not an offset, so one page costs the
 * same on page 1 as on page 500, and a game added meanwhile neither repeats nor skips an item.
 * A cursor is bound to the list that gave it: given to another list (another team's games, the
 * audit trail, another game's log) it is refused.
 */

export { PAGE_DEFAULT, PAGE_MAX } from './page-bounds';
/**
 * The most a plain list field (`Division.games`, `Team.games`) answers: they stay for the pages and
 * clients written before connections, bounded so one request cannot read a whole league's history.
 */
export const LIST_MAX = 1_000;
/** Cursors are short; a longer `after` is refused before it is decoded. */
const CURSOR_MAX_LENGTH = 200;

@ObjectType({ description: 'Where a page starts and ends, and whether the list holds more before and after it (the Relay Cursor Connections PageInfo)' })
export class PageInfo {
  @Field({ description: 'Whether another page follows this one' }) hasNextPage!: boolean;
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on an empty page' }) endCursor!: string | null;
  @Field({
    description:
      'Whether the list holds items before this page. A page read forward (first, after) says true when `after` was given and the list still holds its item or an earlier one; the first page says false',
  })
  hasPreviousPage!: boolean;
  @Field(() => String, { nullable: true, description: "The first item's cursor: pass as `before` for the page before, where the list pages back; null on an empty page" })
  startCursor!: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface Page<T> {
  edges: Edge<T>[];
  pageInfo: PageInfo;
}

/** A connection type for `Item` (`<Name>Connection` and `<Name>Edge`). */
export function Connection<T extends object>(Item: ClassType<T>, name: string): ClassType<Page<T>> {
  @ObjectType(`${name}Edge`, { description: `One item of a ${name}Connection, with its cursor` })
  class EdgeType {
    @Field({ description: "This item's place: pass as `after` to start the next page after it (as `before`, where the list pages back); only this list takes it" })
    cursor!: string;
    @Field(() => Item, { description: 'The item' }) node!: T;
  }

  @ObjectType(`${name}Connection`, { description: `A page of ${name.toLowerCase()}s, in the list's order` })
  class ConnectionType {
    @Field(() => [EdgeType], { description: "This page's items, each with its cursor" }) edges!: EdgeType[];
    @Field(() => PageInfo, { description: 'Whether there are pages before and after this one, and the cursors to ask for them' }) pageInfo!: PageInfo;
  }
  return ConnectionType;
}

/** A keyset position: the sort values of the last item seen, and its id. */
export interface KeysetCursor {
  at: number;
  id: string;
}

const CURSOR_VERSION = 1;
const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/** A position's instant: from 1970 to the end of DATE_WINDOW (2100-12-31), in ms. */
const AT_MAX = Date.UTC(2100, 11, 31, 23, 59, 59, 999);
const TAG_BYTES = 16;
/** version (1) + instant (8, big-endian) + id (36, ASCII) + tag (16) */
const CURSOR_BYTES = 1 + 8 + 36 + TAG_BYTES;
/** The key without FACEOFF_CURSOR_SECRET: public, so the tag is then a checksum, not a signature. */
const PUBLIC_KEY = 'faceoff cursor checksum/1';
const SEPARATOR = Buffer.from([0]);

/**
 * Cursors of one deployment (docs/security.md, "Input bounds"): a keyset position (an instant, or a
 * seq, and a UUID) and a tag over it and the list it belongs to, HMAC-SHA256 keyed with
 * FACEOFF_CURSOR_SECRET. Every instance given the same secret takes the others' cursors, and nobody
 * without it can make one: a cursor is ours, for this list, or refused. The list (`listOf`: the
 * field and its owner, such as one team's games) is not in the cursor's bytes, only in what the tag
 * covers, so a cursor of Team A's games given to Team B's, or to the audit trail, fails as a forged
 * one does. Without the secret the key is public, so the tag is a checksum: a garbled, truncated or
 * hand-edited cursor, or one of another list, is still refused, but one who reads this code can
 * write a well-formed position (which shows nothing the list does not: the list's own scope still
 * bounds what it reads). Never a per-process random key: instances behind a load balancer, and a
 * restarted one, must take each other's cursors.
 */
export class Cursors {
  private readonly key: Buffer;

  constructor(secret?: string | null) {
    this.key = createHmac('sha256', 'faceoff cursor key/1')
      .update(secret ?? PUBLIC_KEY)
      .digest();
  }

  private tag(list: string, body: Buffer): Buffer {
    // The list and the body are split by a NUL, which no list name holds.
    return createHmac('sha256', this.key).update(list, 'utf8').update(SEPARATOR).update(body).digest().subarray(0, TAG_BYTES);
  }

  /** The cursor of `cursor`'s place in `list` (`listOf`). */
  encode(cursor: KeysetCursor, list: string): string {
    if (!Number.isSafeInteger(cursor.at) || cursor.at < 0 || cursor.at > AT_MAX || !UUID.test(cursor.id)) throw new Error(`not a keyset position: ${JSON.stringify(cursor)}`);
    const body = Buffer.alloc(1 + 8 + 36);
    body.writeUInt8(CURSOR_VERSION, 0);
    body.writeBigInt64BE(BigInt(cursor.at), 1);
    body.write(cursor.id, 9, 'ascii');
    return Buffer.concat([body, this.tag(list, body)]).toString('base64url');
  }

  /**
   * The position a cursor names in `list`; a cursor that is not one of ours, or is another list's,
   * is refused, naming `argument` (`after`, or `before`).
   */
  decode(raw: string | null | undefined, list: string, argument: CursorArgument = 'after'): KeysetCursor | null {
    if (raw == null) return null;
    const refuse = () => badField(argument, text('errors.BAD_USER_INPUT.notACursor'));
    if (typeof raw !== 'string' || raw.length === 0 || raw.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(raw)) throw refuse();
    const bytes = Buffer.from(raw, 'base64url');
    // One spelling per cursor: the base64url of exactly our bytes (no padding, no stray bits).
    if (bytes.length !== CURSOR_BYTES || bytes.toString('base64url') !== raw || bytes.readUInt8(0) !== CURSOR_VERSION) throw refuse();
    const body = bytes.subarray(0, CURSOR_BYTES - TAG_BYTES);
    if (!timingSafeEqual(this.tag(list, body), bytes.subarray(CURSOR_BYTES - TAG_BYTES))) throw refuse();
    const at = body.readBigInt64BE(1);
    const id = body.subarray(9).toString('ascii');
    if (at < 0n || at > BigInt(AT_MAX) || !UUID.test(id)) throw refuse();
    return { at: Number(at), id };
  }
}

export type CursorArgument = 'after' | 'before';

/**
 * The name a cursor is bound to: the list's field and what scopes it (`listOf('Team.gamesConnection',
 * team.id)`), so that one list's cursor is refused by every other.
 */
export function listOf(field: string, ...scope: Array<string | null | undefined>): string {
  return [field, ...scope.map((s) => s ?? '')].join('/');
}

/** `first` (or `last`) checked: 1–100, 50 when left out. */
export function pageSize(first: number | null | undefined, argument: 'first' | 'last' = 'first'): number {
  if (first == null) return PAGE_DEFAULT;
  if (!Number.isInteger(first) || first < 1 || first > PAGE_MAX) throw badField(argument, text('errors.BAD_USER_INPUT.wholeNumber', { min: 1, max: PAGE_MAX }));
  return first;
}

/** The paging arguments of a list that pages both ways. */
export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** What a two-way page reads: `size` items from the start (`forward`) or the end of the range between `after` and `before`. */
export interface PageRequest {
  size: number;
  forward: boolean;
  after: KeysetCursor | null;
  before: KeysetCursor | null;
}

/**
 * Two-way paging arguments checked: `first` with `last`, or `after` with `before`, is refused
 * naming the second; each cursor must be one of `list`'s. `first` (from the start of the range)
 * when neither count is given.
 */
export function pageRequest(args: PageArgs, cursors: Cursors, list: string): PageRequest {
  if (args.first != null && args.last != null) throw badField('last', text('errors.BAD_USER_INPUT.notBothWays', { other: 'first' }));
  if (args.after != null && args.before != null) throw badField('before', text('errors.BAD_USER_INPUT.notBothWays', { other: 'after' }));
  const forward = args.last == null;
  return {
    size: forward ? pageSize(args.first, 'first') : pageSize(args.last, 'last'),
    forward,
    after: cursors.decode(args.after, list, 'after'),
    before: cursors.decode(args.before, list, 'before'),
  };
}

/**
 * A page from `size + 1` rows read forward after the cursor: the extra row only says that more
 * follow. `hasPreviousPage` is the caller's: whether the list holds the `after` item or one before
 * it (false on a first page).
 */
export function pageOf<T>(rows: T[], size: number, cursorOf: (row: T) => KeysetCursor, cursors: Cursors, list: string, hasPreviousPage = false): Page<T> {
  return pageFrom(rows.slice(0, size), cursorOf, cursors, list, { hasNextPage: rows.length > size, hasPreviousPage });
}

/**
 * A page from `size + 1` rows read backward before the cursor, the nearest first: the extra row
 * only says that more come before. The page answers them in the list's order. `hasNextPage` is
 * the caller's: whether the list holds the `before` item or one after it (false on a last page).
 */
export function pageBackOf<T>(rows: T[], size: number, cursorOf: (row: T) => KeysetCursor, cursors: Cursors, list: string, hasNextPage = false): Page<T> {
  return pageFrom(rows.slice(0, size).reverse(), cursorOf, cursors, list, { hasNextPage, hasPreviousPage: rows.length > size });
}

function pageFrom<T>(items: T[], cursorOf: (row: T) => KeysetCursor, cursors: Cursors, list: string, more: { hasNextPage: boolean; hasPreviousPage: boolean }): Page<T> {
  const edges = items.map((node) => ({ cursor: cursors.encode(cursorOf(node), list), node }));
  return {
    edges,
    pageInfo: { ...more, startCursor: edges.length ? edges[0].cursor : null, endCursor: edges.length ? edges[edges.length - 1].cursor : null },
  };
}

/** A game's place in start-time order. */
export const gameCursor = (game: { startsAt: Date; id: string }): KeysetCursor => ({ at: game.startsAt.getTime(), id: game.id });
