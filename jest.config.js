/**
 * One jest run for everything: unit tests (pure), integration tests (storage, pub/sub) and
 * end-to-end tests (a real server on port 0). Suites that need MariaDB or Redis run when
 * DATABASE_URL / REDIS_URL name them, and say they were skipped otherwise (test/support/services.ts).
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    // Transpile only: `npm run typecheck` is the type check, and keeps test start-up fast.
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  setupFiles: ['reflect-metadata'],
  testTimeout: 30000,
  maxWorkers: 2,
};
