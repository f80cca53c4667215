import { createHash } from 'node:crypto';
import { access, mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createDatabase } from '../db/client.ts';
import type { LocalUploadFile } from '../modules/uploads/index.ts';
import { manifestOf, writeArchive, type BackupManifest } from './backup-archive.ts';
import { DataDirBusyError, holdDataDir } from './data-dir-socket.ts';
import { requestSnapshot } from './request-snapshot.ts';
import { takeSnapshot, type Snapshot } from './take-snapshot.ts';
import type { TarEntry } from './tar.ts';

/** How long a file the copy names may take to appear whole (its upload still being written). */
const UPLOAD_WAIT_MS = 5000;

/** No console holds the directory: hold it, open the database, copy it, let go. */
async function snapshotAlone(dataDir: string): Promise<Snapshot> {
  const pgdata = path.join(dataDir, 'pgdata');
  await access(path.join(pgdata, 'PG_VERSION')).catch(() => {
    throw new Error(`no embedded database in ${pgdata}`);
  });
  const hold = await holdDataDir(dataDir, 'npm run backup');
  try {
    const database = await createDatabase({ dataDir, databaseUrl: undefined });
    try {
      if (database.driver !== 'pglite') throw new Error('expected the embedded database');
      return await takeSnapshot(database);
    } finally {
      await database.close();
    }
  } finally {
    await hold.release();
  }
}

/** The running console's copy, or one taken alone; a console starting meanwhile is asked. */
async function snapshotOf(dataDir: string): Promise<{ snapshot: Snapshot; live: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const answer = await requestSnapshot(dataDir);
    if (answer !== 'nobody') return { snapshot: answer, live: true };
    try {
      return { snapshot: await snapshotAlone(dataDir), live: false };
    } catch (error) {
      if (!(error instanceof DataDirBusyError) || attempt === 3) throw error;
    }
  }
}

const isWhole = (file: string, size: number) =>
  stat(file).then(
    (found) => found.size === size,
    () => false,
  );

/**
 * The uploads the copy names that are not on disk whole. The row is committed just before its
 * file is written (modules/uploads/service.ts saveUpload), so a file may still be on its way:
 * each gets a few seconds. One still absent then (its writing failed, and its row goes too) is
 * reported; the restored console answers "not found" for it, as this one does.
 */
async function absentUploads(uploadsDir: string, files: LocalUploadFile[]): Promise<number[]> {
  const until = Date.now() + UPLOAD_WAIT_MS;
  let waiting = files;
  for (;;) {
    const whole = await Promise.all(
      waiting.map((file) => isWhole(path.join(uploadsDir, file.key), file.size)),
    );
    waiting = waiting.filter((_, index) => !whole[index]);
    if (waiting.length === 0 || Date.now() > until) return waiting.map((file) => file.id);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The files as archive entries, each checked against its recorded sha256. */
async function* uploadEntries(
  uploadsDir: string,
  files: LocalUploadFile[],
  warnings: string[],
): AsyncGenerator<TarEntry> {
  for (const file of files) {
    const data = await readFile(path.join(uploadsDir, file.key));
    if (createHash('sha256').update(data).digest('hex') !== file.sha256) {
      warnings.push(`uploads/${file.key} (upload ${file.id}) differs from its recorded sha256`);
    }
    yield { name: `uploads/${file.key}`, type: 'file', data };
  }
}

/** `console-backup-2025-01-31T08-15-00-123Z.tar.gz`: sorts by time, safe in any file system. */
const fileNameOf = (takenAt: string) => `console-backup-${takenAt.replace(/[:.]/g, '-')}.tar.gz`;

/** docs/operations.md "Backup and restore": `npm run backup`. */
export async function createBackup(options: { dataDir: string; outDir: string }): Promise<{
  file: string;
  manifest: BackupManifest;
  warnings: string[];
}> {
  const { snapshot, live } = await snapshotOf(options.dataDir);
  // After the database's copy, so every file its rows name has been written (or is on its way).
  const uploadsDir = path.join(options.dataDir, 'uploads');
  const missing = await absentUploads(uploadsDir, snapshot.facts.uploads);
  const warnings = missing.map((id) => `upload ${id} has a row but no whole file: left out`);
  const manifest = manifestOf(snapshot.facts, live, missing);
  const left = new Set(missing);
  const present = snapshot.facts.uploads.filter((file) => !left.has(file.id));
  await mkdir(options.outDir, { recursive: true });
  const file = path.join(options.outDir, fileNameOf(snapshot.facts.takenAt));
  await writeArchive(file, {
    manifest,
    pgdataTar: snapshot.tar,
    uploads: uploadEntries(uploadsDir, present, warnings),
  });
  return { file, manifest, warnings };
}
