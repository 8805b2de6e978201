import { GraphQLError } from 'graphql';
import { ANONYMOUS, type Principal } from '../auth/principal';
import { bearerToken } from '../auth/tokens';
import { ErrorCode, type FaceoffError, unauthenticated } from '../errors';
import { text } from '../domain/messages';
import type { TokenService } from '../services/token.service';

/** A refused token: 401 over HTTP; its message in the caller's language when it is the catalogue's. */
function invalidToken(reason: string | FaceoffError): GraphQLError {
  const message = typeof reason === 'string' ? reason : reason.message;
  return new GraphQLError(message, { originalError: typeof reason === 'string' ? undefined : reason, extensions: { code: ErrorCode.UNAUTHENTICATED, http: { status: 401 } } });
}

/**
 * Who an Authorization header (or a connection's `authorization` parameter) names: ANONYMOUS
 * without a token, the token's principal, or a refusal (invalidToken) for a malformed or refused one.
 */
export function authenticator(tokens: TokenService): (header: string | undefined) => Promise<Principal> {
  return async (header) => {
    let token: string | undefined;
    try {
      token = bearerToken(header);
    } catch (error) {
      throw invalidToken((error as Error).message);
    }
    if (token === undefined) return ANONYMOUS;
    const principal = await tokens.authenticate(token);
    if (!principal) throw invalidToken(unauthenticated(text('errors.UNAUTHENTICATED.tokenRefused')));
    return principal;
  };
}
