import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from '../src/db/client.ts';
import { pgliteTemplate } from './pglite-template.ts';
import { freePort } from './private-redis.ts';
import { sharedRedisEnv, waitUntil } from './realtime-client.ts';
import { createTestDatabase } from './test-database.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

/** This process's environment without OpenTelemetry's variables, whatever the run was given. */
export function envWithoutOtel(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => !entry[0].startsWith('OTEL_') && entry[1] !== undefined,
    ),
  );
}

/** A migrated database for main.ts on the driver the vitest project names, as its settings. */
async function databaseFor(dataDir: string) {
  if (process.env.TEST_DB_DRIVER === 'pg') {
    const testDatabase = await createTestDatabase();
    return { env: { DATABASE_URL: testDatabase.url! }, drop: () => testDatabase.drop() };
  }
  // main.ts opens DATA_DIR/pgdata: a copy of the migrated template boots in a moment.
  const client = new PGlite(path.join(dataDir, 'pgdata'), {
    ...pgliteOptions,
    loadDataDir: await pgliteTemplate(),
  });
  await client.waitReady;
  await client.close();
  return { env: {}, drop: async () => {} };
}

/**
 * The server as `npm start` runs it (src/main.ts, NODE_ENV=production), in a process of its own,
 * recording every module it loads (loaded-modules.ts). `stop()` sends SIGTERM, as an
 * orchestrator stops a node, and answers its exit code, output and loaded modules.
 */
export async function startMainProcess(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'console-main-'));
  const database = await databaseFor(dataDir);
  const port = await freePort();
  const modulesFile = path.join(dataDir, 'loaded-modules.txt');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './test/loaded-modules.ts', 'src/main.ts'],
    {
      cwd: serverDir,
      env: {
        ...envWithoutOtel(),
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web'),
        LOADED_MODULES_FILE: modulesFile,
        ...(process.env.REDIS_URL ? sharedRedisEnv() : {}),
        ...database.env,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  async function stop() {
    if (child.exitCode === null) child.kill('SIGTERM');
    const code = await exited;
    const modules = (await readFile(modulesFile, 'utf8').catch(() => '')).split('\n');
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
    return { code, output, modules: modules.filter(Boolean) };
  }

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntil(async () => {
      if (child.exitCode !== null) throw new Error(`main.ts exited early:\n${output}`);
      return fetch(`${url}/api/health`).then(
        (answer) => answer.ok,
        () => false,
      );
    }, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
