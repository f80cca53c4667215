import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SESSION_TTL_MS } from '@console/contract/constants';
import { CUSTOMER_TOKEN_PREFIX } from '@console/contract/storefront-orders';
import type { Db } from '../db/client.ts';
import { customerSessions, customers } from '../db/schema.ts';
import { hashToken } from './sessions.ts';

export type SessionCustomer = { customerId: number; mobile: string; name: string };

/** DESIGN §1: a customer token is `cst_` + 32 random bytes; only its SHA-256 is stored. */
export async function createCustomerSession(
  db: Db,
  input: { customerId: number; now: Date },
): Promise<string> {
  const token = `${CUSTOMER_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await db.insert(customerSessions).values({
    tokenHash: hashToken(token),
    customerId: input.customerId,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/** The customer of a live customer token; staff tokens (no `cst_` prefix) are never looked up. */
export async function findSessionCustomer(
  db: Db,
  token: string,
  now: Date,
): Promise<SessionCustomer | undefined> {
  if (!token.startsWith(CUSTOMER_TOKEN_PREFIX)) return undefined;
  const [row] = await db
    .select({
      customerId: customers.id,
      mobile: customers.mobile,
      name: customers.name,
      expiresAt: customerSessions.expiresAt,
    })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(eq(customerSessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.expiresAt <= now) return undefined;
  return { customerId: row.customerId, mobile: row.mobile, name: row.name };
}
