import { and, asc, eq } from 'drizzle-orm';
import type { PasskeyInfo } from '@console/contract/second-factor';
import type { Db } from '../../db/client.ts';
import { passkeys } from '../../db/schema.ts';

// docs/auth.md "Passkeys": the one writer of `passkeys`. A credential id and public key are
// kept base64url, as WebAuthn's JSON carries them.

export type PasskeyRow = typeof passkeys.$inferSelect;

/** The contract's view of a passkey (its key material stays here). */
export const passkeyInfoOf = (row: PasskeyRow): PasskeyInfo => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The user's passkeys, oldest first. */
export function passkeysOf(db: Db, userId: number): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function findPasskeyByCredential(
  db: Db,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return row;
}

export async function insertPasskey(
  db: Db,
  row: Omit<typeof passkeys.$inferInsert, 'id' | 'lastUsedAt'>,
): Promise<PasskeyRow> {
  const [inserted] = await db.insert(passkeys).values(row).returning();
  return inserted!;
}

/** Renames one of the user's passkeys; undefined when the user has no such passkey. */
export async function renamePasskey(
  db: Db,
  input: { userId: number; id: number; name: string },
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .update(passkeys)
    .set({ name: input.name })
    .where(and(eq(passkeys.id, input.id), eq(passkeys.userId, input.userId)))
    .returning();
  return row;
}

/** Removes one of the user's passkeys; false when the user has no such passkey. */
export async function deletePasskey(
  db: Db,
  input: { userId: number; id: number },
): Promise<boolean> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, input.id), eq(passkeys.userId, input.userId)))
    .returning({ id: passkeys.id });
  return removed.length > 0;
}

/** A sign-in used the passkey: its authenticator's new counter, and when. */
export async function notePasskeyUse(
  db: Db,
  input: { id: number; counter: number; now: Date },
): Promise<void> {
  await db
    .update(passkeys)
    .set({ counter: input.counter, lastUsedAt: input.now })
    .where(eq(passkeys.id, input.id));
}
