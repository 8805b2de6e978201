#!/usr/bin/env node
/**
 * Counts what an integrator meets in a schema file, for comparing two of them (the released schema
 * and the current one): operations, types, mutation shapes, ids, paging, descriptions, deprecations.
 *
 *   node scripts/schema-stats.mjs schema/released/schema.graphql schema/schema.graphql
 *
 * Each argument is a schema file; the output is one Markdown table, a column per file.
 */
import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, getNullableType, isEnumType, isInputObjectType, isInterfaceType, isListType, isNonNullType, isObjectType, isScalarType, isUnionType } from 'graphql';

const ROOTS = new Set(['Query', 'Mutation', 'Subscription']);

function stats(file) {
  const schema = buildSchema(readFileSync(file, 'utf8'));
  const types = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__'));
  const objects = types.filter((t) => isObjectType(t) && !ROOTS.has(t.name));
  const fieldsOf = (t) => Object.values(t.getFields());
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  const subscription = schema.getSubscriptionType();
  const live = (fields) => fields.filter((f) => !f.deprecationReason);
  const mutations = fieldsOf(mutation);
  const liveMutations = live(mutations);
  const shape = (m) => {
    const args = m.args.map((a) => a.name);
    if (args.length === 1 && args[0] === 'input') return 'input';
    if (args.includes('input')) return 'id+input';
    return 'loose';
  };
  const payload = (m) => /Payload$/.test(getNamedType(m.type).name);
  const withId = objects.filter((t) => t.getFields().id);
  const byIdRoots = fieldsOf(query).filter((f) => f.args.some((a) => a.name === 'id' || a.name === 'ids'));
  const node = schema.getType('Node');
  const nodeTypes = node && isInterfaceType(node) ? schema.getImplementations(node).objects : [];
  const connections = objects.filter((t) => /Connection$/.test(t.name));
  const pageInfo = schema.getType('PageInfo');
  const listFields = [];
  for (const t of [...objects, query]) {
    for (const f of fieldsOf(t)) if (isListType(getNullableType(f.type))) listFields.push({ t, f });
  }
  const connectionFields = [];
  for (const t of [...objects, query]) for (const f of fieldsOf(t)) if (/Connection$/.test(getNamedType(f.type).name)) connectionFields.push(f);
  const sized = listFields.filter(({ f }) => f.args.some((a) => ['first', 'limit', 'size'].includes(a.name)));
  const gameEvent = schema.getType('GameEvent');
  const eventFields = gameEvent ? fieldsOf(gameEvent) : [];
  const undescribed = {
    types: types.filter((t) => !t.description).length,
    fields: [...objects, ...types.filter(isInterfaceType)].flatMap(fieldsOf).filter((f) => !f.description).length,
    args: [...objects, query, mutation, subscription]
      .flatMap(fieldsOf)
      .flatMap((f) => f.args)
      .filter((a) => !a.description).length,
    enumValues: types
      .filter(isEnumType)
      .flatMap((t) => t.getValues())
      .filter((v) => !v.description).length,
  };
  const dateFields = [...objects, ...types.filter(isInputObjectType)].flatMap((t) => fieldsOf(t));
  const dateStrings = dateFields.filter((f) => getNamedType(f.type).name === 'String' && /YYYY-MM-DD/.test(f.description ?? ''));
  const dates = dateFields.filter((f) => getNamedType(f.type).name === 'Date').length;
  const outputFields = [...objects, ...types.filter(isInterfaceType), query, mutation, subscription].flatMap(fieldsOf);
  const deprecated =
    outputFields.filter((f) => f.deprecationReason).length +
    outputFields.flatMap((f) => f.args ?? []).filter((a) => a.deprecationReason).length +
    types
      .filter(isInputObjectType)
      .flatMap(fieldsOf)
      .filter((f) => f.deprecationReason).length;
  return [
    ['queries', fieldsOf(query).length],
    ['mutations', mutations.length],
    ['subscriptions', fieldsOf(subscription).length],
    ['object types (roots aside)', objects.length],
    ['interfaces', types.filter(isInterfaceType).length],
    ['unions', types.filter(isUnionType).length],
    ['input types', types.filter(isInputObjectType).length],
    ['enums', types.filter(isEnumType).length],
    ['scalars', types.filter(isScalarType).length],
    [
      'fields, arguments, input fields and enum values deprecated',
      deprecated +
        types
          .filter(isEnumType)
          .flatMap((t) => t.getValues())
          .filter((v) => v.deprecationReason).length,
    ],
    [
      'mutations not deprecated: loose arguments / one input / an id and an input',
      `${liveMutations.filter((m) => shape(m) === 'loose').length} / ${liveMutations.filter((m) => shape(m) === 'input').length} / ${liveMutations.filter((m) => shape(m) === 'id+input').length}`,
    ],
    ['mutations answering a payload type', mutations.filter(payload).length],
    ['GameEvent fields (nullable)', gameEvent ? `${eventFields.length} (${eventFields.filter((f) => !isNonNullType(f.type)).length})` : '–'],
    ['object types with an id', `${withId.length} of ${objects.length}`],
    ['root queries fetching by id', byIdRoots.length],
    ['types implementing Node', nodeTypes.length],
    ['connection types', connections.length],
    ['PageInfo fields', pageInfo ? Object.keys(pageInfo.getFields()).sort().join(', ') : '–'],
    ['fields answering a connection', connectionFields.length],
    ['fields answering a list (of them not deprecated)', `${listFields.length} (${listFields.filter(({ f }) => !f.deprecationReason).length})`],
    ['list fields taking a size', sized.length],
    ['String fields holding a calendar date, YYYY-MM-DD (of them not deprecated)', `${dateStrings.length} (${dateStrings.filter((f) => !f.deprecationReason).length})`],
    ['fields and input fields of the Date scalar', dates],
    ['types / fields / arguments / enum values undescribed', `${undescribed.types} / ${undescribed.fields} / ${undescribed.args} / ${undescribed.enumValues}`],
  ];
}

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: node scripts/schema-stats.mjs <schema.graphql> [<schema.graphql> …]');
  process.exit(2);
}
const columns = files.map(stats);
console.log(`| | ${files.join(' | ')} |`);
console.log(`|---|${files.map(() => '---').join('|')}|`);
for (const [i, [label]] of columns[0].entries()) console.log(`| ${label} | ${columns.map((c) => c[i][1]).join(' | ')} |`);
