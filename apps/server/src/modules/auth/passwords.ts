import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// DESIGN §3: argon2id (the library's default algorithm) with its default costs.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without an account the check still runs against a
 * throw-away hash, so the answer takes as long whether or not the account exists.
 */
export async function verifyPassword(storedHash: string | undefined, password: string) {
  if (storedHash === undefined) {
    dummyHash ??= hash(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
