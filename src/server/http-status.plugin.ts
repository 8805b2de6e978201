import type { ApolloServerPlugin } from '@apollo/server';

const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json';

/**
 * GraphQL over HTTP (graphql-http audits): a client that accepts only `application/json` SHOULD get
 * status 200 even when the document fails to parse or validate or its variables do not coerce, because
 * plain JSON clients read errors from the body. Apollo Server answers 400 there; clients that accept
 * `application/graphql-response+json` keep the 4xx that media type calls for.
 */
export function jsonClientStatusPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart({ request }) {
      const accept = request.http?.headers.get('accept') ?? '';
      const wantsJsonOnly = !accept.includes(GRAPHQL_RESPONSE_JSON);
      return {
        async willSendResponse({ response }) {
          if (wantsJsonOnly && response.http.status === 400 && response.body.kind === 'single' && response.body.singleResult.errors?.length) {
            response.http.status = 200;
          }
        },
      };
    },
  };
}
