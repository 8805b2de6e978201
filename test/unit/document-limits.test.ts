import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  type OperationDefinitionNode,
  parse,
  typeFromAST,
} from 'graphql';
import { DocumentGuard, DOCUMENT_TOO_COMPLEX, isListField, LIMITS, LIST_SIZES, MAX_TOKENS, MAX_VARIABLE_DEPTH, nestsDeeperThan } from '../../src/graphql/document-limits';
import { getSchema } from '../../src/graphql/schema';

const root = resolve(__dirname, '../..');
const schema = getSchema();
const guard = new DocumentGuard(schema);

/** Every operation the pages and the tests send, each with the fragments it may use. */
function operations(): Array<{ name: string; document: DocumentNode; variables: Record<string, unknown> }> {
  const files = ['src/pages/operations', 'test/operations'].flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((f) => f.endsWith('.graphql'))
      .map((f) => join(root, dir, f)),
  );
  const definitions = files.flatMap((f) => parse(readFileSync(f, 'utf8')).definitions);
  const fragments = definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);
  return definitions.flatMap((d) =>
    d.kind === Kind.OPERATION_DEFINITION ? [{ name: d.name?.value ?? '(anonymous)', document: { kind: Kind.DOCUMENT, definitions: [d, ...fragments] }, variables: sampleVariables(d) }] : [],
  );
}

/** A value for each required variable (lists of one, the first enum value), so the cost can be counted. */
function sampleVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  const sample = (type: GraphQLInputType): unknown => {
    if (isNonNullType(type)) return sample(type.ofType);
    if (isListType(type)) return [sample(type.ofType)];
    if (isEnumType(type)) return type.getValues()[0].value;
    if (isInputObjectType(type)) {
      return Object.fromEntries(
        Object.values(type.getFields())
          .filter((f) => isNonNullType(f.type))
          .map((f) => [f.name, sample(f.type)]),
      );
    }
    return { Int: 1, Float: 1, Boolean: true, DateTime: '2026-01-01T00:00:00Z', LocalDate: '2000-01-01' }[type.name] ?? '1';
  };
  return Object.fromEntries((operation.variableDefinitions ?? []).map((v) => [v.variable.name.value, sample(typeFromAST(schema, v.type as never) as GraphQLInputType)]));
}

const nested = (levels: number) => {
  let selection = 'id';
  for (let i = 0; i < levels; i++) selection = (levels - 1 - i) % 2 === 0 ? `teams { ${selection} }` : `division { ${selection} }`;
  return parse(`{ division(id: "1") { ${selection} } }`);
};

/** Operations too big for an anonymous caller, which the tests send with a token. */
const TOKEN_ONLY: Record<string, string> = {
  CompetitionTree: "every division's every game with its whole event log",
};

