import { arrayContains } from 'drizzle-orm';
import { merchantLicences } from '../../db/schema.ts';
import { membersMayRead, type AttachmentReader } from '../uploads/index.ts';

/**
 * Who reads a signing-licence image (docs/api.md "Uploads", Attachments): active members holding
 * `licence:manage`, as GET /api/merchant/licence.
 */
export const licenceAttachments: AttachmentReader = {
  kind: 'licence',
  async member(db, uploadId, viewer) {
    const licences = await db
      .select({ merchantId: merchantLicences.merchantId })
      .from(merchantLicences)
      .where(arrayContains(merchantLicences.imageIds, [uploadId]));
    const merchantIds = licences.map((licence) => licence.merchantId);
    return membersMayRead(db, viewer, merchantIds, ['licence:manage']);
  },
};
