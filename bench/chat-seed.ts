// bench:chat's rows, written straight into the database: CUSTOMERS customers of the demo owner's
// merchant, each with a session and a conversation; STAFF_SOCKETS - 1 members holding chat:reply
// beside the owner, each signed in; and, unless ASSIGNMENT=off, response targets and
// auto-assignment on (docs/chat.md "Response targets", "Assignment").
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SESSION_TTL_MS } from '@console/contract/constants';
import { CUSTOMER_TOKEN_PREFIX } from '@console/contract/storefront-orders';
import type { Database, Db } from '../apps/server/src/db/client.ts';
import {
  chatAssignment,
  chatAssignmentTurns,
  chatTargets,
  conversations,
  customerSessions,
  customers,
  merchantMembers,
  users,
} from '../apps/server/src/db/schema.ts';
import { createSession, hashToken } from '../apps/server/src/identity/sessions.ts';
import { demoOwnerMerchant } from './bench-demo.ts';
import { ASSIGNMENT, ASSIGN_CAPACITY, CUSTOMERS, STAFF_SOCKETS } from './chat-settings.ts';

export type Fixture = {
  merchantId: number;
  staffToken: string;
  /** The other members' tokens (one staff socket each after the owner's). */
  memberTokens: string[];
  customers: { id: number; token: string; conversationId: number }[];
};

/** Members holding chat:reply beside the owner, each with a session: their tokens. */
async function seedMembers(db: Db, merchantId: number, now: Date): Promise<string[]> {
  const tokens: string[] = [];
  for (let n = 1; n < STAFF_SOCKETS; n += 1) {
    const [user] = await db
      .insert(users)
      .values({
        mail: `bench-staff-${n}@example.com`,
        mobile: `165${String(n).padStart(8, '0')}`,
        passwordHash: 'bench: signs in by its seeded session only',
        nickname: `Bench staff ${n}`,
      })
      .returning({ id: users.id });
    await db
      .insert(merchantMembers)
      .values({ merchantId, userId: user!.id, role: 'member', permissions: ['chat:reply'] });
    tokens.push(
      await createSession(db, {
        userId: user!.id,
        now,
        ip: '',
        userAgent: 'bench',
        method: 'password',
      }),
    );
  }
  return tokens;
}

/** Targets and auto-assignment as a busy shop has them (ASSIGNMENT=off: neither). */
async function seedRules(db: Db, merchantId: number, now: Date) {
  if (!ASSIGNMENT) return;
  const targets = { businessHours: null, firstResponseMinutes: 5, nextResponseMinutes: 5 };
  await db
    .insert(chatTargets)
    .values({ merchantId, ...targets, updatedAt: now })
    .onConflictDoUpdate({ target: chatTargets.merchantId, set: targets });
  await db.insert(chatAssignment).values({
    merchantId,
    enabled: true,
    capacity: ASSIGN_CAPACITY,
    returnAfterMinutes: 10,
    updatedAt: now,
  });
}

/**
 * Between runs: every conversation unassigned, out of the queue and not waiting, so the next run
 * decides each conversation's assignment again.
 */
export async function resetAssignment(database: Database, merchantId: number) {
  await database.db
    .update(conversations)
    .set({
      assigneeId: null,
      queuedAt: null,
      awaitingSince: null,
      responseKind: null,
      responseDueAt: null,
    })
    .where(eq(conversations.merchantId, merchantId));
  await database.db
    .delete(chatAssignmentTurns)
    .where(eq(chatAssignmentTurns.merchantId, merchantId));
}

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
  const memberTokens = await seedMembers(db, merchantId, now);
  await seedRules(db, merchantId, now);
  return { merchantId, memberTokens, customers: made };
}

export async function lastSeqs(database: Database, merchantId: number) {
  const found = await database.db
    .select({ id: conversations.id, lastSeq: conversations.lastSeq })
    .from(conversations)
    .where(eq(conversations.merchantId, merchantId));
  return new Map(found.map((row) => [row.id, row.lastSeq]));
}
