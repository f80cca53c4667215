// bench:chat's rows, written straight into the database: CUSTOMERS customers of the demo owner's
// merchant, each with a session and a conversation.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SESSION_TTL_MS } from '@console/contract/constants';
import { CUSTOMER_TOKEN_PREFIX } from '@console/contract/storefront-orders';
import type { Database, Db } from '../apps/server/src/db/client.ts';
import { conversations, customerSessions, customers } from '../apps/server/src/db/schema.ts';
import { hashToken } from '../apps/server/src/identity/sessions.ts';
import { demoOwnerMerchant } from './bench-demo.ts';
import { CUSTOMERS } from './chat-settings.ts';

export type Fixture = {
  merchantId: number;
  staffToken: string;
  customers: { id: number; token: string; conversationId: number }[];
};

export async function seed(database: Database): Promise<Omit<Fixture, 'staffToken'>> {
  const db: Db = database.db;
  const now = new Date();
  const { merchantId } = await demoOwnerMerchant(db);
  const made: Fixture['customers'] = [];
  for (let first = 0; first < CUSTOMERS; first += 500) {
    const count = Math.min(500, CUSTOMERS - first);
    const people = await db
      .insert(customers)
      .values(
        Array.from({ length: count }, (_, i) => ({
          mobile: `166${String(first + i).padStart(8, '0')}`,
          name: (first + i) % 3 === 0 ? `Bench Customer ${first + i}` : `测试顾客${first + i}`,
          createdAt: now,
        })),
      )
      .returning({ id: customers.id });
    const tokens = people.map(
      () => `${CUSTOMER_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`,
    );
    await db.insert(customerSessions).values(
      people.map(({ id }, i) => ({
        tokenHash: hashToken(tokens[i]!),
        customerId: id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      })),
    );
    const opened = await db
      .insert(conversations)
      .values(
        people.map(({ id }) => ({
          merchantId,
          customerId: id,
          lastMessageAt: now,
          createdAt: now,
        })),
      )
      .returning({ id: conversations.id, customerId: conversations.customerId });
    const byCustomer = new Map(opened.map((row) => [row.customerId, row.id]));
    people.forEach(({ id }, i) =>
      made.push({ id, token: tokens[i]!, conversationId: byCustomer.get(id)! }),
    );
  }
  return { merchantId, customers: made };
}

export async function lastSeqs(database: Database, merchantId: number) {
  const found = await database.db
    .select({ id: conversations.id, lastSeq: conversations.lastSeq })
    .from(conversations)
    .where(eq(conversations.merchantId, merchantId));
  return new Map(found.map((row) => [row.id, row.lastSeq]));
}
