import { and, asc, count, eq } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import { QUICK_REPLIES_MAX, type QuickReply, type QuickReplySnippet } from '@console/contract/chat';
import type { Db } from '../../db/client.ts';
import { quickReplies } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { trailText } from '../../lib/trail-text.ts';
import { changedFields, pick } from '../../write/snapshot.ts';
import type { Snapshot } from '../../write/trail-append.ts';
import type { Write } from '../../write/writer.ts';
import { claimUploads } from '../uploads/index.ts';

// A merchant's quick replies (docs/chat.md "Quick replies"), each with zh-CN and en-US text,
// further snippets and images. This file is the one door of `quick_replies` (docs/server.md
// "Doors"): entries create / update / delete, object `quick_reply` (docs/chat.md "Trail").

/** The merchant whose quick reply it is, and the member writing (whose uploads it may claim). */
type Author = { merchantId: number; userId: number };

type QuickReplyInput = {
  title: string;
  textZh: string;
  textEn: string;
  moreSnippets: QuickReplySnippet[];
  imageIds: number[];
};

const columns = {
  id: quickReplies.id,
  title: quickReplies.title,
  textZh: quickReplies.textZh,
  textEn: quickReplies.textEn,
  moreSnippets: quickReplies.moreSnippets,
  imageIds: quickReplies.imageIds,
};

const FIELDS = ['title', 'textZh', 'textEn', 'moreSnippets', 'imageIds'] as const;

/** What an entry shows of a quick reply's fields: the start of each text, the image ids. */
function cut(fields: Snapshot): Snapshot {
  const shown: Snapshot = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'imageIds') shown[key] = value;
    else if (key === 'moreSnippets') {
      shown[key] = (value as QuickReplySnippet[]).map((snippet) => ({
        textZh: trailText(snippet.textZh),
        textEn: trailText(snippet.textEn),
      }));
    } else shown[key] = trailText(String(value));
  }
  return shown;
}
const trailOf = (row: QuickReplyInput) => cut(pick(row, FIELDS));

const notFound = () => new AppError(apiCodes.notFound, 'error.notFound');

/** The row's values: each snippet's two texts, each image once. */
const valuesOf = (input: QuickReplyInput) => ({
  title: input.title,
  textZh: input.textZh,
  textEn: input.textEn,
  moreSnippets: input.moreSnippets.map(({ textZh, textEn }) => ({ textZh, textEn })),
  imageIds: [...new Set(input.imageIds)],
});

/**
 * The quick reply's images (docs/api.md "Uploads", attachment rule, kind `quick_reply`): the
 * ones it already shows are kept whoever uploaded them; a new one must be the caller's own and
 * attached to nothing else, else 1001 on `imageIds`. Call it in the write's transaction.
 */
async function claimImages(
  tx: Db,
  author: Author,
  reply: { id: number; shown: number[] },
  imageIds: number[],
) {
  const added = imageIds.filter((id) => !reply.shown.includes(id));
  await claimUploads(tx, added, {
    owner: { userId: author.userId },
    kind: 'quick_reply',
    objectId: reply.id,
    merchantId: author.merchantId,
    field: 'imageIds',
    message: 'chat.quickReply.imageInvalid',
  });
}

export async function listQuickReplies(db: Db, merchantId: number) {
  const rows: QuickReply[] = await db
    .select(columns)
    .from(quickReplies)
    .where(eq(quickReplies.merchantId, merchantId))
    .orderBy(asc(quickReplies.id));
  return { quickReplies: rows };
}

export async function createQuickReply(write: Write, author: Author, input: QuickReplyInput) {
  const { merchantId } = author;
  const [held] = await write.tx
    .select({ n: count() })
    .from(quickReplies)
    .where(eq(quickReplies.merchantId, merchantId));
  if ((held?.n ?? 0) >= QUICK_REPLIES_MAX) {
    throw new AppError(apiCodes.rejected, 'chat.quickReply.tooMany');
  }
  const values = valuesOf(input);
  const [row] = await write.tx
    .insert(quickReplies)
    .values({ merchantId, ...values, createdAt: write.now })
    .returning(columns);
  await claimImages(write.tx, author, { id: row!.id, shown: [] }, values.imageIds);
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
  author: Author,
  id: number,
  input: QuickReplyInput,
) {
  const { merchantId } = author;
  const current = await lockQuickReply(write.tx, merchantId, id);
  const values = valuesOf(input);
  await claimImages(write.tx, author, { id, shown: current.imageIds }, values.imageIds);
  const [row] = await write.tx
    .update(quickReplies)
    .set(values)
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
