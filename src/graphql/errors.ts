import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { ValidationError } from 'class-validator';
import { ErrorCode, type FieldError } from '../errors';

/** class-validator's nested errors, flattened to `field.path: message` pairs. */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}

/**
 * The one place errors become what clients see (DESIGN.md, "Errors"): every error leaves with a
 * stable `extensions.code`; validation failures name each bad field; anything unexpected is an
 * INTERNAL_SERVER_ERROR whose message is hidden in production.
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
    const code = formatted.extensions?.code;
    if (original instanceof GraphQLError || (typeof code === 'string' && code !== ErrorCode.INTERNAL_SERVER_ERROR)) {
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
