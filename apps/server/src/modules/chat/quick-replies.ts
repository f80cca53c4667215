import { and, asc, count, eq } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import { QUICK_REPLIES_MAX, type QuickReply } from '@console/contract/chat';
import type { Db } from '../../db/client.ts';
import { quickReplies } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { trailText } from '../../lib/trail-text.ts';
import { changedFields, pick } from '../../write/snapshot.ts';
import type { Snapshot } from '../../write/trail-append.ts';
import type { Write } from '../../write/writer.ts';

// A merchant's quick replies (docs/chat.md "Staff workflow"), each with zh-CN and en-US text. This file is the one
// door of `quick_replies` (docs/server.md "Doors"): entries create / update / delete, object
// `quick_reply` (docs/chat.md "Trail").

type QuickReplyInput = { title: string; textZh: string; textEn: string };

const columns = {
  id: quickReplies.id,
  title: quickReplies.title,
  textZh: quickReplies.textZh,
  textEn: quickReplies.textEn,
};

const FIELDS = ['title', 'textZh', 'textEn'] as const;

/** What an entry shows of a quick reply's fields: the start of each text. */
const cut = (fields: Snapshot): Snapshot =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, trailText(String(value))]));
const trailOf = (row: QuickReplyInput) => cut(pick(row, FIELDS));

const notFound = () => new AppError(apiCodes.notFound, 'error.notFound');

export async function listQuickReplies(db: Db, merchantId: number) {
  const rows: QuickReply[] = await db
    .select(columns)
    .from(quickReplies)
    .where(eq(quickReplies.merchantId, merchantId))
    .orderBy(asc(quickReplies.id));
  return { quickReplies: rows };
}

export async function createQuickReply(write: Write, merchantId: number, input: QuickReplyInput) {
  const [held] = await write.tx
    .select({ n: count() })
    .from(quickReplies)
    .where(eq(quickReplies.merchantId, merchantId));
  if ((held?.n ?? 0) >= QUICK_REPLIES_MAX) {
    throw new AppError(apiCodes.rejected, 'chat.quickReply.tooMany');
  }
  const [row] = await write.tx
    .insert(quickReplies)
    .values({
      merchantId,
      title: input.title,
      textZh: input.textZh,
      textEn: input.textEn,
      createdAt: write.now,
    })
    .returning(columns);
  write.record({
    scope: merchantId,
    action: 'create',
    objectType: 'quick_reply',
    objectId: row!.id,
    before: null,
    after: trailOf(row!),
  });
  return { quickReply: row! };
}

const ofMerchant = (merchantId: number, id: number) =>
  and(eq(quickReplies.id, id), eq(quickReplies.merchantId, merchantId));

/** The merchant's quick reply, locked for the change, or 1002. */
async function lockQuickReply(tx: Db, merchantId: number, id: number) {
  const [row] = await tx
    .select(columns)
    .from(quickReplies)
    .where(ofMerchant(merchantId, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

export async function updateQuickReply(
  write: Write,
  merchantId: number,
  id: number,
  input: QuickReplyInput,
) {
  const current = await lockQuickReply(write.tx, merchantId, id);
  const [row] = await write.tx
    .update(quickReplies)
    .set({ title: input.title, textZh: input.textZh, textEn: input.textEn })
    .where(ofMerchant(merchantId, id))
    .returning(columns);
  // Compared in full, shown cut: a change past the shown start is a change too.
  const change = changedFields(pick(current, FIELDS), pick(row!, FIELDS));
  if (Object.keys(change.after).length > 0) {
    write.record({
      scope: merchantId,
      action: 'update',
      objectType: 'quick_reply',
      objectId: id,
      before: cut(change.before),
      after: cut(change.after),
    });
  }
  return { quickReply: row! };
}

export async function deleteQuickReply(write: Write, merchantId: number, id: number) {
  const [row] = await write.tx
    .delete(quickReplies)
    .where(ofMerchant(merchantId, id))
    .returning(columns);
  if (!row) throw notFound();
  write.record({
    scope: merchantId,
    action: 'delete',
    objectType: 'quick_reply',
    objectId: id,
    before: trailOf(row),
    after: null,
  });
}
