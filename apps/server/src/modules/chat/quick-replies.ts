import { and, asc, count, eq } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import { QUICK_REPLIES_MAX, type QuickReply } from '@console/contract/chat';
import type { Db } from '../../db/client.ts';
import { quickReplies } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

// A merchant's quick replies (docs/chat.md "Staff workflow"), each with zh-CN and en-US text.

type QuickReplyInput = { title: string; textZh: string; textEn: string };

const columns = {
  id: quickReplies.id,
  title: quickReplies.title,
  textZh: quickReplies.textZh,
  textEn: quickReplies.textEn,
};

export async function listQuickReplies(db: Db, merchantId: number) {
  const rows: QuickReply[] = await db
    .select(columns)
    .from(quickReplies)
    .where(eq(quickReplies.merchantId, merchantId))
    .orderBy(asc(quickReplies.id));
  return { quickReplies: rows };
}

export async function createQuickReply(
  db: Db,
  merchantId: number,
  input: QuickReplyInput & { now: Date },
) {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: count() })
      .from(quickReplies)
      .where(eq(quickReplies.merchantId, merchantId));
    if ((held?.n ?? 0) >= QUICK_REPLIES_MAX) {
      throw new AppError(apiCodes.rejected, 'chat.quickReply.tooMany');
    }
    const [row] = await tx
      .insert(quickReplies)
      .values({
        merchantId,
        title: input.title,
        textZh: input.textZh,
        textEn: input.textEn,
        createdAt: input.now,
      })
      .returning(columns);
    return { quickReply: row! };
  });
}

const ofMerchant = (merchantId: number, id: number) =>
  and(eq(quickReplies.id, id), eq(quickReplies.merchantId, merchantId));

export async function updateQuickReply(
  db: Db,
  merchantId: number,
  id: number,
  input: QuickReplyInput,
) {
  const [row] = await db
    .update(quickReplies)
    .set({ title: input.title, textZh: input.textZh, textEn: input.textEn })
    .where(ofMerchant(merchantId, id))
    .returning(columns);
  if (!row) throw new AppError(apiCodes.notFound, 'error.notFound');
  return { quickReply: row };
}

export async function deleteQuickReply(db: Db, merchantId: number, id: number) {
  const [row] = await db
    .delete(quickReplies)
    .where(ofMerchant(merchantId, id))
    .returning({ id: quickReplies.id });
  if (!row) throw new AppError(apiCodes.notFound, 'error.notFound');
  return listQuickReplies(db, merchantId);
}
