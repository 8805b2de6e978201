/**
 * The typed errors live with the domain, which throws them too and imports nothing outside itself
 * (src/domain/errors.ts); services and the server import them from here.
 */
export * from './domain/errors';
