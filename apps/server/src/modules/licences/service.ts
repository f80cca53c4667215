import { apiCodes } from '@console/contract/api-codes';
import { LICENCE_MOVES, type LicenceContent } from '@console/contract/licences';
import type { Db } from '../../db/client.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Membership } from '../../identity/index.ts';
import { todayInChina } from '../../lib/china-calendar.ts';
import type { Origin } from '../../write/origin.ts';
import type { Writer } from '../../write/writer.ts';
import { queueSubmission } from '../audit/index.ts';
import { claimUploads } from '../uploads/index.ts';
import { findLicence, submitLicenceRow, viewLicence } from './licence-store.ts';
import { licenceSnapshot, licenceStatus, type LicenceRow } from './licence-view.ts';

export type LicenceForm = {
  version: number;
  subjectType: LicenceRow['subjectType'];
  holderName: string;
  credentialNumber: string;
  imageIds: number[];
  legalPerson: string;
  legalIdNumber?: string;
  validUntil: string;
  accountName: string;
  bankName: string;
  accountNumber?: string;
};

export async function readLicence(db: Db, merchantId: number, now: Date): Promise<LicenceContent> {
  return viewLicence(db, await findLicence(db, merchantId), now);
}

/**
 * Images must be distinct and either ones the stored licence already shows, or the caller's own
 * uploads attached to nothing else (docs/api.md "Uploads"), which the licence then claims in
 * its write's transaction.
 */
async function claimImages(
  tx: Db,
  input: { userId: number; licence: LicenceRow; stored: number[] },
) {
  const { licence } = input;
  await claimUploads(
    tx,
    licence.imageIds.filter((id) => !input.stored.includes(id)),
    {
      owner: { userId: input.userId },
      kind: 'licence',
      objectId: licence.id,
      merchantId: licence.merchantId,
      field: 'imageIds',
      message: 'licence.imageInvalid',
    },
  );
}

/** The ID and account numbers: given now, or kept from the stored licence (never re-sent). */
function secretsOf(form: LicenceForm, stored: LicenceRow | undefined) {
  const legalIdNumber = form.legalIdNumber ?? stored?.legalIdNumber;
  const accountNumber = form.accountNumber ?? stored?.accountNumber;
  if (!legalIdNumber) throw fieldError('legalIdNumber', 'validation.required');
  if (!accountNumber) throw fieldError('accountNumber', 'validation.required');
  return { legalIdNumber, accountNumber };
}

/**
 * PUT /api/merchant/licence: none, rejected, approved or expired -> pending (LICENCE_MOVES
 * `submit`, DESIGN §4), against the version read (0 when none); a pending licence waits for its
 * decision (1004).
 */
export async function submitLicence(
  services: { db: Db; write: Writer },
  input: { membership: Membership; userId: number; form: LicenceForm; now: Date; origin: Origin },
): Promise<LicenceContent> {
  const { db, write } = services;
  const { membership, userId, form, now } = input;
  const stored = await findLicence(db, membership.merchantId);
  if (form.version !== (stored?.version ?? 0))
    throw new AppError(apiCodes.conflict, 'error.conflict');
  if (!(LICENCE_MOVES.submit.from as readonly string[]).includes(licenceStatus(stored, now)))
    throw new AppError(apiCodes.conflict, 'error.stateChanged');
  if (form.validUntil < todayInChina(now)) throw fieldError('validUntil', 'licence.validUntilPast');
  if (new Set(form.imageIds).size !== form.imageIds.length)
    throw fieldError('imageIds', 'licence.imageInvalid');
  const values = {
    subjectType: form.subjectType,
    holderName: form.holderName,
    credentialNumber: form.credentialNumber,
    imageIds: form.imageIds,
    legalPerson: form.legalPerson,
    ...secretsOf(form, stored),
    validUntil: form.validUntil,
    accountName: form.accountName,
    bankName: form.bankName,
    rejectReason: null,
    submittedBy: userId,
    submittedAt: now,
    decidedAt: null,
  };
  try {
    const row = await write(input.origin, async (w) => {
      const saved = await submitLicenceRow(w, stored, {
        merchantId: membership.merchantId,
        version: form.version,
        values,
      });
      await claimImages(w.tx, { userId, licence: saved, stored: stored?.imageIds ?? [] });
      await queueSubmission(w, {
        kind: 'licence',
        subjectId: saved.id,
        merchantId: membership.merchantId,
        submitterId: userId,
        title: `${membership.merchantName} · ${saved.holderName}`,
        snapshot: licenceSnapshot(saved),
      });
      return saved;
    });
    return viewLicence(db, row, now);
  } catch (error) {
    // Two first submissions at once: the unique merchant id lets one through.
    if (uniqueViolationOf(error) !== undefined)
      throw new AppError(apiCodes.conflict, 'error.conflict');
    throw error;
  }
}
