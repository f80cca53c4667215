import path from 'node:path';
import type { Config } from '../config.ts';
import type { BackupManifest } from './backup-archive.ts';

// What `npm run backup` and `npm run restore` share (docs/operations.md "Backup and restore").

/** Flags name paths from where the command was typed (npm runs scripts at the root). */
export const fromCaller = (value: string) =>
  path.resolve(process.env.INIT_CWD ?? process.cwd(), value);

/** The data directory a command works on: its `--data-dir`, else DATA_DIR. */
export const dataDirOf = (config: Config, flag: string | undefined) =>
  flag ? fromCaller(flag) : config.dataDir;

/** The uploaded files a backup holds (those it lists less those it found missing). */
export const uploadCount = (manifest: BackupManifest) =>
  manifest.uploads.files.length - manifest.uploads.missing.length;
