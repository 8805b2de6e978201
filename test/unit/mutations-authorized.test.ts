import { getMetadataStorage } from 'type-graphql';
import { getSchema } from '../../src/graphql/schema';

/*
 * Every mutation names who may call it (docs/security.md, "Who may read what"): a mutation without
 * @Authorized would be open to anyone on the internet. Read from type-graphql's own metadata, so a
 * new mutation cannot slip by.
 */
it('every mutation carries @Authorized (no mutation is open to an anonymous caller)', () => {
  // Building the schema registers every resolver's metadata.
  getSchema();
  const storage = getMetadataStorage();
  const authorized = new Set(storage.authorizedFields.map((a) => `${a.target.name}.${a.fieldName}`));
  const mutations = storage.mutations.map((m) => `${m.target.name}.${m.methodName}`);
  expect(mutations.length).toBeGreaterThan(50);
  expect(mutations.filter((m) => !authorized.has(m))).toEqual([]);
});
