import { hasMessage, type Text, text as messageText, translate } from './messages';

/*
 * The errors the services and the domain throw: plain errors that know nothing of GraphQL. Each
 * carries its stable code and the extra fields a client reads; src/graphql/errors.ts (formatError)
 * is the one place they become what a client sees, over HTTP and WebSocket alike. An error made
 * from a catalogue message (src/domain/messages: the rulebooks' and the API's words as plain data,
 * rendered by i18next) keeps it as `text`, and its English rendering as `message`; the formatter
 * answers it in the caller's language.
 */

/** The stable `extensions.code` values of the public contract (docs/design.md, "Errors"). */
export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  RULE_VIOLATION: 'RULE_VIOLATION',
  CONFLICT: 'CONFLICT',
  /** The database (or pub/sub) could not be reached: nothing was stored, the same request may be sent again (extensions.retryable) */
  UNAVAILABLE: 'UNAVAILABLE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** One invalid input field: `field` is the path inside the operation's input (e.g. `input.number`). */
export interface FieldError {
  field: string;
  message: string;
}

/** What a client reads besides the message: the code first, then the error's own fields. */
export type ErrorExtensions = { readonly code: ErrorCode } & Readonly<Record<string, unknown>>;

/** An error a client is told about: its message, and its code with the fields that go with it. */
export class FaceoffError extends Error {
  readonly extensions: ErrorExtensions;
  /** the message as catalogue data, when it comes from the catalogue: the formatter renders it in the caller's language */
  readonly text?: Text;

  constructor(
    readonly code: ErrorCode,
    message: Message,
    extra: Record<string, unknown> = {},
  ) {
    super(typeof message === 'string' ? message : translate('en', message));
    this.name = new.target.name;
    if (typeof message !== 'string') this.text = message;
    this.extensions = { code, ...extra };
  }
}

/** A message for people: English text as it is, or a catalogue message (src/domain/messages) rendered in the caller's language. */
export type Message = string | Text;

/** The input is malformed or out of bounds; `fields` names each bad one. */
export class BadUserInput extends FaceoffError {
  constructor(
    message: Message,
    readonly fields: FieldError[] = [],
  ) {
    super(ErrorCode.BAD_USER_INPUT, message, fields.length ? { fields } : {});
  }
}

export class NotFound extends FaceoffError {
  constructor(
    readonly entity: string,
    readonly id: string,
    readonly field?: string,
  ) {
    const key = `entities.${entity}`;
    super(ErrorCode.NOT_FOUND, messageText('errors.NOT_FOUND.default', { entity: hasMessage('en', key) ? messageText(key) : entity, id }), { entity, id, ...(field ? { field } : {}) });
  }
}

export class Unauthenticated extends FaceoffError {
  constructor(message: Message = messageText('errors.UNAUTHENTICATED.default')) {
    super(ErrorCode.UNAUTHENTICATED, message);
  }
}

export class Forbidden extends FaceoffError {
  constructor(message: Message) {
    super(ErrorCode.FORBIDDEN, message);
  }
}

/**
 * What the rules do not allow now; the message is written for the person who asked (a scorekeeper,
 * an official). The domain throws it too. `details`: more for a client to act on (setLineup: each
 * ineligible player and every reason).
 */
export class RuleViolation extends FaceoffError {
  constructor(
    message: Message,
    readonly rule?: string,
    details?: Record<string, unknown>,
    /** Each item the refusal names (a player of a lineup), by id, with what is wrong with it alone: a payload's problems name them one by one. */
    readonly items: readonly RefusedItem[] = [],
  ) {
    super(ErrorCode.RULE_VIOLATION, message, { ...(rule ? { rule } : {}), ...details });
  }
}

/** One of the things a RuleViolation refuses, by id, with its own message. */
export interface RefusedItem {
  id: string;
  text: Text;
}

export class Conflict extends FaceoffError {
  constructor(message: Message, extra: { retryable?: boolean } = {}) {
    super(ErrorCode.CONFLICT, message, extra);
  }
}

/** What the server needs could not be reached (the database, pub/sub): not stored, send it again. */
export class Unavailable extends FaceoffError {
  constructor(message: Message) {
    super(ErrorCode.UNAVAILABLE, message, { retryable: true });
  }
}

export function badInput(message: Message, fields: FieldError[] = []): BadUserInput {
  return new BadUserInput(message, fields);
}

/** A single bad field: the message names it so a person reading only `message` knows what to fix. */
export function badField(field: string, message: Message): BadUserInput {
  if (typeof message === 'string') return badInput(`${field}: ${message}`, [{ field, message }]);
  return badInput(messageText('errors.BAD_USER_INPUT.field', { field, problem: message }), [{ field, message: translate('en', message) }]);
}

export function notFound(entity: string, id: string, field?: string): NotFound {
  return new NotFound(entity, id, field);
}

export function unauthenticated(message?: Message): Unauthenticated {
  return new Unauthenticated(message);
}

export function forbidden(message: Message): Forbidden {
  return new Forbidden(message);
}

export function ruleViolation(message: Message, rule?: string, details?: Record<string, unknown>): RuleViolation {
  return new RuleViolation(message, rule, details);
}

/** A write that met another: `retryable` when nothing was stored and the same request may be sent again. */
export function conflict(message: Message, extra: { retryable?: boolean } = {}): Conflict {
  return new Conflict(message, extra);
}

export function unavailable(message: Message): Unavailable {
  return new Unavailable(message);
}
