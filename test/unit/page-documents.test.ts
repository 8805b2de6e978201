import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, NoDeprecatedCustomRule, parse, validate } from 'graphql';

/*
 * The project's own pages are the first clients of the schema's newest shape (docs/design.md, "How
 * the schema evolves"): no document under src/pages/operations asks for a field, argument or enum
 * value the schema has deprecated, so what a page does is what an integrator is told to do.
 */
const root = resolve(__dirname, '../..');
const schema = buildSchema(readFileSync(resolve(root, 'schema/schema.graphql'), 'utf8'));
const folder = resolve(root, 'src/pages/operations');
const files = readdirSync(folder).filter((name) => name.endsWith('.graphql'));

it('finds the pages’ documents', () => {
  expect(files.length).toBeGreaterThan(10);
});

it.each(files)('src/pages/operations/%s uses nothing deprecated', (name) => {
  const document = parse(readFileSync(resolve(folder, name), 'utf8'));
  expect(validate(schema, document, [NoDeprecatedCustomRule]).map((error) => error.message)).toEqual([]);
});

it('fails on a document that asks for a deprecated field', () => {
  const old = buildSchema('type Query { a: Int @deprecated(reason: "Use b.") b: Int }');
  expect(validate(old, parse('{ a }'), [NoDeprecatedCustomRule]).map((error) => error.message)).toEqual(['The field Query.a is deprecated. Use b.']);
});
