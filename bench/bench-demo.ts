// What the seeded benches read of the demo data (apps/server/src/demo/seed.ts): the owner and
// the first merchant they belong to, where a bench writes its rows, and the owner's token.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { merchantMembers, users } from '../apps/server/src/db/schema.ts';
import { DEMO_ACCOUNTS } from '../apps/server/src/demo/seed.ts';

/** The demo owner's id and the first merchant (by id) they are a member of. */
export async function demoOwnerMerchant(db: Db) {
  const [owner] = await db.select().from(users).where(eq(users.mail, DEMO_ACCOUNTS.owner.mail));
  const [membership] = await db
    .select({ id: merchantMembers.merchantId })
    .from(merchantMembers)
    .where(eq(merchantMembers.userId, owner!.id))
    .orderBy(asc(merchantMembers.merchantId))
    .limit(1);
  return { ownerId: owner!.id, merchantId: membership!.id };
}

/** The demo owner signed in at `base` with the password the bench seeded: their token. */
export async function ownerToken(base: string, password: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_ACCOUNTS.owner.mail, password }),
  });
  return ((await login.json()) as { content: { token: string } }).content.token;
}
