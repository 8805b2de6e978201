import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from '../graphql/context';
import { noteLanguage } from '../graphql/errors';

/**
 * The request's language (its context's, negotiated once from Accept-Language) noted on each error
 * Apollo meets, for the one error formatter, which Apollo calls without the context.
 */
export function languagePlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          noteLanguage(errors, contextValue.language);
        },
      };
    },
  };
}
