// GB 32100-2015 unified social credit code: 18 characters, the last one a check character.
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/** The check character of the first 17 characters, or undefined if one is not allowed. */
export function creditCodeCheckChar(first17: string): string | undefined {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    const value = ALPHABET.indexOf(first17[index] ?? '');
    if (value < 0) return undefined;
    sum += value * WEIGHTS[index]!;
  }
  return ALPHABET[(31 - (sum % 31)) % 31];
}

export function isUnifiedCreditCode(code: string): boolean {
  return CREDIT_CODE_PATTERN.test(code) && creditCodeCheckChar(code.slice(0, 17)) === code[17];
}
