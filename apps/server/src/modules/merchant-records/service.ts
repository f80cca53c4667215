import { and, desc, eq } from 'drizzle-orm';
import { MAX_LISTED_RECORDS, type MerchantRecord } from '@console/contract/merchant-records';
import type { Db } from '../../db/client.ts';
import { merchantRecords } from '../../db/schema.ts';
import type { Origin } from '../../write/origin.ts';
import type { Writer } from '../../write/writer.ts';
import { claimUploads } from '../uploads/index.ts';
import { openRecord, ownRecord, transitionRecord, viewRecord } from './record-store.ts';

export type RecordFields = Partial<{
  name: string;
  category: string;
  contactName: string;
  contactMobile: string;
  contactMail: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  address: string;
  creditCode: string;
  legalPerson: string;
  licenceImageId: number;
  description: string;
}>;

/** The signed-in user writing their own record, and where from (the trail's origin). */
export type Actor = { userId: number; origin: Origin };
/** What the submitter's actions need: reads, and the writer (docs/server.md "Doors"). */
export type RecordServices = { db: Db; write: Writer };

/**
 * The licence image must be the caller's upload, attached to nothing else (docs/api.md
 * "Uploads"), or the one the record already shows; it is bound to the record in the write's
 * transaction.
 */
async function claimImage(tx: Db, record: { id: number; userId: number }, imageId: number) {
  await claimUploads(tx, [imageId], {
    owner: { userId: record.userId },
    kind: 'record',
    objectId: record.id,
    merchantId: null,
    field: 'licenceImageId',
    message: 'record.imageInvalid',
  });
}

/** A form replaces every field: what it leaves out is cleared (a draft may be incomplete). */
function columnsOf(fields: RecordFields) {
  const text = (value: string | undefined) => value ?? '';
  return {
    name: text(fields.name),
    category: text(fields.category),
    contactName: text(fields.contactName),
    contactMobile: text(fields.contactMobile),
    contactMail: text(fields.contactMail),
    provinceCode: text(fields.provinceCode),
    cityCode: text(fields.cityCode),
    districtCode: text(fields.districtCode),
    address: text(fields.address),
    creditCode: text(fields.creditCode),
    legalPerson: text(fields.legalPerson),
    licenceImageId: fields.licenceImageId ?? null,
    description: text(fields.description),
  };
}

export async function listRecords(db: Db, userId: number): Promise<MerchantRecord[]> {
  const rows = await db
    .select()
    .from(merchantRecords)
    .where(eq(merchantRecords.userId, userId))
    .orderBy(desc(merchantRecords.id))
    .limit(MAX_LISTED_RECORDS);
  return Promise.all(rows.map((row) => viewRecord(db, row)));
}

export async function getRecord(db: Db, userId: number, id: number) {
  return viewRecord(db, await ownRecord(db, userId, id));
}

/** GET /api/merchants/review (spec §7): true exactly while one of the caller's records is pending. */
export async function existWaitAudit(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: merchantRecords.id })
    .from(merchantRecords)
    .where(and(eq(merchantRecords.userId, userId), eq(merchantRecords.status, 'pending')))
    .limit(1);
  return row !== undefined;
}

/** POST /api/merchantRecords: a new draft. */
export async function createRecord(
  { db, write }: RecordServices,
  actor: Actor,
  fields: RecordFields,
) {
  const row = await write(actor.origin, async (w) => {
    const inserted = await openRecord(w, actor.userId, columnsOf(fields));
    if (fields.licenceImageId !== undefined)
      await claimImage(w.tx, inserted, fields.licenceImageId);
    return inserted;
  });
  return viewRecord(db, row);
}

/** PUT /api/merchantRecords/{id}: a draft or a rejected record is edited (DESIGN §4). */
export async function updateRecord(
  { db, write }: RecordServices,
  actor: Actor,
  input: { id: number; version: number; fields: RecordFields },
) {
  const current = await ownRecord(db, actor.userId, input.id);
  const image = input.fields.licenceImageId;
  const row = await write(actor.origin, async (w) => {
    if (image !== undefined && image !== current.licenceImageId)
      await claimImage(w.tx, current, image);
    return transitionRecord(w, current, {
      move: 'update',
      version: input.version,
      set: { ...columnsOf(input.fields), updatedAt: w.now },
    });
  });
  return viewRecord(db, row);
}
