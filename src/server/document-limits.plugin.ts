import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentGuard, tierOf } from '../graphql/document-limits';
import type { GraphQLContext } from '../graphql/context';

/**
 * Holds every HTTP operation to its caller's document limits once it is parsed and validated and
 * before anything runs (the WebSocket endpoint applies the same guard in its own validation step).
 */
export function documentLimitsPlugin(guard: DocumentGuard): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, contextValue, operationName }) {
          const refused = guard.check(document, tierOf(contextValue.principal), request.variables, operationName);
          if (refused.length > 0) throw refused[0];
        },
      };
    },
  };
}
