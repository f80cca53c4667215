import { eq } from 'drizzle-orm';
import { ASSIGNMENT_DEFAULTS } from '@console/contract/chat-assignment';
import type { Db } from '../../db/client.ts';
import { chatAssignment } from '../../db/schema.ts';

// Auto-assignment's rules, read (docs/chat.md "Assignment"); written by assignment.ts.

export type AssignmentRules = {
  enabled: boolean;
  capacity: number;
  returnAfterMinutes: number;
};

/** The merchant's rules; `lock` holds its row for the write (decisions of one merchant queue). */
export async function loadRules(
  db: Db,
  merchantId: number,
  lock = false,
): Promise<AssignmentRules & { turn: number; stored: boolean }> {
  const query = db
    .select({
      enabled: chatAssignment.enabled,
      capacity: chatAssignment.capacity,
      returnAfterMinutes: chatAssignment.returnAfterMinutes,
      turn: chatAssignment.turn,
    })
    .from(chatAssignment)
    .where(eq(chatAssignment.merchantId, merchantId));
  const [row] = lock ? await query.for('update') : await query;
  return row ? { ...row, stored: true } : { ...ASSIGNMENT_DEFAULTS, turn: 0, stored: false };
}
