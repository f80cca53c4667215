import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { passkeys, users, type UserRow } from '../db/schema.ts';

/** spec §3 login payload; DESIGN §3: the username is the mail (it holds an @) or the mobile. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function findUserByMail(db: Db, mail: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mail, mail.toLowerCase())).limit(1);
  return row;
}

export async function findUserByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row;
}

export async function findUserByUsername(db: Db, username: string) {
  const key = normalizeUsername(username);
  return key.includes('@') ? findUserByMail(db, key) : findUserByMobile(db, key);
}

export async function findUserByTarget(db: Db, target: { channel: 'mobile' | 'mail'; to: string }) {
  return target.channel === 'mail'
    ? findUserByMail(db, target.to)
    : findUserByMobile(db, target.to);
}

// The one writer of `users` (docs/server.md "One writer per table"): the user's own account
// (sign-up, password, contact, profile, default merchant) and system management call these.

export type NewUser = typeof users.$inferInsert;

/** A new account; answers its row (a taken mail or mobile throws the unique violation). */
export async function insertUser(tx: Db, values: NewUser): Promise<UserRow> {
  const [user] = await tx.insert(users).values(values).returning();
  return user!;
}

/** Changes columns of one user; answers the row as it now is, undefined when there is none. */
export async function updateUser(
  tx: Db,
  userId: number,
  columns: Partial<Omit<NewUser, 'id'>>,
): Promise<UserRow | undefined> {
  const [user] = await tx.update(users).set(columns).where(eq(users.id, userId)).returning();
  return user;
}

/**
 * docs/auth.md "Authenticator app": an app code's time step is used once. Takes `step` when it is
 * later than the last one used; false when it is not (the code, or an earlier one, was used).
 */
export async function takeTotpStep(tx: Db, userId: number, step: number): Promise<boolean> {
  const taken = await tx
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return taken.length > 0;
}

/**
 * docs/auth.md "Second factor": `second_factor` is true exactly while the user has the
 * authenticator app on or a passkey; set from what the user has now, and answered.
 */
export async function recountUserSecondFactor(tx: Db, userId: number): Promise<boolean> {
  const [row] = await tx
    .update(users)
    .set({
      secondFactor: sql`(${users.totpSecret} is not null or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${userId}))`,
    })
    .where(eq(users.id, userId))
    .returning({ secondFactor: users.secondFactor });
  return row?.secondFactor ?? false;
}

/** Deletes users (system management); their sessions and memberships go with them. */
export async function deleteUsers(tx: Db, userIds: readonly number[]) {
  if (userIds.length > 0) await tx.delete(users).where(inArray(users.id, [...userIds]));
}

/** The user's default merchant is no longer `merchantId` (they left it). */
export async function dropDefaultMerchant(tx: Db, userId: number, merchantId: number) {
  await tx
    .update(users)
    .set({ defaultMerchantId: null })
    .where(and(eq(users.id, userId), eq(users.defaultMerchantId, merchantId)));
}
