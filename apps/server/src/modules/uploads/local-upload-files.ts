import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';

/** A file kept under DATA_DIR/uploads: where (its key) and what its bytes must be. */
export type LocalUploadFile = { id: number; key: string; size: number; sha256: string };

/**
 * Every upload whose bytes live under DATA_DIR/uploads (UPLOAD_STORAGE=local when it was sent),
 * for a backup to copy and check (docs/operations.md "Backup and restore"). The files are
 * written once under a new key and never changed, so size and sha256 say when a copy is whole.
 */
export function localUploadFiles(db: Db): Promise<LocalUploadFile[]> {
  return db
    .select({ id: uploads.id, key: uploads.storageKey, size: uploads.size, sha256: uploads.sha256 })
    .from(uploads)
    .where(eq(uploads.storage, 'local'))
    .orderBy(asc(uploads.id));
}
