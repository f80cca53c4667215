import { and, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffPresence } from '../../db/schema.ts';

// Who is online (docs/chat.md "Presence"), the one door of `staff_presence`: each node keeps a
// row per staff user with a socket open on it, renewed while the socket lives. Presence is
// bookkeeping, no change of a merchant's data: no trail entry.

/** A row not renewed for this long belongs to a node that stopped without saying so. */
const PRESENCE_TTL_MS = 60_000;
/** Rows older than this are forgotten (a member offline this long is offline "for long"). */
const PRESENCE_KEEP_MS = 24 * 60 * 60_000;

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** The user has a socket open on this node (again). */
export async function markPresent(db: Db, nodeId: string, userId: number, now: Date) {
  await db
    .insert(staffPresence)
    .values({ nodeId, userId, seenAt: now, gone: false })
    .onConflictDoUpdate({
      target: [staffPresence.nodeId, staffPresence.userId],
      set: { seenAt: now, gone: false },
    });
}

/** The user's last socket on this node closed: offline here since `now`. */
export async function markGone(db: Db, nodeId: string, userId: number, now: Date) {
  await db
    .update(staffPresence)
    .set({ seenAt: now, gone: true })
    .where(and(eq(staffPresence.nodeId, nodeId), eq(staffPresence.userId, userId)));
}

/**
 * This node still holds sockets of `userIds` at `now` (its beat): their rows are renewed (made
 * again if a restarted database lost them), and rows nobody renewed for a day are forgotten.
 */
export async function renewPresence(db: Db, nodeId: string, userIds: readonly number[], now: Date) {
  if (userIds.length > 0) {
    await db
      .insert(staffPresence)
      .values(userIds.map((userId) => ({ nodeId, userId, seenAt: now, gone: false })))
      .onConflictDoUpdate({
        target: [staffPresence.nodeId, staffPresence.userId],
        set: { seenAt: now, gone: false },
      });
  }
  await db
    .delete(staffPresence)
    .where(lt(staffPresence.seenAt, new Date(now.getTime() - PRESENCE_KEEP_MS)));
}

/** SQL: the user (an id column or value) has a live socket on some node at `now`. */
export const onlineSql = (userId: SQL | number, now: Date) =>
  sql<boolean>`exists (select 1 from ${staffPresence} p where p.user_id = ${userId} and not p.gone and p.seen_at > ${at(now)} - ${`${PRESENCE_TTL_MS / 1000} seconds`}::interval)`;

/**
 * Of `userIds`, those offline since before `before`: no live socket anywhere, and the last one
 * closed (or its node last renewed it) before then; a user never seen counts as offline long.
 */
export async function offlineSince(
  db: Db,
  userIds: readonly number[],
  now: Date,
  before: Date,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const fresh = new Date(now.getTime() - PRESENCE_TTL_MS);
  const recent = await db
    .selectDistinct({ userId: staffPresence.userId })
    .from(staffPresence)
    .where(
      and(
        inArray(staffPresence.userId, [...userIds]),
        sql`(${staffPresence.seenAt} >= ${at(before)} or (not ${staffPresence.gone} and ${gt(staffPresence.seenAt, fresh)}))`,
      ),
    );
  const seen = new Set(recent.map((row) => row.userId));
  return userIds.filter((id) => !seen.has(id));
}
