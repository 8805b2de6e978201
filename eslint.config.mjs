// Lint: typescript-eslint's type-aware rules on the TypeScript, eslint's recommended rules on the
// scripts. The type-aware rules are the ones that pay on a server whose failures hide in promises
// (no-floating-promises, no-misused-promises, await-thenable). `npm run lint`; CI runs it.
import eslint from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'data/', 'test/artifacts/', 'test-artifacts/', 'src/pages/generated/', 'test/generated/', 'docs/'] },
  eslint.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // An Apollo plugin hook, a pub/sub or a store method is async because its interface says it
      // returns a promise, whether or not this implementation awaits anything.
      '@typescript-eslint/require-await': 'off',
      // `_name` marks a parameter or a destructured field that is left out on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The domain files the pages also compile: the pages' tsconfig has noUncheckedIndexedAccess, so
    // an index's `!` that the server's tsconfig finds unnecessary is needed there.
    files: ['src/domain/calendar.ts', 'src/domain/enums.ts', 'src/domain/infractions.ts', 'src/domain/rulesets/**/*.ts', 'src/domain/tiebreakers.ts'],
    rules: { '@typescript-eslint/no-unnecessary-type-assertion': 'off' },
  },
  {
    // Tests read the server's answers off the wire as untyped JSON on purpose (they check the wire,
    // not our types) and hold them to expect(); `any` flowing there is the point, not a slip.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Functions these scripts hand to the browser (page.evaluate) run there.
    files: ['scripts/screenshots-*.mjs', 'scripts/walkthrough.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
