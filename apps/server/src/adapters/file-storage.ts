import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { uploadBlobs } from '../db/schema.ts';

/**
 * DESIGN §2: uploaded bytes go through this interface: a local directory by default, PostgreSQL
 * (`bytea`) when several nodes serve the same files (UPLOAD_STORAGE=database).
 */
export type FileStorage = {
  kind: 'local' | 'database';
  save(db: Db, file: { uploadId: number; key: string; data: Buffer }): Promise<void>;
  load(db: Db, file: { uploadId: number; key: string }): Promise<Buffer | undefined>;
  remove(db: Db, file: { uploadId: number; key: string }): Promise<void>;
};

/** Files under `dir`; keys are made by the server (never a client's file name). */
function localFileStorage(dir: string): FileStorage {
  const fileOf = (key: string) => path.join(dir, key);
  return {
    kind: 'local',
    async save(_db, { key, data }) {
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await writeFile(fileOf(key), data, { flag: 'wx' });
    },
    async load(_db, { key }) {
      return readFile(fileOf(key)).catch(() => undefined);
    },
    async remove(_db, { key }) {
      await rm(fileOf(key), { force: true });
    },
  };
}

const databaseFileStorage: FileStorage = {
  kind: 'database',
  async save(db, { uploadId, data }) {
    await db.insert(uploadBlobs).values({ uploadId, data });
  },
  async load(db, { uploadId }) {
    const [row] = await db
      .select({ data: uploadBlobs.data })
      .from(uploadBlobs)
      .where(eq(uploadBlobs.uploadId, uploadId));
    return row?.data;
  },
  async remove(db, { uploadId }) {
    await db.delete(uploadBlobs).where(eq(uploadBlobs.uploadId, uploadId));
  },
};

export function createFileStorage(config: {
  uploadStorage: 'local' | 'database';
  dataDir: string;
}) {
  return config.uploadStorage === 'database'
    ? databaseFileStorage
    : localFileStorage(path.join(config.dataDir, 'uploads'));
}
