import type { LicenceContent, MerchantLicence } from '@console/contract/licences';
import type { UploadedFile } from '@console/contract/uploads';
import type { merchantLicences } from '../../db/schema.ts';
import { todayInChina } from '../../lib/china-calendar.ts';
import { maskAccountNumber, maskIdNumber } from './mask.ts';

export type LicenceRow = typeof merchantLicences.$inferSelect;

/** The status a reader sees: an approved licence past its validity date is `expired`. */
export function licenceStatus(row: LicenceRow | undefined, now: Date): LicenceContent['status'] {
  if (!row) return 'none';
  if (row.status === 'approved' && row.validUntil < todayInChina(now)) return 'expired';
  return row.status;
}

/** What an audit snapshot of the licence holds (clear; masked whenever it is answered). */
export function licenceSnapshot(row: LicenceRow): Record<string, unknown> {
  return {
    subjectType: row.subjectType,
    holderName: row.holderName,
    credentialNumber: row.credentialNumber,
    imageIds: row.imageIds,
    legalPerson: row.legalPerson,
    legalIdNumber: row.legalIdNumber,
    validUntil: row.validUntil,
    accountName: row.accountName,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
  };
}

/** GET /api/merchant/licence: never a clear ID or account number (DESIGN §4, §6). */
export function toLicenceContent(
  row: LicenceRow | undefined,
  now: Date,
  byId: Map<number, UploadedFile>,
): LicenceContent {
  const status = licenceStatus(row, now);
  if (!row) return { status, licence: null };
  const licence: MerchantLicence = {
    status,
    version: row.version,
    subjectType: row.subjectType,
    holderName: row.holderName,
    credentialNumber: row.credentialNumber,
    images: row.imageIds.flatMap((id) => byId.get(id) ?? []),
    legalPerson: row.legalPerson,
    legalIdNumberMasked: maskIdNumber(row.legalIdNumber),
    validUntil: row.validUntil,
    accountName: row.accountName,
    bankName: row.bankName,
    accountNumberMasked: maskAccountNumber(row.accountNumber),
    rejectReason: row.rejectReason,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
  return { status, licence };
}
