import { randomBytes } from 'node:crypto';

/**
 * docs/database.md "Upload ids": a new upload's id is random, not the next number, so one file's id
 * says nothing about another's. Ids stay positive integers up to Number.MAX_SAFE_INTEGER, so every
 * contract field, stored audit snapshot and description `<img src="/api/uploads/{id}">` that
 * carries an upload id keeps working, old sequential rows included (docs/database.md "Upload
 * ids"). The floor 2^40 keeps them clear of the old sequence: 52.9 random bits.
 */
const UPLOAD_ID_MIN = 2 ** 40;

export function newUploadId(): number {
  // 53 random bits, folded into [2^40, 2^53): modulo bias is below 2^-12, irrelevant here.
  const random = Number(randomBytes(8).readBigUInt64BE() >> 11n);
  return UPLOAD_ID_MIN + (random % (Number.MAX_SAFE_INTEGER - UPLOAD_ID_MIN));
}
