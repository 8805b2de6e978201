import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PRIVACY, privateFieldsOf, renderPrivacyInventory } from '../../src/graphql/privacy';
import { getSchema } from '../../src/graphql/schema';

/**
 * docs/security.md, "Who may read what": the inventory of private fields is rendered from the
 * schema's declarations (src/graphql/privacy.ts), so the list cannot drift from the code.
 * `UPDATE_PRIVACY_INVENTORY=1` rewrites it.
 */
const root = resolve(__dirname, '../..');
const DOC = resolve(root, 'docs/security.md');
const START = '<!-- privacy-inventory:start -->';
const END = '<!-- privacy-inventory:end -->';

describe('the private-data inventory in docs/security.md', () => {
  it('is the one the schema declares', () => {
    const doc = readFileSync(DOC, 'utf8');
    const [before, rest] = doc.split(START) as [string, string | undefined];
    expect(rest).toBeDefined();
    const after = rest!.slice(rest!.indexOf(END));
    const rendered = `${before}${START}\n${renderPrivacyInventory(getSchema())}\n${after}`;
    if (process.env.UPDATE_PRIVACY_INVENTORY) writeFileSync(DOC, rendered);
    expect(doc).toBe(rendered);
  });

  it('names for every policy tests that exist, and every policy guards a field', () => {
    const used = new Set(privateFieldsOf(getSchema()).map((f) => f.policy));
    for (const [name, policy] of Object.entries(PRIVACY)) {
      expect(used.has(name as keyof typeof PRIVACY)).toBe(true);
      for (const test of policy.proof) expect(existsSync(resolve(root, test))).toBe(true);
    }
  });
});
