import { GraphQLError, type GraphQLErrorOptions } from 'graphql';
import { type Text, translate } from '../domain/messages';

/**
 * A GraphQL error made outside the services (a document over a limit, a connection holding all the
 * subscriptions it may): its message in English, and as catalogue data (`text`) that the error
 * formatter (errors.ts) renders in the caller's language. Made anew for each request, never shared
 * between requests: the language a request's errors are answered in is noted on the error objects.
 */
export class SaidError extends GraphQLError {
  constructor(
    readonly text: Text,
    options: GraphQLErrorOptions,
  ) {
    super(translate('en', text), options);
  }
}
