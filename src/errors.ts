import { GraphQLError } from 'graphql';

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

export function badInput(message: string, fields: FieldError[] = []): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: ErrorCode.BAD_USER_INPUT, ...(fields.length ? { fields } : {}) },
  });
}

/** A single bad field: the message names it so a person reading only `message` knows what to fix. */
export function badField(field: string, message: string): GraphQLError {
  return badInput(`${field}: ${message}`, [{ field, message }]);
}

export function notFound(entity: string, id: string, field?: string): GraphQLError {
  return new GraphQLError(`${entity} ${id} does not exist`, {
    extensions: { code: ErrorCode.NOT_FOUND, entity, id, ...(field ? { field } : {}) },
  });
}

export function unauthenticated(message = 'This operation needs a bearer token'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.UNAUTHENTICATED } });
}

export function forbidden(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.FORBIDDEN } });
}

/** `details`: more for a client to act on (setLineup: each ineligible player and every reason). */
export function ruleViolation(message: string, rule?: string, details?: Record<string, unknown>): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.RULE_VIOLATION, ...(rule ? { rule } : {}), ...details } });
}

export function conflict(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.CONFLICT } });
}
