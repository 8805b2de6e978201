import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The domain is pure (docs/design.md): the rulebooks' rules, tested with tables, and nothing of
 * the database, GraphQL, the network or the server. This holds it to that by its imports: every
 * relative import of a file under src/domain stays under src/domain, and the only packages it
 * names are the ones listed here with why.
 */
const DOMAIN = resolve(__dirname, '../../src/domain');

const PACKAGES: Record<string, string> = {
  'node:net': 'isIP, to tell an address from a host name in a webhook URL (no I/O)',
  i18next: 'renders the messages of src/domain/messages in a language (pure: no I/O)',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]|\brequire\(\s*['"]([^'"]+)['"]\s*\)|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4]);
}

describe('the domain’s imports', () => {
  const files = sources(DOMAIN);

  it('finds the domain’s files (a moved folder would make the next checks pass on nothing)', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(files.some((f) => f.endsWith(join('game', 'machine.ts')))).toBe(true);
  });

  it('reach no file outside src/domain', () => {
    const outside = files.flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('.'))
        .filter((spec) => relative(DOMAIN, resolve(dirname(file), spec)).startsWith('..'))
        .map((spec) => `${relative(DOMAIN, file)} imports ${spec}`),
    );
    expect(outside).toEqual([]);
  });

  it('name only the packages listed with their reason', () => {
    const packages = files.flatMap((file) =>
      importsOf(file)
        .filter((spec) => !spec.startsWith('.'))
        .filter((spec) => !(spec in PACKAGES))
        .map((spec) => `${relative(DOMAIN, file)} imports ${spec}`),
    );
    expect(packages).toEqual([]);
  });
});
