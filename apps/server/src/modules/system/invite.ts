import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { issueCode } from '../captcha/index.ts';

/** How long an invitation code works: the invitee sets a password with it ("forgot password"). */
const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

/**
 * user/create without a password (docs/system.md "Invitation"): a `reset` code goes to the new
 * user's mail through the code transport; with it they choose their password.
 */
export async function inviteUser(app: FastifyInstance, userId: number, now: Date) {
  const [user] = await app.db.select({ mail: users.mail }).from(users).where(eq(users.id, userId));
  if (!user) return;
  await issueCode(
    { db: app.db, transport: app.codeTransport },
    { target: { channel: 'mail', to: user.mail }, purpose: 'reset', now, ttlMs: INVITATION_TTL_MS },
  );
}
