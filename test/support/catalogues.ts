/**
 * Helpers for the tests that hold two message catalogues (English and French) to each other: the
 * pages' (src/pages/locales) and the API's (src/domain/messages).
 */
export type Catalogue = { [key: string]: string | Catalogue };

/** Every message of a catalogue by its dotted key (common.token.title). */
export function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The {{placeholders}} a message names, sorted. */
export const placeholders = (message: string): string[] => [...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
