import { mkdtempSync, rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../../src/config';
import { type FaceoffServer, startServer } from '../../../src/server/app';
import { ADMIN_TOKEN } from '../../support/server';

/**
 * A Faceoff instance on a given port and SQLite file, so a test can stop it and start another on
 * the same port and the same database (a server restart as a page sees it).
 */
export function startOn(port: number, databaseFile: string): Promise<FaceoffServer> {
  const config = loadConfig({ PORT: String(port), NODE_ENV: 'test', DATABASE_URL: `sqlite:${databaseFile}`, ADMIN_TOKEN, LOG_LEVEL: process.env.LOG_LEVEL });
  return startServer(config, { host: '127.0.0.1' });
}

/** A scratch directory for a test's SQLite file; `remove()` deletes it. */
export function scratchDirectory(): { file(name: string): string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'faceoff-pages-'));
  return { file: (name) => join(dir, name), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The http://host:port origin of a server (its url without /graphql). */
export const originOf = (server: FaceoffServer): string => server.url.replace(/\/graphql$/, '');

/** Opens the desk at `hash` (`lang`: '' or '?lang=fr') and signs in with the ADMIN token, as an organizer does. */
export async function openDeskOn(server: FaceoffServer, page: Page, hash: string, lang = ''): Promise<void> {
  await page.goto(`${originOf(server)}/desk${lang}#${hash}`);
  await page.getByLabel(lang ? 'Jeton' : 'Token', { exact: true }).fill(ADMIN_TOKEN);
  await page.getByRole('button', { name: lang ? 'Utiliser ce jeton' : 'Use this token' }).click();
}
