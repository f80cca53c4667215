import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import {
  RECORD_MOVES,
  type MerchantRecord,
  type RecordMove,
} from '@console/contract/merchant-records';
import type { Db } from '../../db/client.ts';
import { merchantRecords, uploads } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import { changedFields, pick } from '../../write/snapshot.ts';
import { PLATFORM_SCOPE, type Snapshot } from '../../write/trail-append.ts';
import { assertMove, lostRace } from '../../write/moves.ts';
import type { Write } from '../../write/writer.ts';
import { describeUpload } from '../uploads/index.ts';
import { toRecord, type RecordRow } from './record-view.ts';

// The door of merchant records (docs/server.md "Doors", docs/onboarding.md "Trail"): the one
// file that writes `merchant_records`.

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

/** A record by its id, whoever wrote it (the operator's decision), or undefined. */
export async function findRecord(db: Db, id: number): Promise<RecordRow | undefined> {
  const [row] = await db.select().from(merchantRecords).where(eq(merchantRecords.id, id)).limit(1);
  return row;
}

/** The record's fields an entry of the trail shows; the contact mobile masked (DESIGN §6). */
const TRAIL_FIELDS = [
  'status',
  'name',
  'category',
  'contactName',
  'contactMobile',
  'contactMail',
  'provinceCode',
  'cityCode',
  'districtCode',
  'address',
  'creditCode',
  'legalPerson',
  'licenceImageId',
  'description',
  'rejectReason',
  'merchantId',
] as const satisfies readonly (keyof RecordRow)[];

function masked(snapshot: Snapshot | null): Snapshot | null {
  if (snapshot && typeof snapshot.contactMobile === 'string') {
    snapshot.contactMobile = maskMobile(snapshot.contactMobile);
  }
  return snapshot;
}

/** A record comes before its merchant: its entries go to the platform's scope until it has one. */
const scopeOf = (row: RecordRow) => row.merchantId ?? PLATFORM_SCOPE;

/** The door by which a record comes to be: a draft of the user's, with its trail entry. */
export async function openRecord(
  write: Write,
  userId: number,
  columns: Partial<RecordRow>,
): Promise<RecordRow> {
  const [row] = await write.tx
    .insert(merchantRecords)
    .values({
      ...columns,
      userId,
      status: 'draft',
      createdAt: write.now,
      updatedAt: write.now,
    })
    .returning();
  write.record({
    scope: scopeOf(row!),
    action: 'create',
    objectType: 'record',
    objectId: row!.id,
    before: null,
    after: masked(pick(row!, TRAIL_FIELDS)),
  });
  return row!;
}

/**
 * The one door of a record's state: moves it along RECORD_MOVES only if nobody moved it
 * meanwhile, with its trail entry (the changed fields). A stale version answers 1004
 * error.conflict, a move its status does not start from 1004 error.stateChanged. The operator's
 * decisions give no version: only the status is checked.
 */
export async function transitionRecord(
  write: Write,
  current: RecordRow,
  input: { move: RecordMove; version?: number; set: Partial<RecordRow> },
): Promise<RecordRow> {
  const { from, to } = RECORD_MOVES[input.move];
  assertMove(current, from, input.version);
  const conditions: SQL[] = [
    eq(merchantRecords.id, current.id),
    inArray(merchantRecords.status, [...from]),
  ];
  if (input.version !== undefined) conditions.push(eq(merchantRecords.version, input.version));
  const [row] = await write.tx
    .update(merchantRecords)
    .set({
      ...input.set,
      ...(to !== null && { status: to }),
      version: sql`${merchantRecords.version} + 1`,
    })
    .where(and(...conditions))
    .returning();
  if (!row) throw lostRace(input.version);
  const change = changedFields(pick(current, TRAIL_FIELDS), pick(row, TRAIL_FIELDS));
  write.record({
    scope: scopeOf(current),
    action: input.move,
    objectType: 'record',
    objectId: row.id,
    before: masked(change.before),
    after: masked(change.after),
  });
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
