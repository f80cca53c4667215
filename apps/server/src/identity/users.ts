import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users, type UserRow } from '../db/schema.ts';

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
