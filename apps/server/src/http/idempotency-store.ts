import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { IDEMPOTENCY_TTL_HOURS } from '@console/contract/idempotency';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema-idempotency.ts';

/** A pending row older than this belongs to a request that died (node crash): it is taken over. */
const STALE_PENDING_MS = 60_000;

export type IdempotencySlot = { scope: string; route: string; keyHash: string };
export type StoredAnswer = { status: number; body: string };
export type SlotState =
  | { kind: 'claimed' }
  | { kind: 'free' }
  | { kind: 'pending'; requestHash: string }
  /** The first request's write committed, then it died before its answer was stored. */
  | { kind: 'written'; requestHash: string }
  | { kind: 'done'; requestHash: string; answer: StoredAnswer };

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The stored key: its hash only (the client's key is also the answer's encryption secret). */
export const hashKey = (key: string) => sha256(`idempotency-key:${key}`).toString('hex');
export const hashRequest = (text: string) => sha256(text).toString('hex');
const secretOf = (key: string) => sha256(`idempotency-answer:${key}`);

/** AES-256-GCM with a secret only the client holds: a stored session token stays unreadable. */
export function sealAnswer(key: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretOf(key), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openAnswer(key: string, stored: string): string {
  const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', secretOf(key), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
}

const slotIs = (slot: IdempotencySlot) =>
  and(
    eq(idempotencyKeys.scope, slot.scope),
    eq(idempotencyKeys.route, slot.route),
    eq(idempotencyKeys.keyHash, slot.keyHash),
  );

/**
 * Claims the slot for this request (one statement, so of concurrent duplicates exactly one
 * wins under the primary key), or reads what holds it. An expired row, or a pending one whose
 * request died, is taken over.
 */
export async function claimSlot(
  db: Db,
  slot: IdempotencySlot,
  requestHash: string,
  now: Date,
): Promise<SlotState> {
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_TTL_HOURS * 3_600_000);
  const staleBefore = new Date(now.getTime() - STALE_PENDING_MS);
  const fresh = { requestHash, state: 'pending' as const, createdAt: now, expiresAt };
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...slot, ...fresh })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.route, idempotencyKeys.keyHash],
      set: { ...fresh, responseStatus: null, responseBody: null },
      setWhere: or(
        lte(idempotencyKeys.expiresAt, now),
        and(
          eq(idempotencyKeys.state, 'pending'),
          lte(idempotencyKeys.createdAt, staleBefore),
          isNull(idempotencyKeys.writtenAt),
        ),
      ),
    })
    .returning({ keyHash: idempotencyKeys.keyHash });
  if (claimed.length > 0) return { kind: 'claimed' };
  const [row] = await db.select().from(idempotencyKeys).where(slotIs(slot));
  if (!row) return { kind: 'free' };
  if (row.state === 'pending') {
    const died = row.writtenAt !== null && row.createdAt <= staleBefore;
    return { kind: died ? 'written' : 'pending', requestHash: row.requestHash };
  }
  return {
    kind: 'done',
    requestHash: row.requestHash,
    answer: { status: row.responseStatus ?? 200, body: row.responseBody ?? '' },
  };
}

/**
 * In the first request's write transaction (write/writer.ts): its write is committed exactly
 * when this is, so a request that dies before its answer is stored is never written twice.
 */
export async function markWritten(tx: Db, slot: IdempotencySlot, now: Date) {
  await tx
    .update(idempotencyKeys)
    .set({ writtenAt: now })
    .where(and(slotIs(slot), eq(idempotencyKeys.state, 'pending')));
}

/** The first answer, kept for repeats until the row expires. */
export async function storeAnswer(db: Db, slot: IdempotencySlot, answer: StoredAnswer) {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: answer.status, responseBody: answer.body })
    .where(and(slotIs(slot), eq(idempotencyKeys.state, 'pending')));
}

/** A refused first attempt changed nothing: the key is free again for a corrected request. */
export async function releaseSlot(db: Db, slot: IdempotencySlot) {
  await db.delete(idempotencyKeys).where(and(slotIs(slot), eq(idempotencyKeys.state, 'pending')));
}

export async function deleteExpired(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, now))
    .returning({ one: sql`1` });
  return gone.length;
}
