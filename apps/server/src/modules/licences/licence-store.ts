import { and, eq, inArray, sql } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import { LICENCE_MOVES, type LicenceContent, type LicenceStatus } from '@console/contract/licences';
import type { Db } from '../../db/client.ts';
import { merchantLicences, uploads } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { changedFields, pick } from '../../write/snapshot.ts';
import type { Snapshot } from '../../write/trail-append.ts';
import type { Write } from '../../write/writer.ts';
import { describeUpload } from '../uploads/index.ts';
import { licenceStatus, toLicenceContent, type LicenceRow } from './licence-view.ts';
import { maskLicenceFields } from './mask.ts';

// The door of signing licences (docs/server.md "Doors", docs/onboarding.md "Trail"): the one
// file that writes `merchant_licences`.

export async function findLicence(db: Db, merchantId: number): Promise<LicenceRow | undefined> {
  const [row] = await db
    .select()
    .from(merchantLicences)
    .where(eq(merchantLicences.merchantId, merchantId))
    .limit(1);
  return row;
}

/** An approved licence that has not expired (DESIGN §4: what a paid activity needs). */
export async function hasApprovedLicence(db: Db, merchantId: number, now: Date) {
  return licenceStatus(await findLicence(db, merchantId), now) === 'approved';
}

/** A licence waiting for the operator's decision, or 1004 (decided meanwhile, or gone). */
export async function pendingLicence(db: Db, id: number, now: Date): Promise<LicenceRow> {
  const [row] = await db.select().from(merchantLicences).where(eq(merchantLicences.id, id));
  if (!row || licenceStatus(row, now) !== 'pending') {
    throw new AppError(apiCodes.conflict, 'error.stateChanged');
  }
  return row;
}

/** The licence's fields an entry of the trail shows; the two numbers masked (DESIGN §4). */
const TRAIL_FIELDS = [
  'status',
  'subjectType',
  'holderName',
  'credentialNumber',
  'imageIds',
  'legalPerson',
  'legalIdNumber',
  'validUntil',
  'accountName',
  'bankName',
  'accountNumber',
  'rejectReason',
] as const satisfies readonly (keyof LicenceRow)[];

const masked = (snapshot: Snapshot | null) => snapshot && maskLicenceFields(snapshot);

function assertMove(move: keyof typeof LICENCE_MOVES, status: LicenceStatus) {
  if (!(LICENCE_MOVES[move].from as readonly LicenceStatus[]).includes(status)) {
    throw new AppError(apiCodes.conflict, 'error.stateChanged');
  }
}

/** What a submission writes besides the merchant, status and version. */
export type LicenceValues = Omit<LicenceRow, 'id' | 'merchantId' | 'status' | 'version'>;

/**
 * PUT /api/merchant/licence's door: the licence moves to pending (LICENCE_MOVES `submit`) against
 * the version read (0 when there is none yet; 1004 error.conflict when stale, 1004
 * error.stateChanged while pending), created on the first submission, with its trail entry in
 * the merchant's scope.
 */
export async function submitLicenceRow(
  write: Write,
  stored: LicenceRow | undefined,
  input: { merchantId: number; version: number; values: LicenceValues },
): Promise<LicenceRow> {
  if (input.version !== (stored?.version ?? 0)) {
    throw new AppError(apiCodes.conflict, 'error.conflict');
  }
  assertMove('submit', licenceStatus(stored, write.now));
  const values = { ...input.values, status: LICENCE_MOVES.submit.to };
  const [saved] = stored
    ? await write.tx
        .update(merchantLicences)
        .set({ ...values, version: sql`${merchantLicences.version} + 1` })
        .where(and(eq(merchantLicences.id, stored.id), eq(merchantLicences.version, input.version)))
        .returning()
    : await write.tx
        .insert(merchantLicences)
        .values({ merchantId: input.merchantId, ...values })
        .returning();
  if (!saved) throw new AppError(apiCodes.conflict, 'error.conflict');
  const change = stored
    ? changedFields(pick(stored, TRAIL_FIELDS), pick(saved, TRAIL_FIELDS))
    : { before: null, after: pick(saved, TRAIL_FIELDS) };
  write.record({
    scope: saved.merchantId,
    action: 'submit',
    objectType: 'licence',
    objectId: saved.id,
    before: masked(change.before),
    after: masked(change.after),
  });
  return saved;
}

/**
 * The operator's decision on a licence (DESIGN §4): pending -> approved, or -> rejected with
 * the reason; its entry goes to the merchant's scope, naming the operator (the write's origin).
 */
export async function decideLicence(
  write: Write,
  current: LicenceRow,
  input: { approve: boolean; reason: string | null },
): Promise<LicenceRow> {
  const move = input.approve ? 'approve' : 'reject';
  assertMove(move, licenceStatus(current, write.now));
  const [row] = await write.tx
    .update(merchantLicences)
    .set({
      status: LICENCE_MOVES[move].to,
      rejectReason: input.approve ? null : input.reason,
      decidedAt: write.now,
      version: sql`${merchantLicences.version} + 1`,
    })
    .where(and(eq(merchantLicences.id, current.id), eq(merchantLicences.status, 'pending')))
    .returning();
  if (!row) throw new AppError(apiCodes.conflict, 'error.stateChanged');
  const change = changedFields(pick(current, TRAIL_FIELDS), pick(row, TRAIL_FIELDS));
  write.record({
    scope: row.merchantId,
    action: move,
    objectType: 'licence',
    objectId: row.id,
    before: masked(change.before),
    after: masked(change.after),
  });
  return row;
}

/** The licence's answer (licence-view.ts) with its images read and described. */
export async function viewLicence(
  db: Db,
  row: LicenceRow | undefined,
  now: Date,
): Promise<LicenceContent> {
  const images =
    row && row.imageIds.length > 0
      ? await db.select().from(uploads).where(inArray(uploads.id, row.imageIds))
      : [];
  const byId = new Map(images.map((image) => [image.id, describeUpload(image)]));
  return toLicenceContent(row, now, byId);
}
