import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isSpecifiedScalarType, type GraphQLNamedType } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { getSchema } from '../../src/graphql/schema';

/*
 * The schema is the integrators' manual: every type, field, argument, input field and enum value
 * says what it is, and every root field that needs a role says which ("Requires: …"), as do the
 * private fields (src/graphql/privacy.ts) that answer null to other callers.
 */
const schema = getSchema();
const described = (d: string | null | undefined) => !!d && d.trim().length > 0;
/** The description ends with the one sentence that names the role: "… Requires: ADMIN, or …." */
const saysRole = (d: string | null | undefined) => !!d && d.split('Requires: ').length === 2 && /(^|\s)Requires: [^\n]+\.$/.test(d);

/** Every element of the public schema without a description, as `Type.field(arg)` or `Enum.VALUE`. */
function undescribed(): string[] {
  const out: string[] = [];
  const types = Object.values(schema.getTypeMap()).filter((t: GraphQLNamedType) => !t.name.startsWith('__') && !isSpecifiedScalarType(t));
  for (const type of types) {
    if (!described(type.description)) out.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field.description)) out.push(`${type.name}.${field.name}`);
        for (const arg of field.args) if (!described(arg.description)) out.push(`${type.name}.${field.name}(${arg.name})`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (!described(field.description)) out.push(`${type.name}.${field.name}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) if (!described(value.description)) out.push(`${type.name}.${value.name}`);
    }
  }
  return out;
}

it('every type, field, argument, input field and enum value has a description', () => {
  expect(undescribed()).toEqual([]);
});

it('every root field that needs a role ends by saying which, once ("Requires: …")', () => {
  const storage = getMetadataStorage();
  const authorized = new Set(storage.authorizedFields.map((a) => `${a.target.name}.${a.fieldName}`));
  const roots = [
    { type: schema.getQueryType(), handlers: storage.queries },
    { type: schema.getMutationType(), handlers: storage.mutations },
    { type: schema.getSubscriptionType(), handlers: storage.subscriptions },
  ];
  const gated = roots.flatMap(({ type, handlers }) =>
    handlers.filter((h) => authorized.has(`${h.target.name}.${h.methodName}`)).map((h) => ({ name: `${type!.name}.${h.schemaName}`, field: type!.getFields()[h.schemaName] })),
  );
  // Every mutation is gated (test/unit/mutations-authorized.test.ts), so the list cannot be empty.
  expect(gated.length).toBeGreaterThan(50);
  expect(gated.filter(({ field }) => !saysRole(field?.description)).map(({ name }) => name)).toEqual([]);
});

it('every private field ends by saying who may read it, once ("Requires: …")', () => {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.extensions?.privacy && !saysRole(field.description)) missing.push(`${type.name}.${field.name}`);
    }
  }
  expect(missing).toEqual([]);
});
