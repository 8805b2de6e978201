import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';
import type { ValidatorFn } from 'type-graphql';
import { LINEUP_MAX } from '../domain/roster-rules';
import { BadUserInput, badField } from '../errors';
import { text } from '../domain/messages';
import { TEXT_MAX, type TextRule, textProblem } from '../domain/text-rules';

export { type TextRule, textProblem } from '../domain/text-rules';

/*
 * The bounds of every argument and input field a client may send, in one place, each with its
 * reason (docs/security.md lists them). Input classes use the decorators; scalar and list
 * arguments of resolvers use the `validateFn` helpers (type-graphql runs them before the resolver),
 * so a refusal is a BAD_USER_INPUT naming the field, before any database work.
 */

/** The bounds, with why each is what it is. */
export const BOUNDS = {
  /** names, reasons, statements and codes: the text rules' bounds (src/domain/text-rules.ts), shared with the imports */
  ...TEXT_MAX,
  /** A token scope, `competition:<uuid>`: 48 characters. */
  SCOPE: 100,
  /** Scopes on one token: a tablet serves a handful of games or competitions. */
  SCOPES: 100,
  /** Teams one coin toss or one seeding orders: the teams of one division. */
  TEAMS: 64,
  /** `leaders(limit)`: a leaderboard page; ties at the cut are kept beyond it anyway. */
  LEADERS: 100,
  /**
   * A fine, in cents: $10,000. The rulebooks' largest fines are $100 (winter-league rulebook,
   * suspensions and fines table: bench clearing, match on an official, and a second default);
   * a hundred times that leaves room for any official's fine and keeps every sum of fines far below
   * the 32-bit integers the API answers with.
   */
  FINE_CENTS: 1_000_000,
  /**
   * A suspension in games. The longest counted in games in the rulebooks is "min. eight (8) games"
   * (winter-league rulebook, match penalty – injury); 100 games is several seasons. Longer is not
   * counted in games: REST_OF_COMPETITION, INDEFINITE or LIFE are kinds of their own.
   */
  SUSPENSION_GAMES: 100,
  /** A period a scoresheet names: regulation and overtimes together; no game here reaches 20 (G41). */
  PERIOD: 20,
  /** A clock reading a scoresheet gives, in ms: the longest period in the rulebooks is 25 minutes; an hour bounds them all. */
  PERIOD_MS: 60 * 60_000,
  /** A game's score on paper: no hockey game reaches 100 goals; the scoreboard has two digits. */
  SCORE: 99,
  /** How long a game holds its venue, in minutes: a day. */
  GAME_MINUTES: 24 * 60,
  /** Rest between a team's games, in minutes: a week. */
  REST_MINUTES: 7 * 24 * 60,
  /**
   * The players one lineup or scoresheet lists: the largest roster any rulebook allows, 25 including
   * two goalies (winter-league rulebook, section 8). Each preset's own dressed limits are the rules'
   * to check (a RULE_VIOLATION naming them); this bound comes first, before any database work.
   */
  LINEUP: LINEUP_MAX,
} as const;

/** Dates a schedule, a season, a protest or a payment may carry: this century and the next. */
export const DATE_WINDOW = { from: new Date('2000-01-01T00:00:00.000Z'), to: new Date('2100-12-31T23:59:59.999Z') } as const;
/** Birth dates: nobody playing was born before 1900. */
export const BIRTH_DATE_WINDOW = { from: '1900-01-01', to: '2100-12-31' } as const;

/** Why `value` is not a date in `DATE_WINDOW`, or null when it is. */
export function dateProblem(value: unknown): string | null {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return 'must be a date-time';
  if (value < DATE_WINDOW.from || value > DATE_WINDOW.to) return 'must be between 2000-01-01 and 2100-12-31';
  return null;
}

/** A class-validator decorator: text under `rule` (see textProblem), naming what is wrong; `{ each: true }` for a list of texts. */
export function Text(rule: TextRule, options?: ValidationOptions): PropertyDecorator {
  const problem = (value: unknown) => (Array.isArray(value) ? (value.map((v) => textProblem(v, rule)).find((p) => p !== null) ?? null) : textProblem(value, rule));
  return ValidateBy(
    {
      name: 'faceoffText',
      validator: {
        validate: (value: unknown) => textProblem(value, rule) === null,
        defaultMessage: (args?: ValidationArguments) => problem(args?.value) ?? 'must be text',
      },
    },
    options,
  );
}

/** A name people type: something visible, on one line, and not a novel. */
export const HumanName = (max: number = BOUNDS.NAME): PropertyDecorator => Text({ max });

/** Free text (a reason, grounds, a ruling): something visible, line breaks allowed. */
export const FreeText = (max: number = BOUNDS.REASON): PropertyDecorator => Text({ max, multiline: true });

