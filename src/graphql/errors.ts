import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { ValidationError } from 'class-validator';
import { ErrorCode, FaceoffError, type FieldError } from '../errors';
import { DOCUMENT_TOO_COMPLEX } from './document-limits';

/** Apollo's codes for a document that does not parse or validate; the WebSocket endpoint uses them too. */
export const GRAPHQL_PARSE_FAILED = 'GRAPHQL_PARSE_FAILED';
export const GRAPHQL_VALIDATION_FAILED = 'GRAPHQL_VALIDATION_FAILED';

/** graphql-js's parser stopped at its token limit (document-limits.ts, MAX_TOKENS). */
const TOO_MANY_TOKENS = /^Syntax Error: Document contains more tha[nt] \d+ tokens/;

/** class-validator's nested errors, flattened to `field.path: message` pairs. */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}

/**
 * The one place errors become what clients see (docs/design.md, "Errors"), over HTTP (Apollo's
 * formatError) and WebSocket (formatErrors) alike: every error leaves with a stable
 * `extensions.code`; a FaceoffError (src/errors.ts) with its own code and fields, found under the
 * error graphql-js or Apollo wrapped it in; validation failures name each bad field; anything
 * unexpected is an INTERNAL_SERVER_ERROR whose message is hidden in production.
 */
export function formatError(production: boolean, onUnexpected: (error: unknown) => void) {
  return (formatted: GraphQLFormattedError, raw: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(raw);
    const validationErrors = (formatted.extensions?.validationErrors ?? undefined) as ValidationError[] | undefined;
    if (validationErrors) {
      const fields = flattenValidationErrors(validationErrors);
      const { validationErrors: _dropped, ...extensions } = formatted.extensions!;
      return {
        ...formatted,
        message: fields.map((f) => `${f.field}: ${f.message}`).join('; ') || formatted.message,
        extensions: { ...extensions, code: ErrorCode.BAD_USER_INPUT, fields },
      };
    }
    // What the services and the domain refuse: the error's own message, its code first, then its fields.
    const refusal = original instanceof FaceoffError ? original : raw instanceof GraphQLError && raw.originalError instanceof FaceoffError ? raw.originalError : null;
    if (refusal) return { ...formatted, message: refusal.message, extensions: { ...refusal.extensions } };
    const code = formatted.extensions?.code;
    if (code === GRAPHQL_PARSE_FAILED && TOO_MANY_TOKENS.test(formatted.message)) {
      return { ...formatted, extensions: { ...formatted.extensions, code: DOCUMENT_TOO_COMPLEX } };
    }
    if (original instanceof GraphQLError || (typeof code === 'string' && code !== ErrorCode.INTERNAL_SERVER_ERROR)) {
      // graphql-js's own request errors (variables that do not coerce, no such operation) carry no code.
      if (typeof code !== 'string' && original instanceof GraphQLError && !original.originalError && !original.path) {
        return { ...formatted, extensions: { ...formatted.extensions, code: ErrorCode.BAD_USER_INPUT } };
      }
      return formatted;
    }
    onUnexpected(original);
    return {
      ...formatted,
      message: production ? 'Internal server error' : formatted.message,
      extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR, ...(production ? {} : { stacktrace: formatted.extensions?.stacktrace }) },
    };
  };
}

/** The same formatting for errors that never passed through Apollo (the WebSocket endpoint's). */
export function formatErrors(format: (formatted: GraphQLFormattedError, raw: unknown) => GraphQLFormattedError) {
  return (errors: readonly GraphQLError[]): GraphQLFormattedError[] => errors.map((error) => format(error.toJSON(), error));
}
