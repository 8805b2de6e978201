import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema, findBreakingChanges } from 'graphql';

/*
 * The schema evolves by adding and deprecating (docs/design.md, "How the schema evolves"): a change
 * that would break a client built against the released schema (schema/released/schema.graphql)
 * fails here unless it is announced in schema/released/announced-breaks.json.
 */
const root = resolve(__dirname, '../..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

interface AnnouncedBreak {
  /** findBreakingChanges' `type`, e.g. FIELD_REMOVED. */
  type: string;
  /** findBreakingChanges' `description`, word for word. */
  description: string;
  /** Why the break is worth it, and how clients were told. */
  why: string;
}

it('schema/schema.graphql breaks nothing in the released schema that was not announced', () => {
  const announced = JSON.parse(read('schema/released/announced-breaks.json')) as AnnouncedBreak[];
  announced.forEach((a) => expect(a.why.trim()).not.toBe(''));
  const known = new Set(announced.map((a) => `${a.type}: ${a.description}`));
  const breaks = findBreakingChanges(buildSchema(read('schema/released/schema.graphql')), buildSchema(read('schema/schema.graphql')));
  const unannounced = breaks.map((c) => `${c.type}: ${c.description}`).filter((c) => !known.has(c));
  if (unannounced.length > 0) {
    throw new Error(
      [
        'These changes break clients built against the released schema (schema/released/schema.graphql):',
        ...unannounced.map((u) => `  - ${u}`),
        'Keep the old name and mark it @deprecated(reason: "Use … instead.") beside the new one, or make the new argument optional;',
        'or, if the break is wanted, add it to schema/released/announced-breaks.json as { "type", "description" (as above, word for word), "why" }',
        'and announce it to integrators (docs/design.md, "How the schema evolves").',
      ].join('\n'),
    );
  }
});

it('every announced break is still one (a stale entry is taken out when the schema is released)', () => {
  const announced = JSON.parse(read('schema/released/announced-breaks.json')) as AnnouncedBreak[];
  const breaks = findBreakingChanges(buildSchema(read('schema/released/schema.graphql')), buildSchema(read('schema/schema.graphql'))).map((c) => `${c.type}: ${c.description}`);
  expect(announced.filter((a) => !breaks.includes(`${a.type}: ${a.description}`)).map((a) => `${a.type}: ${a.description}`)).toEqual([]);
});
