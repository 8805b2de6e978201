/**
 * The text rules every way in applies (docs/security.md, "Input bounds"): the GraphQL mutations
 * (src/graphql/validation.ts), the roster and schedule CSV imports, and the whole-competition
 * document import all call `textProblem`, so one name is refused or taken the same way wherever it
 * comes from. Pure: no GraphQL, no database.
 */

/** The longest texts, in code points. */
export const TEXT_MAX = {
  /** A person's, team's, competition's, token's or venue's name: a scoresheet line, not a paragraph. */
  NAME: 120,
  /** Why an official did something (a void, a fine, a suspension, a correction): a few sentences. */
  REASON: 500,
  /** A protest's grounds or a committee's ruling: a paragraph or two. */
  STATEMENT: 1000,
  /** An infraction code: the longest known is well under it; unknown ones are refused by name anyway. */
  CODE: 64,
} as const;

export interface TextRule {
  /** most characters (Unicode code points, as MySQL's utf8mb4 columns count them) */
  max: number;
  /** free text may hold line breaks and tabs; names and codes may not */
  multiline?: boolean;
}

/* Lone UTF-16 surrogates cannot be stored (MySQL and SQLite turn them into U+FFFD): refused, not altered. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/* C0 controls (NUL included), DEL and C1 controls: never part of a name or a reason. */
// eslint-disable-next-line no-control-regex -- finding control characters is what these are for
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above, line breaks and tabs allowed
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/* Bidi embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069): they make a name display as another. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/*
 * Something a reader sees: not white space, not a format character (zero-width space and joiners,
 * word joiner, BOM …), not a mark on its own, nor one of the "letters" that render blank (Hangul
 * fillers, braille blank).
 */
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{Z}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;

/** Why `value` is not acceptable text under `rule`, or null when it is. Pure: used by the decorators, the argument checks and the imports. */
export function textProblem(value: unknown, rule: TextRule): string | null {
  if (typeof value !== 'string') return 'must be text';
  if (LONE_SURROGATE.test(value)) return 'must not contain a lone surrogate (invalid UTF-16)';
  if ((rule.multiline ? CONTROL_BUT_LINES : CONTROL).test(value)) {
    return rule.multiline ? 'must not contain control characters (line breaks and tabs aside)' : 'must not contain control characters';
  }
  if (BIDI_CONTROL.test(value)) return 'must not contain bidirectional override or isolate characters (U+202A–U+202E, U+2066–U+2069)';
  if (!VISIBLE.test(value)) return 'must not be blank';
  const length = [...value].length;
  if (length > rule.max) return `must be at most ${rule.max} characters (${length} given)`;
  return null;
}
