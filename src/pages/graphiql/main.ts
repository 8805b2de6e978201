import { GraphiQL } from 'graphiql';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createClient } from 'graphql-ws';
import 'graphiql/graphiql.css';
import { GRAPHQL_PATH, websocketUrl } from '../lib/live';
import './graphiql.css';

/**
 * GraphiQL for browsers at GET /graphql, bundled here (no CDN). Queries and mutations go over HTTP
 * POST, subscriptions over graphql-ws on the same path. A token typed into the headers editor
 * (`{"authorization": "Bearer …"}`) is sent with both.
 */
type Params = { query: string; variables?: Record<string, unknown> | null; operationName?: string | null };
type Options = { headers?: Record<string, unknown> };

let socket: { client: ReturnType<typeof createClient>; authorization: string | undefined } | undefined;

function subscriptionClient(authorization: string | undefined) {
  if (socket && socket.authorization === authorization) return socket.client;
  void socket?.client.dispose();
  const client = createClient({ url: websocketUrl(), connectionParams: authorization ? { authorization } : undefined, retryAttempts: 3 });
  socket = { client, authorization };
  return client;
}

const isSubscription = (params: Params): boolean => {
  const text = params.query.replace(/#[^\n]*/g, '');
  const named = params.operationName ? new RegExp(`subscription\\s+${params.operationName}\\b`).test(text) : undefined;
  return named ?? /^\s*subscription\b/.test(text);
};

function fetcher(params: Params, options?: Options): Promise<unknown> | AsyncIterable<unknown> {
  const headers = Object.fromEntries(Object.entries(options?.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));
  if (isSubscription(params)) {
    return subscriptionClient(headers.authorization).iterate({
      query: params.query,
      variables: params.variables ?? undefined,
      operationName: params.operationName ?? undefined,
    });
  }
  return fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
    body: JSON.stringify(params),
  }).then((response) => response.json());
}

const DEFAULT_QUERY = `# Faceoff's public GraphQL API. Subscriptions run over WebSocket on this same path.
# Writes need a token: add {"authorization": "Bearer <token>"} under Headers.
# This one needs nothing: press Run. A game's id from it opens game(id: …), a division's bracket(divisionId: …).

query Overview {
  competitions(limit: 10) {
    id
    name
    divisions { id name teams { id name } }
  }
  liveGames {
    id
    status
    home { name }
    away { name }
    scoreboard { periodLabel clock { running remainingMs } home { score } away { score } }
  }
  upcomingGames(first: 5) { id startsAt venue home { name } away { name } }
}
`;

// GraphiQL is the whole page: no site header, no skip link.
for (const chrome of document.querySelectorAll('header.site, a.skip')) chrome.remove();
const main = document.getElementById('main')!;
main.replaceChildren();
main.classList.add('graphiql-main');
// A link can carry the operation: /graphql?query=…&variables=… opens GraphiQL with it.
const linked = new URLSearchParams(location.search);
/**
 * GraphiQL's editors (CodeMirror) type into a textarea of their own that has no name, and scroll in
 * a box the keyboard cannot reach when the text is longer than the editor: each textarea gets its
 * editor's name, and each scroll box a place in the tab order and a name, as GraphiQL mounts them.
 */
const EDITORS: Array<[string, string]> = [
  ['.graphiql-query-editor', 'Operation'],
  ['.graphiql-editor-tool > .graphiql-editor:nth-child(1)', 'Variables'],
  ['.graphiql-editor-tool > .graphiql-editor:nth-child(2)', 'Headers'],
  ['.result-window', 'Response'],
];
function nameEditors(): void {
  for (const [where, name] of EDITORS) {
    for (const editor of main.querySelectorAll(`${where} .CodeMirror`)) {
      const input = editor.querySelector(':scope > div > textarea');
      if (input && !input.hasAttribute('aria-label')) input.setAttribute('aria-label', name);
      const scroller = editor.querySelector(':scope > .CodeMirror-scroll');
      // CodeMirror gives it tabindex -1 (focusable by script only).
      if (scroller && scroller.getAttribute('tabindex') !== '0') {
        scroller.setAttribute('tabindex', '0');
        scroller.setAttribute('role', 'region');
        scroller.setAttribute('aria-label', `${name} (scroll area)`);
      }
    }
  }
}
new MutationObserver(nameEditors).observe(main, { childList: true, subtree: true });

createRoot(main).render(
  createElement(GraphiQL, {
    fetcher: fetcher as never,
    defaultQuery: DEFAULT_QUERY,
    query: linked.get('query') ?? undefined,
    variables: linked.get('variables') ?? undefined,
    shouldPersistHeaders: false,
  }),
);
