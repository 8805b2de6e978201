import { createHmac, timingSafeEqual } from 'node:crypto';
import { type ClassType, Field, ObjectType } from 'type-graphql';
import { badField } from '../errors';
import { text } from '../domain/messages';

/**
 * Relay-style pages for lists that grow with the work (docs/design.md, "Pages"): `first` (1–100,
 * 50 when left out) and an opaque `after` cursor from the previous page's `pageInfo.endCursor`.
 * The cursor names the last item's place in the list's order, not an offset, so one page costs the
 * same on page 1 as on page 500, and a game added meanwhile neither repeats nor skips an item.
 */

export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 100;
/**
 * The most a plain list field (`Division.games`, `Team.games`) answers: they stay for the pages and
 * clients written before connections, bounded so one request cannot read a whole league's history.
 */
export const LIST_MAX = 1_000;
/** Cursors are short; a longer `after` is refused before it is decoded. */
const CURSOR_MAX_LENGTH = 200;

@ObjectType({ description: 'Where a page ends, and whether there is more after it' })
export class PageInfo {
  @Field({ description: 'Whether another page follows this one' }) hasNextPage!: boolean;
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on an empty page' }) endCursor!: string | null;
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
    @Field({ description: "This item's place: pass as `after` to start the next page after it" }) cursor!: string;
    @Field(() => Item, { description: 'The item' }) node!: T;
  }

  @ObjectType(`${name}Connection`, { description: `A page of ${name.toLowerCase()}s, in the list's order` })
  class ConnectionType {
    @Field(() => [EdgeType], { description: "This page's items, each with its cursor" }) edges!: EdgeType[];
    @Field(() => PageInfo, { description: 'Whether there is a next page, and the cursor to ask for it' }) pageInfo!: PageInfo;
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

/**
 * Cursors of one deployment (docs/security.md, "Input bounds"): a keyset position (an instant and a
 * UUID) and a tag over it, HMAC-SHA256 keyed with FACEOFF_CURSOR_SECRET. Every instance given the
 * same secret takes the others' cursors, and nobody without it can make one: a cursor is ours or
 * refused. Without the secret the key is public, so the tag is a checksum: a garbled, truncated or
 * hand-edited cursor is still refused, but one who reads this code can write a well-formed position
 * (which shows nothing the list does not: the list's own scope still bounds what it reads). Never a
 * per-process random key: instances behind a load balancer, and a restarted one, must take each
 * other's cursors.
 */
export class Cursors {
  private readonly key: Buffer;

  constructor(secret?: string | null) {
    this.key = createHmac('sha256', 'faceoff cursor key/1')
      .update(secret ?? PUBLIC_KEY)
      .digest();
  }

  private tag(body: Buffer): Buffer {
    return createHmac('sha256', this.key).update(body).digest().subarray(0, TAG_BYTES);
  }

  encode(cursor: KeysetCursor): string {
    if (!Number.isSafeInteger(cursor.at) || cursor.at < 0 || cursor.at > AT_MAX || !UUID.test(cursor.id)) throw new Error(`not a keyset position: ${JSON.stringify(cursor)}`);
    const body = Buffer.alloc(1 + 8 + 36);
    body.writeUInt8(CURSOR_VERSION, 0);
    body.writeBigInt64BE(BigInt(cursor.at), 1);
    body.write(cursor.id, 9, 'ascii');
    return Buffer.concat([body, this.tag(body)]).toString('base64url');
  }

  /** The position an `after` names; a cursor that is not one of ours is refused, naming `after`. */
  decode(after: string | null | undefined): KeysetCursor | null {
    if (after == null) return null;
    const refuse = () => badField('after', text('errors.BAD_USER_INPUT.notACursor'));
    if (typeof after !== 'string' || after.length === 0 || after.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(after)) throw refuse();
    const bytes = Buffer.from(after, 'base64url');
    // One spelling per cursor: the base64url of exactly our bytes (no padding, no stray bits).
    if (bytes.length !== CURSOR_BYTES || bytes.toString('base64url') !== after || bytes.readUInt8(0) !== CURSOR_VERSION) throw refuse();
    const body = bytes.subarray(0, CURSOR_BYTES - TAG_BYTES);
    if (!timingSafeEqual(this.tag(body), bytes.subarray(CURSOR_BYTES - TAG_BYTES))) throw refuse();
    const at = body.readBigInt64BE(1);
    const id = body.subarray(9).toString('ascii');
    if (at < 0n || at > BigInt(AT_MAX) || !UUID.test(id)) throw refuse();
    return { at: Number(at), id };
  }
}

/** `first` checked: 1–100, 50 when left out. */
export function pageSize(first: number | null | undefined): number {
  if (first == null) return PAGE_DEFAULT;
  if (!Number.isInteger(first) || first < 1 || first > PAGE_MAX) throw badField('first', text('errors.BAD_USER_INPUT.wholeNumber', { min: 1, max: PAGE_MAX }));
  return first;
}

/** A page from `size + 1` rows read after the cursor: the extra row only says that more follow. */
export function pageOf<T>(rows: T[], size: number, cursorOf: (row: T) => KeysetCursor, cursors: Cursors): Page<T> {
  const items = rows.slice(0, size);
  const edges = items.map((node) => ({ cursor: cursors.encode(cursorOf(node)), node }));
  return { edges, pageInfo: { hasNextPage: rows.length > size, endCursor: edges.length ? edges[edges.length - 1].cursor : null } };
}

/** A game's place in start-time order. */
export const gameCursor = (game: { startsAt: Date; id: string }): KeysetCursor => ({ at: game.startsAt.getTime(), id: game.id });