/** A class-validator decorator: a date in DATE_WINDOW. */
export function InDateWindow(): PropertyDecorator {
  return ValidateBy({
    name: 'faceoffDateWindow',
    validator: {
      validate: (value: unknown) => dateProblem(value) === null,
      defaultMessage: (args?: ValidationArguments) => dateProblem(args?.value) ?? 'must be a date-time',
    },
  });
}

/** A class-validator decorator: a YYYY-MM-DD birth date within BIRTH_DATE_WINDOW (its format is checked beside it). */
export function BirthDateInWindow(): PropertyDecorator {
  return ValidateBy({
    name: 'faceoffBirthDateWindow',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && value >= BIRTH_DATE_WINDOW.from && value <= BIRTH_DATE_WINDOW.to,
      defaultMessage: () => `must be between ${BIRTH_DATE_WINDOW.from} and ${BIRTH_DATE_WINDOW.to}`,
    },
  });
}

/*
 * Argument checks for `@Arg(name, type, { validateFn })`. Null (a nullable argument left out)
 * passes; the resolver or service decides what it means.
 */

/** A text argument under `rule`. */
export function textArg(field: string, rule: TextRule): ValidatorFn {
  return (value) => {
    if (value === null || value === undefined) return;
    const problem = textProblem(value, rule);
    if (problem) throw badField(field, problem);
  };
}

/** A list argument of at most `max` entries, none twice (a Set: linear, whatever the size). */
export function listArg(field: string, max: number, why: string): ValidatorFn {
  return (value) => {
    if (value === null || value === undefined) return;
    const list = value as readonly unknown[];
    if (list.length > max) throw badField(field, `must list at most ${max} (${why}); ${list.length} given`);
    const seen = new Set<unknown>();
    for (const item of list) {
      if (seen.has(item)) throw badField(field, text('errors.BAD_USER_INPUT.listedTwice', { item: String(item) }));
      seen.add(item);
    }
  };
}

/** A whole-number argument from `min` to `max`. */
export function intArg(field: string, min: number, max: number): ValidatorFn {
  return (value) => {
    if (value === null || value === undefined) return;
    if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) throw badField(field, text('errors.BAD_USER_INPUT.wholeNumber', { min, max }));
  };
}

/** A date-time argument within DATE_WINDOW. */
export function dateArg(field: string): ValidatorFn {
  return (value) => {
    if (value === null || value === undefined) return;
    const problem = dateProblem(value);
    if (problem) throw badField(field, problem);
  };
}

/*
 * A calendar date given as the `Date` scalar beside its older YYYY-MM-DD String field (docs/design.md,
 * "How the schema evolves"): the new field is the alternative, the old stays, deprecated. The
 * resolver reads the date with `dateOf`, which refuses both given and, where the date is required,
 * neither, so the services see one date. (Input classes cannot say it: type-graphql skips the
 * validators of a field left out.)
 */

/** Whether an input field was given: a value, or (where null means something, `nullCounts`) null. */
const given = (value: unknown, nullCounts: boolean) => (nullCounts ? value !== undefined : value != null);

/**
 * The date an input gives in its Date field `field` or its older String field `old`; refused with
 * BAD_USER_INPUT naming `input.<field>` (the one `input` argument it is read from) when both are given, or, `required`, neither. With `nullCounts`, a
 * null given means something (it clears the date), so it counts as given; undefined: neither given.
 */
export function dateOf<T extends object>(input: T, field: keyof T & string, old: keyof T & string, options: { required?: boolean; nullCounts?: boolean } = {}): string | null | undefined {
  const nullCounts = !!options.nullCounts;
  const value = input[field] as string | null | undefined;
  const older = input[old] as string | null | undefined;
  if (given(value, nullCounts) && given(older, nullCounts)) throw badField(`input.${field}`, text('errors.BAD_USER_INPUT.dateOnce', { field, old }));
  if (options.required && value == null && older == null) throw badField(`input.${field}`, text('errors.BAD_USER_INPUT.dateNeeded', { field, old }));
  return given(value, nullCounts) ? value : older;
}

/**
 * Runs the service call given the date `dateOf` read: when the caller sent the Date field `field`,
 * a BAD_USER_INPUT the service words about the older field `old` (a birth date in the future) names
 * `field` instead, so the refusal points at what was sent.
 */
export async function namingSent<I extends object, T>(input: I, field: keyof I & string, old: keyof I & string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof BadUserInput) || input[field] == null) throw error;
    const rename = (name: string) =>
      name
        .split('.')
        .map((part) => (part === old ? field : part))
        .join('.');
    if (!error.fields.some((f) => rename(f.field) !== f.field)) throw error;
    const fields = error.fields.map((f) => ({ field: rename(f.field), message: f.message }));
    const said = error.text;
    const named = said?.params && typeof said.params.field === 'string' ? text(said.key, { ...said.params, field: rename(said.params.field) }) : undefined;
    throw new BadUserInput(named ?? fields.map((f) => `${f.field}: ${f.message}`).join('; '), fields);
  }
}
