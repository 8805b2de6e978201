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
  @Field(() => String, { nullable: true, description: "Pass as `after` for the next page; null on an empty page" }) endCursor!: string | null;
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
  @ObjectType(`${name}Edge`)
  class EdgeType {
    @Field({ description: "This item's place: pass as `after` to start the next page after it" }) cursor!: string;
    @Field(() => Item) node!: T;
  }

  @ObjectType(`${name}Connection`, { description: `A page of ${name.toLowerCase()}s, in the list's order` })
  class ConnectionType {
    @Field(() => [EdgeType]) edges!: EdgeType[];
    @Field(() => PageInfo) pageInfo!: PageInfo;
  }
  return ConnectionType;
}

/** A keyset position: the sort values of the last item seen, and its id. */
export interface KeysetCursor {
  at: number;
  id: string;
}

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

/** The position an `after` names; a cursor that is not one of ours is refused, naming `after`. */
export function decodeCursor(after: string | null | undefined): KeysetCursor | null {
  if (after == null) return null;
  const refuse = () => badField('after', text('errors.BAD_USER_INPUT.notACursor'));
  if (typeof after !== 'string' || after.length === 0 || after.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(after)) throw refuse();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'number' || !Number.isFinite(value[0]) || typeof value[1] !== 'string' || value[1].length > 64) throw refuse();
  return { at: value[0], id: value[1] };
}

/** `first` checked: 1–100, 50 when left out. */
export function pageSize(first: number | null | undefined): number {
  if (first == null) return PAGE_DEFAULT;
  if (!Number.isInteger(first) || first < 1 || first > PAGE_MAX) throw badField('first', text('errors.BAD_USER_INPUT.wholeNumber', { min: 1, max: PAGE_MAX }));
  return first;
}

/** A page from `size + 1` rows read after the cursor: the extra row only says that more follow. */
export function pageOf<T>(rows: T[], size: number, cursorOf: (row: T) => KeysetCursor): Page<T> {
  const items = rows.slice(0, size);
  const edges = items.map((node) => ({ cursor: encodeCursor(cursorOf(node)), node }));
  return { edges, pageInfo: { hasNextPage: rows.length > size, endCursor: edges.length ? edges[edges.length - 1]!.cursor : null } };
}

/** A game's place in start-time order. */
export const gameCursor = (game: { startsAt: Date; id: string }): KeysetCursor => ({ at: game.startsAt.getTime(), id: game.id });
