import { eq } from 'drizzle-orm';
import { hasPermission } from '@console/contract/roles';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { findActiveMembership } from '../../identity/index.ts';
import { conversationOwners } from './conversation-store.ts';

/**
 * The member `userId` as one who may reply in the conversation: an active member holding
 * `chat:reply` of its merchant (docs/chat.md "Safety"), with the conversation's owners and the
 * member's name, as a staff socket's signals (typing, viewing) relay it; undefined for anyone else.
 */
export async function findReplyingMember(db: Db, userId: number, conversationId: number) {
  const owners = await conversationOwners(db, conversationId);
  if (!owners) return undefined;
  const membership = await findActiveMembership(db, userId, owners.merchantId);
  if (!membership || !hasPermission(membership, 'chat:reply')) return undefined;
  const [user] = await db.select({ name: users.nickname }).from(users).where(eq(users.id, userId));
  return { ...owners, name: user?.name ?? '' };
}
