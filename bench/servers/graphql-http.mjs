// The queries baseline: graphql-js as shipped behind node:http. Faceoff's schema text (schema/
// schema.graphql) built with buildSchema, roots `game`, `standings` and `bracket` answering from
// memory with the data the benchmark hands them (Faceoff's own answers for the same ids). As every production GraphQL server
// does (Apollo's document store, graphql-http's guidance), a document is parsed and validated
// once per distinct query text and kept; each request is then executed and serialized.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { buildSchema, execute, parse, validate } from 'graphql';
import { processHandlers, ROOT, serveRpc } from '../lib/common.mjs';

const schema = buildSchema(readFileSync(`${ROOT}schema/schema.graphql`, 'utf8'));
const answers = { game: new Map(), standings: new Map(), bracket: new Map() };
const rootValue = {
  game: ({ id }) => answers.game.get(id) ?? null,
  standings: ({ divisionId }) => answers.standings.get(divisionId) ?? null,
  bracket: ({ divisionId }) => answers.bracket.get(divisionId) ?? null,
};
/** query text → parsed document, or its validation errors (bounded, as Apollo's store is) */
const documents = new Map();
const documentFor = (query) => {
  let found = documents.get(query);
  if (found === undefined) {
    const document = parse(query);
    const errors = validate(schema, document);
    found = errors.length ? { errors } : { document };
    if (documents.size >= 1000) documents.delete(documents.keys().next().value);
    documents.set(query, found);
  }
  return found;
};

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    let answer;
    try {
      const { query, variables, operationName } = JSON.parse(Buffer.concat(chunks).toString());
      const { document, errors } = documentFor(query);
      answer = errors ? { errors } : execute({ schema, document, rootValue, variableValues: variables, operationName });
    } catch (error) {
      answer = { errors: [{ message: String(error.message) }] };
    }
    const body = JSON.stringify(answer);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
});
server.keepAliveTimeout = 60_000;
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();
serveRpc(
  {
    ...processHandlers,
    setAnswer: ({ field, id, value }) => {
      answers[field].set(id, value);
      return true;
    },
    exit: () => new Promise((resolve) => server.close(resolve)),
  },
  { url: `http://127.0.0.1:${port}/graphql`, port },
);
