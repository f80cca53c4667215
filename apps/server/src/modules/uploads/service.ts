import { createHash, randomUUID } from 'node:crypto';
import { and, arrayContains, eq, inArray, or } from 'drizzle-orm';
import {
  UPLOAD_MIME_TYPES,
  uploadUrl,
  type UploadedFile,
  type UploadMimeType,
} from '@console/contract/uploads';
import type { Db } from '../../db/client.ts';
import {
  activities,
  merchantLicences,
  merchantMembers,
  merchants,
  shopProfiles,
  uploads,
} from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { FileStorage } from './file-storage.ts';
import { detectImageType } from './image-type.ts';

const EXTENSIONS: Record<UploadMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const isAllowedType = (mime: string): mime is UploadMimeType =>
  (UPLOAD_MIME_TYPES as readonly string[]).includes(mime);

export const describeUpload = (row: { id: number; mime: string; size: number }): UploadedFile => ({
  id: row.id,
  url: uploadUrl(row.id),
  mime: row.mime as UploadMimeType,
  size: row.size,
});

/**
 * POST /api/uploads: the declared type must be JPEG, PNG or WebP and the bytes must prove
 * that very type (issue 4); the size limit is applied while the file streams in.
 */
export async function saveUpload(
  context: { db: Db; storage: FileStorage },
  input: { userId: number; declaredMime: string; data: Buffer; now: Date },
): Promise<UploadedFile> {
  const { db, storage } = context;
  const declared = input.declaredMime.toLowerCase();
  if (!isAllowedType(declared)) throw fieldError('file', 'upload.type');
  if (detectImageType(input.data) !== declared) throw fieldError('file', 'upload.mismatch');
  const key = `${input.now.toISOString().slice(0, 7)}/${randomUUID()}.${EXTENSIONS[declared]}`;
  const [row] = await db
    .insert(uploads)
    .values({
      userId: input.userId,
      mime: declared,
      size: input.data.length,
      sha256: createHash('sha256').update(input.data).digest('hex'),
      storage: storage.kind,
      storageKey: key,
      createdAt: input.now,
    })
    .returning();
  try {
    await storage.save(db, { uploadId: row!.id, key, data: input.data });
  } catch (error) {
    await db.delete(uploads).where(eq(uploads.id, row!.id));
    throw error;
  }
  return describeUpload(row!);
}

/** Is the file one of the licence images of a merchant the viewer belongs to? */
async function isLicenceImageOfMine(db: Db, uploadId: number, userId: number) {
  const [row] = await db
    .select({ id: merchantLicences.id })
    .from(merchantLicences)
    .innerJoin(merchantMembers, eq(merchantMembers.merchantId, merchantLicences.merchantId))
    .innerJoin(merchants, eq(merchants.id, merchantLicences.merchantId))
    .where(
      and(
        arrayContains(merchantLicences.imageIds, [uploadId]),
        eq(merchantMembers.userId, userId),
        eq(merchantMembers.status, 'active'),
        eq(merchants.status, 'active'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Is the file the cover of an activity (any status) of a merchant the viewer belongs to? A
 * teammate sees the cover the owner uploaded (issue 5).
 */
async function isActivityCoverOfMine(db: Db, uploadId: number, userId: number) {
  const [row] = await db
    .select({ id: activities.id })
    .from(activities)
    .innerJoin(merchantMembers, eq(merchantMembers.merchantId, activities.merchantId))
    .innerJoin(merchants, eq(merchants.id, activities.merchantId))
    .where(
      and(
        eq(activities.coverImageId, uploadId),
        eq(merchantMembers.userId, userId),
        eq(merchantMembers.status, 'active'),
        eq(merchants.status, 'active'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Is the file the logo or cover of the profile of a merchant the viewer belongs to (issue 6)? */
async function isShopImageOfMine(db: Db, uploadId: number, userId: number) {
  const [row] = await db
    .select({ id: shopProfiles.merchantId })
    .from(shopProfiles)
    .innerJoin(merchantMembers, eq(merchantMembers.merchantId, shopProfiles.merchantId))
    .innerJoin(merchants, eq(merchants.id, shopProfiles.merchantId))
    .where(
      and(
        or(eq(shopProfiles.logoImageId, uploadId), eq(shopProfiles.coverImageId, uploadId)),
        eq(merchantMembers.userId, userId),
        eq(merchantMembers.status, 'active'),
        eq(merchants.status, 'active'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * GET /api/uploads/{id}: the uploader, operators (who audit it), and members of a merchant
 * whose licence, one of whose activities or whose shop profile shows it may read a file; anyone else gets 1002,
 * as if it did not exist.
 */
export async function readUpload(
  context: { db: Db; storage: FileStorage },
  input: { id: number; viewer: SessionUser },
): Promise<{ mime: string; data: Buffer }> {
  const { db, storage } = context;
  const [row] = await db.select().from(uploads).where(eq(uploads.id, input.id)).limit(1);
  const isOperator = input.viewer.role === 'op' || input.viewer.role === 'admin';
  const mayRead =
    row !== undefined &&
    (row.userId === input.viewer.userId ||
      isOperator ||
      (await isLicenceImageOfMine(db, row.id, input.viewer.userId)) ||
      (await isActivityCoverOfMine(db, row.id, input.viewer.userId)) ||
      (await isShopImageOfMine(db, row.id, input.viewer.userId)));
  if (!row || !mayRead) throw new AppError('1002', 'error.notFound');
  const data = await storage.load(db, { uploadId: row.id, key: row.storageKey });
  if (!data) throw new AppError('1002', 'error.notFound');
  return { mime: row.mime, data };
}

/** The uploads among `ids` that `userId` uploaded (a form may only attach its own files). */
export async function ownUploads(db: Db, userId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(and(inArray(uploads.id, ids), eq(uploads.userId, userId)));
}
