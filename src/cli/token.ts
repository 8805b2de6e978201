import 'reflect-metadata';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { Role } from '../auth/principal';
import { loadConfig } from '../config';
import { Database } from '../db/database';
import { TokenService } from '../services/token.service';

const USAGE = `usage: npm run token -- --role ADMIN|SCOREKEEPER|COACH [--scope competition:<id>|game:<id>|team:<id> ...] [--name "Rink 2 tablet"]
       npm run token -- --list
       npm run token -- --revoke <token id>
Uses the database named by DATABASE_URL (the embedded default when unset).`;

/** `npm run token`: creates, lists or revokes bearer tokens straight in the database. */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      role: { type: 'string' },
      scope: { type: 'string', multiple: true },
      name: { type: 'string' },
      list: { type: 'boolean' },
      revoke: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || (!values.role && !values.list && !values.revoke)) {
    process.stdout.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const db = await Database.open(config.database, pino({ level: 'warn' }));
  try {
    const tokens = new TokenService(db, undefined);
    if (values.list) {
      for (const t of await tokens.list()) {
        process.stdout.write(`${t.id}  ${t.role.padEnd(11)} ${t.revokedAt ? 'revoked' : 'active '}  ${t.name}  ${t.scopes.join(' ')}\n`);
      }
      return 0;
    }
    if (values.revoke) {
      const t = await tokens.revoke(values.revoke);
      process.stdout.write(`revoked ${t.id} (${t.name})\n`);
      return 0;
    }
    const role = values.role!.toUpperCase();
    if (!(role in Role)) {
      process.stderr.write(`--role must be one of ${Object.keys(Role).join(', ')}\n`);
      return 2;
    }
    const { token, record } = await tokens.create({ name: values.name ?? `${role.toLowerCase()} token`, role: role as Role, scopes: values.scope ?? [] });
    process.stderr.write(`created ${record.role} token ${record.id}${record.scopes.length ? ` for ${record.scopes.join(', ')}` : ''}; it is shown once:\n`);
    process.stdout.write(`${token}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`token: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`token: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