describe('document limits (docs/security.md, "Document limits")', () => {
  const all = operations();
  const anonymous = all.filter((o) => !(o.name in TOKEN_ONLY));

  it.each(anonymous.map((o) => [o.name, o] as const))('the operation %s that the pages and tests send stays within the anonymous limits', (_name, { document, variables }) => {
    expect(guard.check(document, 'anonymous', variables)).toEqual([]);
  });

  it.each(Object.entries(TOKEN_ONLY))('the operation %s (%s) is refused without a token and runs with one', (name) => {
    const { document, variables } = all.find((o) => o.name === name)!;
    expect(guard.check(document, 'anonymous', variables)[0]?.extensions.code).toBe(DOCUMENT_TOO_COMPLEX);
    expect(guard.check(document, 'token', variables)).toEqual([]);
  });

  it('leaves each tier at least twice the cost of the costliest operation sent in it', () => {
    const costliest = (ops: typeof all) => Math.max(...ops.map((o) => guard.cost(o.document, o.variables)));
    expect(costliest(anonymous) * 2).toBeLessThanOrEqual(LIMITS.anonymous.cost);
    expect(costliest(all) * 1.2).toBeLessThanOrEqual(LIMITS.token.cost);
  });

  it.each([
    ['nested teams and divisions, 10 deep (the 297-byte attack)', nested(10)],
    ['200 aliases', parse(`{ ${Array.from({ length: 200 }, (_, i) => `a${i}: competitions { id }`).join(' ')} }`)],
    ['30 directives', parse(`{ competitions { ${Array.from({ length: 30 }, () => '... @include(if: true) { id }').join(' ')} } }`)],
  ])('refuses %s without a token, with DOCUMENT_TOO_COMPLEX', (_what, document) => {
    const errors = guard.check(document, 'anonymous', {});
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0].extensions.code).toBe(DOCUMENT_TOO_COMPLEX);
  });

  it('counts a list by its limit argument, from variables too', () => {
    const document = parse('query ($n: Int) { competitions(limit: $n) { divisions { teams { roster { number } } } } }');
    expect(guard.cost(document, { n: 1 })).toBeLessThan(guard.cost(document, { n: 100 }));
    expect(guard.check(document, 'anonymous', { n: 500 })[0]?.extensions.code).toBe(DOCUMENT_TOO_COMPLEX);
  });

  it('counts a connection by the page it asks for, first or last, from variables too', () => {
    const games = parse('query ($n: Int) { division(id: "d") { gamesConnection(first: $n) { edges { node { id home { id } away { id } } } } } }');
    expect(guard.cost(games, { n: 1 })).toBeLessThan(guard.cost(games, { n: 100 }));
    expect(guard.cost(games, { n: 100 })).toBeGreaterThan(10 * guard.cost(games, { n: 1 }) - 10);
    const log = parse('query ($n: Int) { game(id: "g") { log(last: $n) { edges { node { id game { id } } } } } }');
    expect(guard.cost(log, { n: 1 })).toBeLessThan(guard.cost(log, { n: 100 }));
    // Asked in a list, a page of 100 per item is counted so: every team's games, a hundred each.
    const nested = parse('query ($n: Int) { competitions(limit: 10) { divisions { teams { gamesConnection(first: $n) { edges { node { home { roster { number } } } } } } } } }');
    expect(guard.check(nested, 'token', { n: 1 })).toEqual([]);
    expect(guard.check(nested, 'token', { n: 100 })[0]?.extensions.code).toBe(DOCUMENT_TOO_COMPLEX);
  });

  it("counts again with each request's variables when they size a list, and once when they cannot", () => {
    const sized = parse('query ($n: Int) { a: competitions(limit: $n) { divisions { teams { name } } } b: competitions(limit: $n) { id } }');
    expect(guard.check(sized, 'anonymous', { n: 1 })).toEqual([]);
    expect(guard.check(sized, 'anonymous', { n: 500 })[0]?.extensions.code).toBe(DOCUMENT_TOO_COMPLEX);
    expect(guard.check(sized, 'anonymous', { n: 1 })).toEqual([]);
    const fixed = parse('query ($id: ID!) { division(id: $id) { teams { roster { player { name } } } } }');
    const first = guard.check(fixed, 'anonymous', { id: 'a' });
    expect(guard.check(fixed, 'anonymous', { id: 'b' })).toEqual(first);
  });

  it('gives a token more room than an anonymous caller', () => {
    const document = nested(8);
    expect(guard.check(document, 'anonymous', {}).length).toBeGreaterThan(0);
    expect(guard.check(document, 'token', {})).toEqual([]);
  });

  it('names only list fields of the schema in LIST_SIZES', () => {
    for (const key of Object.keys(LIST_SIZES)) {
      const [type, field] = key.split('.') as [string, string];
      expect([key, isListField(schema, type, field)]).toEqual([key, true]);
    }
  });

  it('stops the parser at MAX_TOKENS', () => {
    const text = `{ ${Array.from({ length: MAX_TOKENS }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    expect(() => parse(text, { maxTokens: MAX_TOKENS })).toThrow(/more tha[nt] 3000 tokens/);
  });
});

describe('how deep variables may nest (nestsDeeperThan, MAX_VARIABLE_DEPTH)', () => {
  it.each([
    ['a scalar', 1, 0, false],
    ['one object', { a: 1 }, 1, false],
    ['one object, bound 0', { a: 1 }, 0, true],
    ['a list in an object', { a: [1, 2] }, 2, false],
    ['a list in an object, bound 1', { a: [1, 2] }, 1, true],
    ['null inside', { a: null, b: [null] }, 2, false],
  ])('%s', (_what, value, max, deeper) => {
    expect(nestsDeeperThan(value, max)).toBe(deeper);
  });

  it('100,000 levels are measured without recursion (no stack overflow)', () => {
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)) as unknown;
    expect(nestsDeeperThan(deep, MAX_VARIABLE_DEPTH)).toBe(true);
  });
});
