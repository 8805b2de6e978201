import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/*
 * A coach PIN kept as a salted scrypt hash (R80): `scrypt$<salt>$<hash>`, both base64url. A PIN is
 * short, so the hash is slow on purpose, and five wrong tries lock it (the service counts them):
 * the lock, not the hash, is what keeps a tablet from trying every PIN.
 */

const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** scrypt's cost: N 2^14, r 8, p 1 (node's default), about 16 MiB and a few tens of ms a check. */
const COST = { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;

function derive(pin: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(pin, salt, KEY_BYTES, COST, (error, key) => (error ? reject(error) : resolve(key))));
}

/** The stored form of a PIN, with a salt of its own. */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return `scrypt$${salt.toString('base64url')}$${(await derive(pin, salt)).toString('base64url')}`;
}

/** Whether `pin` is the one `stored` was made from (compared in constant time). */
export async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(pin, Buffer.from(salt, 'base64url'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
