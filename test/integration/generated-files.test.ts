import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { printPublicSchema } from '../../src/graphql/schema';

const root = resolve(__dirname, '../..');
/** Every file codegen.yml generates: the tests' typed documents and the browser pages'. */
const GENERATED = ['test/generated/graphql.ts', 'src/pages/generated/graphql.ts'];

describe('committed generated files', () => {
  it('schema/schema.graphql is the schema the code builds (run `npm run schema`)', () => {
    expect(readFileSync(resolve(root, 'schema/schema.graphql'), 'utf8')).toBe(printPublicSchema());
  });

  it.each(GENERATED)(
    '%s is what codegen makes of the schema and operations (run `npm run codegen`)',
    (generated) => {
      // The same codegen.yml, writing to a scratch file instead of the committed one.
      const scratch = mkdtempSync(join(tmpdir(), 'faceoff-codegen-'));
      try {
        const config = readFileSync(resolve(root, 'codegen.yml'), 'utf8');
        expect(config).toContain(`${generated}:`);
        const target = join(scratch, 'graphql.ts');
        // Only this output is generated: the others are renamed into the scratch directory too.
        let scratchConfig = config.replace(`${generated}:`, `${JSON.stringify(target)}:`);
        GENERATED.filter((other) => other !== generated).forEach((other, i) => {
          scratchConfig = scratchConfig.replace(`${other}:`, `${JSON.stringify(join(scratch, `other-${i}.ts`))}:`);
        });
        writeFileSync(join(scratch, 'codegen.yml'), scratchConfig);
        execFileSync(resolve(root, 'node_modules/.bin/graphql-codegen'), ['--config', join(scratch, 'codegen.yml'), '--silent'], { cwd: root, stdio: 'pipe' });
        expect(readFileSync(resolve(root, generated), 'utf8')).toBe(readFileSync(target, 'utf8'));
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
