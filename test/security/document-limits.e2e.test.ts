import { MAX_TOKENS } from '../../src/graphql/document-limits';
import { rawSocket } from '../support/raw-ws';
import { seedLeague } from '../support/seed';
import { ADMIN_TOKEN, SQLITE, serverPerSuite } from '../support/server';

/**
 * Document limits (docs/security.md, "Document limits"): an anonymous caller's deep, aliased or
 * costly document is refused with DOCUMENT_TOO_COMPLEX before it runs, over HTTP and WebSocket
 * alike, and the server goes on answering a normal query while such documents arrive.
 */
describe('document limits, on both transports', () => {
  const suite = serverPerSuite(SQLITE);
  let divisionId: string;
  let competitionId: string;
  beforeAll(async () => {
    const league = await seedLeague(suite.current().url, { teams: 4, playersPerTeam: 2 });
    divisionId = league.divisionId;
    competitionId = league.competitionId;
  });

  /** `{ division { teams { division { teams … } } } }`, `levels` deep below the division. */
  const nested = (levels: number) => {
    let selection = 'id';
    for (let i = 0; i < levels; i++) selection = (levels - 1 - i) % 2 === 0 ? `teams { ${selection} }` : `division { ${selection} }`;
    return `{ division(id: "${divisionId}") { ${selection} } }`;
  };
  const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: division(id: "${divisionId}") { teams { roster { player { name } } } }`).join(' ')} }`;
  const directives = (n: number) => `{ competitions { ${Array.from({ length: n }, () => '... @include(if: true) { id }').join(' ')} } }`;
  /** Fragments each spreading the next twice: 2^levels fields when flattened, in a few hundred bytes. */
  const fragmentBomb = (levels: number) =>
    `{ division(id: "${divisionId}") { ...F0 } } ${Array.from({ length: levels }, (_, i) => `fragment F${i} on Division { teams { division { ...F${i + 1} } } name }`).join(' ')} fragment F${levels} on Division { id }`;

  async function post(query: string, token?: string) {
    const response = await fetch(suite.current().url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });
    return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> } };
  }
  const normalQuery = async () => (await post(`{ competition(id: "${competitionId}") { name } }`)).body.data as { competition: { name: string } | null };

  it.each([
    ['the 10-deep teams/division nesting (297 bytes that once held the server 155 s)', () => nested(10)],
    ['a 7-deep nesting, within the depth bound but not the cost bound', () => nested(7)],
    ['21 aliases', () => aliases(21)],
    ['21 directives', () => directives(21)],
    ['fragments spread twice over, 14 levels', () => fragmentBomb(14)],
    [`more than ${MAX_TOKENS} tokens (10,000 aliases)`, () => `{ ${Array.from({ length: 10_000 }, (_, i) => `a${i}: __typename`).join(' ')} }`],
  ])('refuses %s over HTTP with DOCUMENT_TOO_COMPLEX, while a normal query is answered', async (_what, document) => {
    const [refused, normal] = await Promise.all([post(document()), normalQuery()]);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('DOCUMENT_TOO_COMPLEX');
    expect(normal.competition?.name).toMatch(/^Cup /);
    expect((await normalQuery()).competition?.name).toMatch(/^Cup /);
  });

  it.each([
    ['the 10-deep nesting', () => nested(10)],
    ['21 aliases', () => aliases(21)],
    ['fragments spread twice over, 14 levels', () => fragmentBomb(14)],
    [`more than ${MAX_TOKENS} tokens`, () => `{ ${Array.from({ length: MAX_TOKENS }, (_, i) => `a${i}: __typename`).join(' ')} }`],
  ])('refuses %s over WebSocket with the same code, and the socket stays usable', async (_what, document) => {
    const ws = rawSocket(suite.current().wsUrl);
    try {
      await ws.init();
      const refused = await ws.operation('bad', document());
      expect(refused).toMatchObject({ type: 'error', payload: [{ extensions: { code: 'DOCUMENT_TOO_COMPLEX' } }] });
      const fine = await ws.operation('good', `{ competition(id: "${competitionId}") { name } }`);
      expect(fine).toMatchObject({ type: 'next', payload: { data: { competition: { name: expect.stringMatching(/^Cup /) } } } });
    } finally {
      ws.socket.close();
    }
  });

  it('gives a token room an anonymous caller does not get', async () => {
    expect((await post(aliases(30))).body.errors?.[0]?.extensions?.code).toBe('DOCUMENT_TOO_COMPLEX');
    const withToken = await post(aliases(30), ADMIN_TOKEN);
    expect(withToken.body.errors).toBeUndefined();
    expect(Object.keys(withToken.body.data as object)).toHaveLength(30);
  });

  it('counts a list by the limit the caller asks for', async () => {
    const leaders = (limit: number) => `{ ${Array.from({ length: 20 }, (_, i) => `l${i}: competitions(limit: ${limit}) { divisions { name } }`).join(' ')} }`;
    expect((await post(leaders(1))).body.errors).toBeUndefined();
    expect((await post(leaders(500))).body.errors?.[0]).toMatchObject({ extensions: { code: 'DOCUMENT_TOO_COMPLEX' }, message: expect.stringContaining('the most allowed is 30000 without a token') });
  });
});
