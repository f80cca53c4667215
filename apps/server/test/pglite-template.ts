import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions, usePglite } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

const migrationsDir = fileURLToPath(new URL('../drizzle', import.meta.url));

/**
 * Changes whenever a migration or the PGlite build changes, so a stale template is never used
 * (the PostgreSQL template database of test-database.ts carries it in its name too).
 */
export async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const pglitePackage = new URL('../package.json', import.meta.resolve('@electric-sql/pglite'));
  hash.update(JSON.parse(await readFile(pglitePackage, 'utf8')).version);
  const files = await readdir(migrationsDir, { recursive: true });
  for (const file of files.filter((name) => /\.(sql|json)$/.test(name)).sort()) {
    hash.update(file).update(await readFile(path.join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A freshly migrated PGlite data directory, made once per migration set and cached in the OS
 * temp dir: booting from it takes about half a second instead of initdb plus migrations, which
 * keeps the suite fast while every test file still gets a database of its own.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `console-pglite-${await templateKey()}.tar`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return new Blob([cached]);
  const client = new PGlite(pgliteOptions);
  await client.waitReady;
  await migrateDatabase(usePglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Written aside then renamed, so a parallel test file never reads half a template.
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}
