import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createDatabase } from '../db/client.ts';
import { appliedMigrations, knownMigrations } from '../db/migrate.ts';
import { openArchive, type BackupManifest } from './backup-archive.ts';
import { holdDataDir } from './data-dir-socket.ts';
import type { TarEntry } from './tar.ts';

const isEmptyOrAbsent = (dir: string) =>
  readdir(dir).then(
    (names) => names.length === 0,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return true;
      throw error;
    },
  );

/** Where an entry goes under `dataDir`: only inside pgdata/ or uploads/, never above. */
function targetOf(dataDir: string, name: string): string {
  const normal = path.posix.normalize(name);
  const [top] = normal.split('/');
  if (
    path.posix.isAbsolute(normal) ||
    normal.startsWith('..') ||
    !['pgdata', 'uploads'].includes(top!)
  ) {
    throw new Error(`the backup holds an entry outside pgdata/ and uploads/: ${name}`);
  }
  return path.join(dataDir, ...normal.split('/'));
}

async function extract(dataDir: string, entry: TarEntry) {
  const target = targetOf(dataDir, entry.name);
  if (entry.type === 'directory') {
    await mkdir(target, { recursive: true, mode: 0o700 });
    return;
  }
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  await writeFile(target, entry.data, { flag: 'wx', mode: 0o600 });
}

/** Opens the restored database once: PostgreSQL recovers it, and its migrations are counted. */
async function openRestored(dataDir: string, manifest: BackupManifest) {
  const database = await createDatabase({ dataDir, databaseUrl: undefined });
  try {
    const applied = await appliedMigrations(database.db);
    if (applied !== manifest.database.migrations) {
      throw new Error(
        `the restored database has ${applied} migrations, the manifest says ${manifest.database.migrations}`,
      );
    }
  } finally {
    await database.close();
  }
}

/**
 * docs/operations.md "Backup and restore": `npm run restore`. Only into an empty (or new) data
 * directory; every uploaded file is checked against the sha256 its row recorded.
 */
export async function restoreBackup(options: { file: string; dataDir: string }): Promise<{
  manifest: BackupManifest;
  warnings: string[];
}> {
  const { file, dataDir } = options;
  if (!(await isEmptyOrAbsent(dataDir))) {
    throw new Error(
      `${dataDir} is not empty: restore into a new or empty data directory (nothing was changed)`,
    );
  }
  const archive = await openArchive(file);
  const { manifest } = archive;
  const known = await knownMigrations();
  if (manifest.database.migrations > known) {
    archive.close();
    throw new Error(
      `the backup's database has ${manifest.database.migrations} migrations applied and this checkout knows ${known}: restore it with the version of the console that made it, or a newer one`,
    );
  }
  const hold = await holdDataDir(dataDir, 'npm run restore').catch((error: unknown) => {
    archive.close();
    throw error;
  });
  const warnings: string[] = [];
  try {
    const expected = new Map(
      manifest.uploads.files.map((upload) => [`uploads/${upload.key}`, upload]),
    );
    for await (const entry of archive.entries) {
      await extract(dataDir, entry);
      const upload = expected.get(entry.name);
      if (!upload) continue;
      expected.delete(entry.name);
      if (createHash('sha256').update(entry.data).digest('hex') !== upload.sha256) {
        warnings.push(`${entry.name} (upload ${upload.id}) differs from its recorded sha256`);
      }
    }
    const left = new Set(manifest.uploads.missing);
    for (const [name, upload] of expected) {
      if (!left.has(upload.id)) throw new Error(`the backup lacks ${name}: it is incomplete`);
    }
    await openRestored(dataDir, manifest);
    return { manifest, warnings };
  } catch (error) {
    archive.close();
    // Leave the directory as empty as it was found.
    await rm(path.join(dataDir, 'pgdata'), { recursive: true, force: true });
    await rm(path.join(dataDir, 'uploads'), { recursive: true, force: true });
    throw error;
  } finally {
    await hold.release();
  }
}
