import { createHash, randomUUID } from 'node:crypto';
import { apiCodes } from '@console/contract/api-codes';
import { and, eq, inArray } from 'drizzle-orm';
import {
  UPLOAD_MIME_TYPES,
  uploadUrl,
  type UploadedFile,
  type UploadMimeType,
} from '@console/contract/uploads';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { SessionUser } from '../../identity/index.ts';
import type { FileStorage } from '../../adapters/file-storage.ts';
import type { AttachmentReaders } from './attachment-readers.ts';
import { detectImageType } from './image-type.ts';
import { dropUpload, insertUpload, type UploadOwner } from './upload-store.ts';
import { mayCustomerReadUpload, mayReadUpload } from './upload-access.ts';

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
 * that very type (docs/api.md "Uploads"); the size limit is applied while the file streams in.
 */
export async function saveUpload(
  context: { db: Db; storage: FileStorage },
  input: { owner: UploadOwner; declaredMime: string; data: Buffer; now: Date },
): Promise<UploadedFile> {
  const { db, storage } = context;
  const declared = input.declaredMime.toLowerCase();
  if (!isAllowedType(declared)) throw fieldError('file', 'upload.type');
  if (detectImageType(input.data) !== declared) throw fieldError('file', 'upload.mismatch');
  const key = `${input.now.toISOString().slice(0, 7)}/${randomUUID()}.${EXTENSIONS[declared]}`;
  const values = {
    userId: 'userId' in input.owner ? input.owner.userId : null,
    customerId: 'customerId' in input.owner ? input.owner.customerId : null,
    mime: declared,
    size: input.data.length,
    sha256: createHash('sha256').update(input.data).digest('hex'),
    storage: storage.kind,
    storageKey: key,
    createdAt: input.now,
  };
  const row = await insertUpload(db, values);
  try {
    await storage.save(db, { uploadId: row.id, key, data: input.data });
  } catch (error) {
    await dropUpload(db, row.id);
    throw error;
  }
  return describeUpload(row);
}

/**
 * GET /api/uploads/{id}: read as `mayReadUpload` allows; anyone else gets 1002, as if the file
 * did not exist (docs/api.md "Uploads": its existence is not revealed either).
 */
export async function readUpload(
  context: { db: Db; storage: FileStorage; attachmentReaders: AttachmentReaders },
  input: { id: number; viewer: SessionUser } | { id: number; customerId: number },
): Promise<{ mime: string; data: Buffer }> {
  const { db, storage, attachmentReaders: readers } = context;
  const [row] = await db.select().from(uploads).where(eq(uploads.id, input.id)).limit(1);
  const mayRead =
    row !== undefined &&
    ('viewer' in input
      ? await mayReadUpload(db, readers, row, input.viewer)
      : await mayCustomerReadUpload(db, readers, row, input.customerId));
  if (!row || !mayRead) throw new AppError(apiCodes.notFound, 'error.notFound');
  const data = await storage.load(db, { uploadId: row.id, key: row.storageKey });
  if (!data) throw new AppError(apiCodes.notFound, 'error.notFound');
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

/** The bytes of an upload whose reading the caller has already allowed, or 1002. */
export async function loadUpload(context: { db: Db; storage: FileStorage }, id: number) {
  const { db, storage } = context;
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  const data = row ? await storage.load(db, { uploadId: row.id, key: row.storageKey }) : null;
  if (!row || !data) throw new AppError(apiCodes.notFound, 'error.notFound');
  return { mime: row.mime, data };
}
