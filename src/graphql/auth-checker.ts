import type { AuthCheckerInterface, ResolverData } from 'type-graphql';
import type { Role } from '../auth/principal';
import { forbidden, unauthenticated } from '../errors';
import { list, text } from '../domain/messages';
import type { GraphQLContext } from './context';

/**
 * `@Authorized(roles)`: an anonymous caller is UNAUTHENTICATED, a token of another role FORBIDDEN.
 * ADMIN passes every role check. Scope (which competition, game or team) is checked by the service
 * that knows the row being touched.
 */
export class AuthChecker implements AuthCheckerInterface<GraphQLContext, Role> {
  check({ context }: ResolverData<GraphQLContext>, roles: Role[]): boolean {
    const { principal } = context;
    if (principal.kind === 'anonymous') throw unauthenticated();
    if (principal.role === 'ADMIN' || roles.length === 0 || roles.includes(principal.role)) return true;
    throw forbidden(text('errors.FORBIDDEN.role', { roles: list(roles, text('common.or')), role: principal.role }));
  }
}
