import { Field, ID, InterfaceType } from 'type-graphql';
import { CompetitionEntity, DivisionEntity, GameEntity, PlayerEntity, TeamEntity } from '../db/entities';

/*
 * Global object identification (docs/design.md, "Ids and the Node interface"): every type a client
 * would keep in a normalised cache has an `id` unique across the whole API, and `node(id:)` fetches
 * it again. A stored row's id is its UUID, as it always was; a type computed from a row (a game's
 * scoreboard, a division's standings, a rink) gets an id of its own made of the type's name and
 * the row's id, so the two never collide. Ids are opaque: a client keeps and sends them back, it
 * never takes them apart.
 */

/** The types whose id is a name and a key rather than a stored row's UUID. */
export const DERIVED_NODE_TYPES = ['Scoreboard', 'Standings', 'Venue'] as const;
export type DerivedNodeType = (typeof DERIVED_NODE_TYPES)[number];

/** What a derived id holds: its type and the key it is computed from. */
export interface DerivedId {
  type: DerivedNodeType;
  key: string;
}

const SEPARATOR = ':';

/** A derived type's id: its name, then its key. */
export function derivedId(type: DerivedNodeType, key: string): string {
  return `${type}${SEPARATOR}${key}`;
}

/** The type and key of a derived id; null for any other string (a stored row's UUID, or nonsense). */
export function parseDerivedId(id: string): DerivedId | null {
  const at = id.indexOf(SEPARATOR);
  if (at <= 0) return null;
  const type = id.slice(0, at);
  const key = id.slice(at + 1);
  return (DERIVED_NODE_TYPES as readonly string[]).includes(type) && key !== '' ? { type: type as DerivedNodeType, key } : null;
}

/** A scoreboard's id: one per game. */
export const scoreboardId = (gameId: string) => derivedId('Scoreboard', gameId);

/**
 * A standings table's id: one per division, and one per division and date for a table as of a
 * date, so a cache never takes a past table for today's.
 */
export const standingsId = (divisionId: string, asOf?: Date | null) => derivedId('Standings', asOf ? `${divisionId}@${asOf.toISOString()}` : divisionId);

/** A rink's id: its name as games give their venue. */
export const venueId = (name: string) => derivedId('Venue', name);

/** Marks what `node(id:)` answers with the type it is, for objects that do not say it themselves. */
export const NODE_TYPE = Symbol('node type');

/** The GraphQL type of a value that implements Node: a stored row by its class, anything else by its mark. */
export function nodeTypeOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const marked = (value as { [NODE_TYPE]?: string })[NODE_TYPE];
  if (marked) return marked;
  if (value instanceof GameEntity) return 'Game';
  if (value instanceof TeamEntity) return 'Team';
  if (value instanceof PlayerEntity) return 'Player';
  if (value instanceof DivisionEntity) return 'Division';
  if (value instanceof CompetitionEntity) return 'Competition';
  return undefined;
}

@InterfaceType({
  description:
    'Anything with an id unique across the whole API, that node(id:) fetches again: what a client keeps in a normalised cache (Relay global object identification). Ids are opaque: keep them, never take them apart',
  resolveType: (value: unknown) => nodeTypeOf(value),
})
export abstract class Node {
  @Field(() => ID, { description: 'Unique across the whole API, and stable: node(id:) fetches this object again' }) id!: string;
}
