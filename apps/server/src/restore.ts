// npm run restore -- <backup.tar.gz> [--data-dir DIR] (docs/operations.md "Backup and restore"):
// unpacks a backup made by `npm run backup` into DIR (default DATA_DIR), which must be empty or
// absent, opens the database once to check it, and checks every uploaded file's sha256. Then
// start the console on DIR. Exits 1, changing nothing, when DIR is not empty.
import { parseArgs } from 'node:util';
import { restoreBackup } from './backup/restore-backup.ts';
import { dataDirOf, fromCaller, uploadCount } from './backup/command-line.ts';
import { ConfigError, loadConfig } from './config.ts';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { 'data-dir': { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) {
    console.error('usage: npm run restore -- <backup.tar.gz> [--data-dir DIR]');
    return 1;
  }
  const config = loadConfig(process.env);
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: this restores the embedded database; restore PostgreSQL with pg_restore (docs/operations.md "Backup and restore")',
    );
    return 1;
  }
  const dataDir = dataDirOf(config, values['data-dir']);
  const { manifest, warnings } = await restoreBackup({
    file: fromCaller(positionals[0]!),
    dataDir,
  });
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  const files = uploadCount(manifest);
  process.stdout.write(
    `restored the database of ${manifest.createdAt} (${manifest.database.migrations} migrations) and ${files} uploaded files into ${dataDir}\n`,
  );
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
