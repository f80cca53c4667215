import { eq, or } from 'drizzle-orm';
import { shopProfiles } from '../../db/schema.ts';
import { membersMayRead, type AttachmentReader } from '../uploads/index.ts';

/**
 * Who reads a shop logo or cover (docs/api.md "Uploads", Attachments; docs/shop.md "Images"):
 * every active member of the merchant, as GET /api/shop/profile.
 */
export const shopAttachments: AttachmentReader = {
  kind: 'shop',
  async member(db, uploadId, viewer) {
    const profiles = await db
      .select({ merchantId: shopProfiles.merchantId })
      .from(shopProfiles)
      .where(or(eq(shopProfiles.logoImageId, uploadId), eq(shopProfiles.coverImageId, uploadId)));
    const merchantIds = profiles.map((profile) => profile.merchantId);
    return membersMayRead(db, viewer, merchantIds, null);
  },
};
