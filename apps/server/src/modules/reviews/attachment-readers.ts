import { arrayContains } from 'drizzle-orm';
import { reviews } from '../../db/schema.ts';
import { membersMayRead, type AttachmentReader } from '../uploads/index.ts';

/**
 * Who reads a review image (docs/api.md "Uploads", Attachments): a member holding
 * `review:reply` or `customer:view`, as the review.
 */
export const reviewAttachments: AttachmentReader = {
  kind: 'review',
  async member(db, uploadId, viewer) {
    const reviewed = await db
      .select({ merchantId: reviews.merchantId })
      .from(reviews)
      .where(arrayContains(reviews.imageIds, [uploadId]));
    const merchantIds = reviewed.map((review) => review.merchantId);
    return membersMayRead(db, viewer, merchantIds, ['review:reply', 'customer:view']);
  },
};
