import { eq } from 'drizzle-orm';
import type { MerchantRecord } from '@console/contract/merchant-records';
import type { Db } from '../../db/client.ts';
import type { merchantRecords } from '../../db/schema.ts';
import { uploads } from '../../db/schema.ts';
import { describeUpload } from '../uploads/index.ts';
import { isoOrNull } from '../../lib/iso-time.ts';

export type RecordRow = typeof merchantRecords.$inferSelect;

/** The submitted fields of a record: what the audit snapshot holds and compares. */
export function recordSnapshot(row: RecordRow): Record<string, unknown> {
  return {
    name: row.name,
    category: row.category,
    contactName: row.contactName,
    contactMobile: row.contactMobile,
    contactMail: row.contactMail,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    districtCode: row.districtCode,
    address: row.address,
    creditCode: row.creditCode,
    legalPerson: row.legalPerson,
    licenceImageId: row.licenceImageId,
    description: row.description,
  };
}

/** A record as its submitter reads it. */
export async function viewRecord(db: Db, row: RecordRow): Promise<MerchantRecord> {
  const [image] = row.licenceImageId
    ? await db.select().from(uploads).where(eq(uploads.id, row.licenceImageId)).limit(1)
    : [];
  return {
    id: row.id,
    status: row.status,
    version: row.version,
    name: row.name,
    category: row.category,
    contactName: row.contactName,
    contactMobile: row.contactMobile,
    contactMail: row.contactMail,
    provinceCode: row.provinceCode,
    cityCode: row.cityCode,
    districtCode: row.districtCode,
    address: row.address,
    creditCode: row.creditCode,
    legalPerson: row.legalPerson,
    licenceImage: image ? describeUpload(image) : null,
    description: row.description,
    rejectReason: row.rejectReason,
    merchantId: row.merchantId,
    submittedAt: isoOrNull(row.submittedAt),
    decidedAt: isoOrNull(row.decidedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
