import { eq } from 'drizzle-orm';
import { addBusinessMinutes } from '@console/contract/business-hours';
import type { ChatTargets, Opening, ResponseKind } from '@console/contract/chat-targets';
import type { Db } from '../../db/client.ts';
import { chatAssignment, chatTargets, merchants } from '../../db/schema.ts';

// Response targets, read (docs/chat.md "Response targets"): a merchant's business hours and
// targets, and the deadline of a wait that starts. Written by targets-door.ts.

const targetsOf = (
  row:
    | {
        timeZone: string;
        businessHours: string | null;
        firstResponseMinutes: number | null;
        nextResponseMinutes: number | null;
        awayMessage: string | null;
      }
    | undefined,
): ChatTargets => ({
  awayMessage: row?.awayMessage ?? '',
  businessHours: row?.businessHours ? (JSON.parse(row.businessHours) as Opening[]) : null,
  firstResponseMinutes: row?.firstResponseMinutes ?? null,
  nextResponseMinutes: row?.nextResponseMinutes ?? null,
  timeZone: row?.timeZone ?? 'Asia/Shanghai',
});

const targetColumns = {
  timeZone: merchants.timeZone,
  businessHours: chatTargets.businessHours,
  firstResponseMinutes: chatTargets.firstResponseMinutes,
  nextResponseMinutes: chatTargets.nextResponseMinutes,
  awayMessage: chatTargets.awayMessage,
};

/** A merchant's targets as the deadlines use them (its zone read with them). */
export async function loadTargets(db: Db, merchantId: number): Promise<ChatTargets> {
  const [row] = await db
    .select(targetColumns)
    .from(merchants)
    .leftJoin(chatTargets, eq(chatTargets.merchantId, merchants.id))
    .where(eq(merchants.id, merchantId));
  return targetsOf(row);
}

/**
 * What a wait that starts needs, in one read: the targets its deadline comes from, and whether
 * the merchant assigns automatically (docs/chat.md "Assignment": the conversation then queues).
 */
export async function loadWaitRules(
  db: Db,
  merchantId: number,
): Promise<{ targets: ChatTargets; assigning: boolean }> {
  const [row] = await db
    .select({ ...targetColumns, assigning: chatAssignment.enabled })
    .from(merchants)
    .leftJoin(chatTargets, eq(chatTargets.merchantId, merchants.id))
    .leftJoin(chatAssignment, eq(chatAssignment.merchantId, merchants.id))
    .where(eq(merchants.id, merchantId));
  return { targets: targetsOf(row), assigning: row?.assigning ?? false };
}

/** When a wait of `kind` that started at `start` is due; null without a target. */
export function dueOf(targets: ChatTargets, kind: ResponseKind, start: Date): Date | null {
  const minutes = kind === 'first' ? targets.firstResponseMinutes : targets.nextResponseMinutes;
  if (minutes === null) return null;
  return addBusinessMinutes(start, minutes, targets.businessHours, targets.timeZone);
}
