/*
 * The sizes of a page (docs/design.md, "Pages"), apart from src/graphql/paging.ts and its
 * decorated types: the document limits read them as the server's configuration is loaded, before
 * type-graphql's metadata is there.
 */

/** A connection's page when `first` (or `last`) is left out. */
export const PAGE_DEFAULT = 50;
/** The largest page a connection answers. */
export const PAGE_MAX = 100;
