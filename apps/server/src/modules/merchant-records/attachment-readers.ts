import { eq } from 'drizzle-orm';
import { merchantRecords } from '../../db/schema.ts';
import type { AttachmentReader } from '../uploads/index.ts';

/**
 * Who reads the business-licence image of an onboarding record (docs/api.md "Uploads",
 * Attachments): the record's owner (and operators, who read every file).
 */
export const recordAttachments: AttachmentReader = {
  kind: 'record',
  async member(db, uploadId, viewer) {
    const records = await db
      .select({ ownerId: merchantRecords.userId })
      .from(merchantRecords)
      .where(eq(merchantRecords.licenceImageId, uploadId));
    if (records.length === 0) return null;
    return records.some((record) => record.ownerId === viewer.userId);
  },
};
