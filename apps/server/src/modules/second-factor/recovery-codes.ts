import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@console/contract/second-factor';

// docs/auth.md "Recovery codes": ten codes of ten characters from an alphabet without look-alike
// characters (50 bits each), shown once as xxxxx-xxxxx; only their SHA-256 is stored (high
// entropy needs no slow hash; each is single-use and sign-in is throttled).

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newCode(): string {
  let code = '';
  for (let index = 0; index < 10; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
}

/** A code as typed: case, spaces and dashes do not matter. */
export function hashRecoveryCode(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normalized).digest('hex');
}
