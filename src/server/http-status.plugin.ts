import type { ApolloServerPlugin } from '@apollo/server';

const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json';
const UNAVAILABLE = 'UNAVAILABLE';

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
          // The database could not be reached and there is no data: 503 with Retry-After for clients of
          // application/graphql-response+json (the spec allows a non-2xx without data); plain JSON
          // clients keep 200 and read extensions.code UNAVAILABLE, retryable.
          if (!wantsJsonOnly && response.body.kind === 'single') {
            const { data, errors } = response.body.singleResult;
            if (data == null && errors?.some((e) => e.extensions?.code === UNAVAILABLE)) {
              response.http.status = 503;
              response.http.headers.set('retry-after', '1');
            }
          }
        },
      };
    },
  };
}
