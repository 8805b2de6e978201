import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { ValidationError } from 'class-validator';
import { badField, ErrorCode, FaceoffError, type FieldError } from '../errors';
import { fieldOfRefusedDate, NotACalendarDate } from './calendar-date';
import { DOCUMENT_TOO_COMPLEX } from './document-limits';
import { SaidError } from './said-error';
import { DEFAULT_LANGUAGE, type Language, text, translate } from '../domain/messages';
import { isDatabaseUnavailable } from '../db/errors';

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
 * unexpected is an INTERNAL_SERVER_ERROR whose message is hidden in production. The message is in
 * the caller's language (the context's, negotiated from Accept-Language) when the error carries a
 * catalogue message (src/domain/messages); codes and fields never change with it.
 */
export type ErrorFormatter = (formatted: GraphQLFormattedError, raw: unknown, language?: Language) => GraphQLFormattedError;

export function formatError(production: boolean, onUnexpected: (error: unknown) => void, onUnavailable?: (error: unknown) => void): ErrorFormatter {
  return (formatted, raw, language = DEFAULT_LANGUAGE) => {
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
    let refusal = original instanceof FaceoffError ? original : raw instanceof GraphQLError && raw.originalError instanceof FaceoffError ? raw.originalError : null;
    // A Date refused while the request was read (graphql-js wraps it once more for a variable): named
    // by the field it was given for, as a resolver's refusal is.
    const date = raw instanceof GraphQLError ? refusedDateIn(raw) : null;
    if (date && raw instanceof GraphQLError) refusal = badField(fieldOfRefusedDate(raw) ?? 'Date', date.text ?? date.message);
    if (refusal) return { ...formatted, message: messageIn(refusal, language), extensions: { ...refusal.extensions } };
    // A document over a limit, a connection's subscriptions (said-error.ts): the words in the caller's language, the code as it is.
    const said = original instanceof SaidError ? original : raw instanceof SaidError ? raw : null;
    if (said && language !== 'en') return { ...formatted, message: translate(language, said.text) };
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
    // The database went away or stopped answering: nothing was stored, and the caller may send the
    // same request again. Not a bug, so not INTERNAL_SERVER_ERROR (and logged by the caller's hook as such).
    if (isDatabaseUnavailable(original)) {
      onUnavailable?.(original);
      return { ...formatted, message: translate(language, text('errors.UNAVAILABLE.database')), extensions: { code: ErrorCode.UNAVAILABLE, retryable: true } };
    }
    onUnexpected(original);
    return {
      ...formatted,
      message: production ? translate(language, text('errors.INTERNAL_SERVER_ERROR.default')) : formatted.message,
      extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR, ...(production ? {} : { stacktrace: formatted.extensions?.stacktrace }) },
    };
  };
}

/** The Date scalar's refusal under the errors graphql-js and Apollo wrapped it in, if it is one. */
function refusedDateIn(error: GraphQLError): NotACalendarDate | null {
  let cause: unknown = error;
  for (let depth = 0; depth < 4 && cause instanceof Error; depth++) {
    if (cause instanceof NotACalendarDate) return cause;
    cause = cause instanceof GraphQLError ? cause.originalError : undefined;
  }
  return null;
}

/** A refusal's message in the caller's language: as a top-level error, and as a payload's Problem (problems.ts). */
export function messageIn(refusal: FaceoffError, language: Language): string {
  return refusal.text && language !== 'en' ? translate(language, refusal.text) : refusal.message;
}

/** The same formatting for errors that never passed through Apollo (the WebSocket endpoint's). */
export function formatErrors(format: ErrorFormatter) {
  return (errors: readonly GraphQLError[], language: Language = DEFAULT_LANGUAGE): GraphQLFormattedError[] => errors.map((error) => format(error.toJSON(), error, language));
}

/**
 * Errors Apollo is about to format, each with the language of the request it belongs to: Apollo's
 * formatError sees no context, so the plugin below (languagePlugin) notes each request's language
 * on its errors as they are met.
 */
const languages = new WeakMap<object, Language>();

export function noteLanguage(errors: readonly unknown[], language: Language): void {
  for (const error of errors) if (typeof error === 'object' && error !== null) languages.set(error, language);
}

/** The language noted for an error (noteLanguage), English when none was. */
export function languageOf(error: unknown): Language {
  return (typeof error === 'object' && error !== null && languages.get(error)) || DEFAULT_LANGUAGE;
}
