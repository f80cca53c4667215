import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import {
  SIGN_IN_TICKET_MAX_ATTEMPTS,
  SIGN_IN_TICKET_TTL_MS,
} from '@console/contract/second-factor';
import type { Db } from '../../db/client.ts';
import { signInTickets } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { hashToken } from '../../identity/index.ts';

// docs/auth.md "Tickets": a step of a sign-in or of a passkey ceremony, held by the client as
// 32 random bytes; the database keeps its SHA-256, like a session's token.

type NewTicket = typeof signInTickets.$inferInsert;
export type Ticket = typeof signInTickets.$inferSelect;

export async function createTicket(
  db: Db,
  input: Omit<NewTicket, 'id' | 'tokenHash' | 'expiresAt' | 'createdAt'> & { now: Date },
): Promise<string> {
  const { now, ...fields } = input;
  const ticket = randomBytes(32).toString('base64url');
  // Tickets ended an hour ago go with each new one: the table stays small without a job.
  await db
    .delete(signInTickets)
    .where(lt(signInTickets.expiresAt, new Date(now.getTime() - 60 * 60 * 1000)));
  await db.insert(signInTickets).values({
    ...fields,
    tokenHash: hashToken(ticket),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SIGN_IN_TICKET_TTL_MS),
  });
  return ticket;
}

/**
 * A live ticket of the kind, or of one of the kinds (unused, unexpired, not worn out by wrong
 * answers), or 1001.
 */
export async function findTicket(
  db: Db,
  input: { ticket: string; kind: Ticket['kind'] | readonly Ticket['kind'][]; now: Date },
): Promise<Ticket> {
  const kinds: readonly Ticket['kind'][] =
    typeof input.kind === 'string' ? [input.kind] : input.kind;
  const [row] = await db
    .select()
    .from(signInTickets)
    .where(
      and(
        eq(signInTickets.tokenHash, hashToken(input.ticket)),
        inArray(signInTickets.kind, [...kinds]),
        isNull(signInTickets.usedAt),
        gt(signInTickets.expiresAt, input.now),
      ),
    )
    .limit(1);
  if (!row || row.attempts >= SIGN_IN_TICKET_MAX_ATTEMPTS) {
    throw new AppError(apiCodes.rejected, 'auth.ticketExpired');
  }
  return row;
}

/** A wrong answer to the ticket: after SIGN_IN_TICKET_MAX_ATTEMPTS it is spent. */
export async function countTicketMiss(db: Db, id: number): Promise<void> {
  await db
    .update(signInTickets)
    .set({ attempts: sql`${signInTickets.attempts} + 1` })
    .where(eq(signInTickets.id, id));
}

/**
 * A new WebAuthn challenge for the ticket (a passkey given as the second factor of a sign-in),
 * replacing any earlier one: each challenge is answered once.
 */
export async function setTicketChallenge(
  db: Db,
  id: number,
  challenge: string | null,
): Promise<void> {
  await db.update(signInTickets).set({ challenge }).where(eq(signInTickets.id, id));
}

/** Uses the ticket once: two answers racing, one wins and the other gets 1001. */
export async function useTicket(db: Db, id: number, now: Date): Promise<void> {
  const used = await db
    .update(signInTickets)
    .set({ usedAt: now })
    .where(and(eq(signInTickets.id, id), isNull(signInTickets.usedAt)))
    .returning({ id: signInTickets.id });
  if (used.length === 0) throw new AppError(apiCodes.rejected, 'auth.ticketExpired');
}
