/*
 * A message for people as data: its catalogue key and the values it names. Whoever answers renders
 * it in the caller's language (src/domain/messages/index.ts); errors and reasons carry one beside their
 * English text. Plain data, importing nothing.
 */

/** A value a message names: as it is, another message, an amount of money, or a list. */
export type Param =
  | string
  | number
  | Text
  | { readonly money: number }
  | { readonly list: readonly Param[]; readonly separator: string | Text }
  /** English text for people that is not in the catalogue: a message holding one is answered all in English */
  | { readonly untranslated: string };

export interface Text {
  readonly key: string;
  readonly params?: Readonly<Record<string, Param>>;
}

export function text(key: string, params?: Record<string, Param>): Text {
  return params ? { key, params } : { key };
}

/** An amount in cents, written as each language writes money ($12.50, 12,50 $). */
export function money(cents: number): Param {
  return { money: cents };
}

/** Values joined by a separator, itself a message when it is a word (" or ", " ou "). */
export function list(values: readonly Param[], separator: string | Text): Param {
  return { list: values, separator };
}

/**
 * Where a reason or a problem keeps its message as data: a symbol property, not enumerable, so
 * JSON (error extensions), GraphQL (declared fields only) and comparisons of plain data never see
 * it. A copy made by spreading drops it, and the copy is then answered with its English message.
 */
export const TEXT: unique symbol = Symbol('text');
export type WithText = { readonly [TEXT]?: Text };

/** `item` carrying `message` as data (TEXT). */
export function attachText<T extends object>(item: T, message: Text): T & WithText {
  return Object.defineProperty(item, TEXT, { value: message, enumerable: false, writable: false, configurable: false });
}
