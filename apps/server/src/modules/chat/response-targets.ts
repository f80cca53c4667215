import { eq } from 'drizzle-orm';
import { addBusinessMinutes } from '@console/contract/business-hours';
import type { ChatTargets, Opening, ResponseKind } from '@console/contract/chat-targets';
import type { Db } from '../../db/client.ts';
import { chatTargets, merchants } from '../../db/schema.ts';

// Response targets, read (docs/chat.md "Response targets"): a merchant's business hours and
// targets, and the deadline of a wait that starts. Written by targets-door.ts.

/** A merchant's targets as the deadlines use them (its zone read with them). */
export async function loadTargets(db: Db, merchantId: number): Promise<ChatTargets> {
  const [row] = await db
    .select({
      timeZone: merchants.timeZone,
      businessHours: chatTargets.businessHours,
      firstResponseMinutes: chatTargets.firstResponseMinutes,
      nextResponseMinutes: chatTargets.nextResponseMinutes,
    })
    .from(merchants)
    .leftJoin(chatTargets, eq(chatTargets.merchantId, merchants.id))
    .where(eq(merchants.id, merchantId));
  return {
    businessHours: row?.businessHours ? (JSON.parse(row.businessHours) as Opening[]) : null,
    firstResponseMinutes: row?.firstResponseMinutes ?? null,
    nextResponseMinutes: row?.nextResponseMinutes ?? null,
    timeZone: row?.timeZone ?? 'Asia/Shanghai',
  };
}

/** When a wait of `kind` that started at `start` is due; null without a target. */
export function dueOf(targets: ChatTargets, kind: ResponseKind, start: Date): Date | null {
  const minutes = kind === 'first' ? targets.firstResponseMinutes : targets.nextResponseMinutes;
  if (minutes === null) return null;
  return addBusinessMinutes(start, minutes, targets.businessHours, targets.timeZone);
}
