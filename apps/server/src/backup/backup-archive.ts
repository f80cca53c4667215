import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { SnapshotFacts } from './take-snapshot.ts';
import { readTar, TAR_END, tarEntry, type TarEntry } from './tar.ts';

// The backup file (docs/operations.md "Backup and restore"): one .tar.gz holding manifest.json
// first, then the PGlite directory under pgdata/ and the uploaded files under uploads/, laid out
// as in DATA_DIR, so `tar -xzf` into an empty directory also gives a data directory.

const MANIFEST_FILE = 'manifest.json';
/** The running server's lock and options, left out as pg_basebackup leaves them out. */
const RUNNING_ONLY = new Set(['postmaster.pid', 'postmaster.opts']);
const FORMAT = 'merchant-console-backup';

export type BackupManifest = {
  format: typeof FORMAT;
  version: 1;
  /** When the database was copied. */
  createdAt: string;
  /** Whether a running console made the copy (else the backup opened the directory itself). */
  whileRunning: boolean;
  database: { engine: string; migrations: number };
  /** Every file the copy's rows keep under uploads/, and the ids of those not found. */
  uploads: { files: SnapshotFacts['uploads']; missing: number[] };
};

export function manifestOf(facts: SnapshotFacts, whileRunning: boolean, missing: number[]) {
  return {
    format: FORMAT,
    version: 1,
    createdAt: facts.takenAt,
    whileRunning,
    database: { engine: facts.engine, migrations: facts.migrations },
    uploads: { files: facts.uploads, missing },
  } satisfies BackupManifest;
}

/**
 * Writes the archive to `file` through `file.partial`, renamed once whole, so a file under the
 * final name is always a finished backup.
 */
export async function writeArchive(
  file: string,
  parts: { manifest: BackupManifest; pgdataTar: Buffer; uploads: AsyncIterable<TarEntry> },
) {
  const mtime = new Date(parts.manifest.createdAt);
  async function* blocks() {
    const manifest = Buffer.from(`${JSON.stringify(parts.manifest, null, 2)}\n`);
    yield tarEntry({ name: MANIFEST_FILE, type: 'file', data: manifest }, mtime);
    yield tarEntry({ name: 'pgdata', type: 'directory', data: Buffer.alloc(0) }, mtime);
    // PGlite names its entries from the directory's root ("/PG_VERSION", "/base/1/112").
    for await (const entry of readTar([parts.pgdataTar])) {
      const name = entry.name.replace(/^\/+/, '');
      if (RUNNING_ONLY.has(name)) continue;
      yield tarEntry({ ...entry, name: `pgdata/${name}` }, mtime);
    }
    for await (const entry of parts.uploads) yield tarEntry(entry, mtime);
    yield TAR_END;
  }
  const partial = `${file}.partial`;
  try {
    await pipeline(blocks, createGzip(), createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** An archive opened for reading: its manifest, then the rest of its entries in order. */
export async function openArchive(file: string) {
  const gunzip = createGunzip();
  // A read or gzip failure reaches the loop over the entries; nothing to do here.
  pipeline(createReadStream(file), gunzip).catch(() => {});
  const entries = readTar(gunzip);
  const close = () => gunzip.destroy();
  try {
    const first = await entries.next();
    if (first.done || first.value.name !== MANIFEST_FILE) {
      throw new Error(`${file} is not a console backup (no ${MANIFEST_FILE} first)`);
    }
    const manifest = JSON.parse(first.value.data.toString('utf8')) as BackupManifest;
    if (manifest.format !== FORMAT || manifest.version !== 1) {
      throw new Error(`${file} is not a console backup of a version this checkout reads`);
    }
    return { manifest, entries, close };
  } catch (error) {
    close();
    throw error;
  }
}
