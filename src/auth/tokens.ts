import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Prefix that makes a leaked Faceoff token recognisable to secret scanners and people alike. */
export const TOKEN_PREFIX = 'fo_';

/** A new bearer token: 32 random bytes, base64url. Shown once; only its hash is stored. */
export function generateToken(): string {
  return TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares two tokens in time that does not depend on where they differ. */
export function tokensEqual(a: string, b: string): boolean {
  return timingSafeEqual(Buffer.from(hashToken(a), 'hex'), Buffer.from(hashToken(b), 'hex'));
}

/** The token in an `Authorization` value, or undefined when there is none; throws on a malformed one. */
export function bearerToken(header: string | undefined | null): string | undefined {
  if (header === undefined || header === null || header.trim() === '') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  if (!match) throw new Error('Authorization must be "Bearer <token>"');
  return match[1];
}
