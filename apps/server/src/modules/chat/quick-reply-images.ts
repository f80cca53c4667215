import { and, arrayContains, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quickReplies } from '../../db/schema.ts';

// Reads of the images quick replies show (docs/chat.md "Quick replies"): who may read them (the
// `quick_reply` attachment reader) and which a staff image message may send as they are.

const shows = (uploadId: number) => arrayContains(quickReplies.imageIds, [uploadId]);

/** The merchants one of whose quick replies shows the upload. */
export async function merchantsShowingImage(db: Db, uploadId: number): Promise<number[]> {
  const rows = await db
    .select({ merchantId: quickReplies.merchantId })
    .from(quickReplies)
    .where(shows(uploadId));
  return rows.map((row) => row.merchantId);
}

/**
 * Whether one of the merchant's quick replies shows the upload: its staff send it in any of the
 * merchant's conversations without claiming it for one (docs/api.md "Uploads", kind
 * `quick_reply`).
 */
export async function quickReplyShowsImage(
  db: Db,
  merchantId: number,
  uploadId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: quickReplies.id })
    .from(quickReplies)
    .where(and(eq(quickReplies.merchantId, merchantId), shows(uploadId)))
    .limit(1);
  return row !== undefined;
}
