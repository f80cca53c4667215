import { eq } from 'drizzle-orm';
import { activities } from '../../db/schema.ts';
import { membersMayRead, type AttachmentReader } from '../uploads/index.ts';

/**
 * Who reads an activity cover (docs/api.md "Uploads", Attachments): every active member of the
 * activity's merchant, whatever its status (docs/activities.md; published covers are public
 * through the storefront anyway). A copy shows its source's cover: it counts as well.
 */
export const activityAttachments: AttachmentReader = {
  kind: 'activity',
  async member(db, uploadId, viewer) {
    const covered = await db
      .select({ merchantId: activities.merchantId })
      .from(activities)
      .where(eq(activities.coverImageId, uploadId));
    const merchantIds = covered.map((activity) => activity.merchantId);
    return membersMayRead(db, viewer, merchantIds, null);
  },
};
