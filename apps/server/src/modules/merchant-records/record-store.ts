import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import type { MerchantRecord } from '@console/contract/merchant-records';
import type { Db } from '../../db/client.ts';
import { merchantRecords, uploads } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { describeUpload } from '../uploads/index.ts';
import { toRecord, type RecordRow } from './record-view.ts';

/** The caller's own record, or 1002 (another user's record does not exist for them). */
export async function ownRecord(db: Db, userId: number, id: number): Promise<RecordRow> {
  const [row] = await db
    .select()
    .from(merchantRecords)
    .where(and(eq(merchantRecords.id, id), eq(merchantRecords.userId, userId)))
    .limit(1);
  if (!row) throw new AppError(apiCodes.notFound, 'error.notFound');
  return row;
}

/**
 * Moves a record from one of `from` to its next state, only if nobody moved it meanwhile: the
 * version read must still be the stored one (1004 error.conflict), and the state must allow the
 * step (1004 error.stateChanged).
 */
export async function transition(
  db: Db,
  current: RecordRow,
  input: { version: number; from: RecordRow['status'][]; set: Partial<RecordRow> },
): Promise<RecordRow> {
  if (current.version !== input.version) throw new AppError(apiCodes.conflict, 'error.conflict');
  if (!input.from.includes(current.status))
    throw new AppError(apiCodes.conflict, 'error.stateChanged');
  const [row] = await db
    .update(merchantRecords)
    .set({ ...input.set, version: sql`${merchantRecords.version} + 1` })
    .where(
      and(
        eq(merchantRecords.id, current.id),
        eq(merchantRecords.version, input.version),
        inArray(merchantRecords.status, input.from),
      ),
    )
    .returning();
  if (!row) throw new AppError(apiCodes.conflict, 'error.conflict');
  return row;
}

/**
 * The onboarding state of a merchant for /account/mine (docs/account.md): its latest record
 * (the approved one made the merchant; a later one may be under review), or undefined.
 */
export async function recordStateOf(db: Db, merchantId: number) {
  const [row] = await db
    .select({ status: merchantRecords.status, decidedAt: merchantRecords.decidedAt })
    .from(merchantRecords)
    .where(eq(merchantRecords.merchantId, merchantId))
    .orderBy(desc(merchantRecords.id))
    .limit(1);
  return row;
}

/** A record as its submitter reads it (record-view.ts), with its licence image read. */
export async function viewRecord(db: Db, row: RecordRow): Promise<MerchantRecord> {
  const [image] = row.licenceImageId
    ? await db.select().from(uploads).where(eq(uploads.id, row.licenceImageId)).limit(1)
    : [];
  return toRecord(row, image ? describeUpload(image) : null);
}
