import type { MerchantRecord } from '@console/contract/merchant-records';
import type { UploadedFile } from '@console/contract/uploads';
import type { merchantRecords } from '../../db/schema.ts';
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
export function toRecord(row: RecordRow, licenceImage: UploadedFile | null): MerchantRecord {
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
    licenceImage,
    description: row.description,
    rejectReason: row.rejectReason,
    merchantId: row.merchantId,
    submittedAt: isoOrNull(row.submittedAt),
    decidedAt: isoOrNull(row.decidedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
