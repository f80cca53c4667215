// npm run bench:realtime — connects SOCKETS (5,000) sockets to one server node and reports the
// connect time, the server's memory per socket, and the latency of a message to one user's
// sessions (target: p99 < 100 ms, docs/testing.md "bench:realtime"). Messages are real: an operator
// rejects the user's onboarding record, the user resubmits, and every decision pushes a `message`
// event. The server runs in this process (run with --expose-gc, so memory is read after a full
// collection); the sockets live in bench/realtime-clients.ts, a process of their own.
import { fork } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../apps/server/src/demo/seed.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = 3410;
const DATA_DIR = path.join(ROOT, '.tmp/bench-realtime');
const PASSWORD = 'bench2026rt';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run bench:realtime does)');

/** Heap and off-heap (buffers) of this process after a full collection, in MiB. */
function measuredMiB(): number {
  gc!();
  gc!();
  const { heapUsed, external } = process.memoryUsage();
  return (heapUsed + external) / 1024 / 1024;
}

await rm(DATA_DIR, { recursive: true, force: true });
const config = loadConfig({
  PORT: String(PORT),
  DATA_DIR,
  DEMO_PASSWORD: PASSWORD,
  LOG_LEVEL: 'warn',
});
const database = await createDatabase(config);
await migrateDatabase(database);
await seedDemoData(database.db, config, new Date());
const app = await buildApp(config, { database });
await app.listen({ port: PORT, host: '127.0.0.1' });

const marks = new Map<string, { mib: number; sockets: number }>();
const clients = fork(path.join(import.meta.dirname, 'realtime-clients.ts'), {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, BENCH_BASE: `http://127.0.0.1:${PORT}`, BENCH_PASSWORD: PASSWORD },
});
clients.on('message', (message: { checkpoint: string; sockets: number }) => {
  marks.set(message.checkpoint, { mib: measuredMiB(), sockets: message.sockets });
  clients.send('go');
});
const exitCode = await new Promise<number | null>((resolve) => clients.once('exit', resolve));

const warm = marks.get('warm');
const full = marks.get('connected');
if (warm && full) {
  const perSocket = ((full.mib - warm.mib) * 1024) / (full.sockets - warm.sockets);
  console.warn(
    `server memory (heap + buffers after GC): ${warm.mib.toFixed(1)} MiB at ${warm.sockets} sockets, ${full.mib.toFixed(1)} MiB at ${full.sockets}; ${perSocket.toFixed(1)} KiB per socket`,
  );
}
await app.close();
await database.close();
process.exit(exitCode ?? 1);
