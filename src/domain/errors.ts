/*
 * The errors the services and the domain throw: plain errors that know nothing of GraphQL. Each
 * carries its stable code and the extra fields a client reads; src/graphql/errors.ts (formatError)
 * is the one place they become what a client sees, over HTTP and WebSocket alike.
 */

/** The stable `extensions.code` values of the public contract (docs/design.md, "Errors"). */
export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  RULE_VIOLATION: 'RULE_VIOLATION',
  CONFLICT: 'CONFLICT',
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

  constructor(readonly code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = new.target.name;
    this.extensions = { code, ...extra };
  }
}

/** The input is malformed or out of bounds; `fields` names each bad one. */
export class BadUserInput extends FaceoffError {
  constructor(message: string, readonly fields: FieldError[] = []) {
    super(ErrorCode.BAD_USER_INPUT, message, fields.length ? { fields } : {});
  }
}

export class NotFound extends FaceoffError {
  constructor(readonly entity: string, readonly id: string, readonly field?: string) {
    super(ErrorCode.NOT_FOUND, `${entity} ${id} does not exist`, { entity, id, ...(field ? { field } : {}) });
  }
}

export class Unauthenticated extends FaceoffError {
  constructor(message = 'This operation needs a bearer token') {
    super(ErrorCode.UNAUTHENTICATED, message);
  }
}

export class Forbidden extends FaceoffError {
  constructor(message: string) {
    super(ErrorCode.FORBIDDEN, message);
  }
}

/**
 * What the rules do not allow now; the message is written for the person who asked (a scorekeeper,
 * an official). The domain throws it too. `details`: more for a client to act on (setLineup: each
 * ineligible player and every reason).
 */
export class RuleViolation extends FaceoffError {
  constructor(message: string, readonly rule?: string, details?: Record<string, unknown>) {
    super(ErrorCode.RULE_VIOLATION, message, { ...(rule ? { rule } : {}), ...details });
  }
}

export class Conflict extends FaceoffError {
  constructor(message: string) {
    super(ErrorCode.CONFLICT, message);
  }
}

export function badInput(message: string, fields: FieldError[] = []): BadUserInput {
  return new BadUserInput(message, fields);
}

/** A single bad field: the message names it so a person reading only `message` knows what to fix. */
export function badField(field: string, message: string): BadUserInput {
  return badInput(`${field}: ${message}`, [{ field, message }]);
}

export function notFound(entity: string, id: string, field?: string): NotFound {
  return new NotFound(entity, id, field);
}

export function unauthenticated(message?: string): Unauthenticated {
  return new Unauthenticated(message);
}

export function forbidden(message: string): Forbidden {
  return new Forbidden(message);
}

export function ruleViolation(message: string, rule?: string, details?: Record<string, unknown>): RuleViolation {
  return new RuleViolation(message, rule, details);
}

export function conflict(message: string): Conflict {
  return new Conflict(message);
}
