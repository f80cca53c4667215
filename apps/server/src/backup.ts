// npm run backup [-- --out DIR] [--data-dir DIR] (docs/operations.md "Backup and restore"):
// writes DIR/console-backup-<time>.tar.gz (default DIR: DATA_DIR/backups) with a consistent copy
// of the embedded database and the uploaded files it names. While the console runs, the console
// takes the copy (asked on DATA_DIR/console.sock); otherwise the command opens the directory
// itself. With DATABASE_URL set it refuses: PostgreSQL is backed up with its own tools.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from './backup/create-backup.ts';
import { dataDirOf, fromCaller, uploadCount } from './backup/command-line.ts';
import { ConfigError, loadConfig } from './config.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, 'data-dir': { type: 'string' } },
  });
  const config = loadConfig(process.env);
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump or base backups (docs/operations.md "Backup and restore")',
    );
    return 1;
  }
  const dataDir = dataDirOf(config, values['data-dir']);
  const outDir = values.out ? fromCaller(values.out) : path.join(dataDir, 'backups');
  const { file, manifest, warnings } = await createBackup({ dataDir, outDir });
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  const files = uploadCount(manifest);
  process.stdout.write(
    `${file}\n  database of ${manifest.createdAt} (${manifest.database.engine}, ${manifest.database.migrations} migrations, ${manifest.whileRunning ? 'from the running console' : 'console not running'}), ${files} uploaded files\n`,
  );
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
