import type { AddressInfo } from 'node:net';
import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../apps/server/src/demo/seed.ts';
import { limitHeapGrowth } from '../apps/server/src/heap.ts';
import { cleanUpOnInterrupt, dropBenchDatabase, openBenchDatabase } from './bench-database.ts';

/**
 * The life of a seeded API bench (bench:orders, bench:reviews): open its database (PostgreSQL
 * from `databaseUrl`, else PGlite in `dataDir`), migrate, seed the demo data and then the
 * bench's own rows, serve the real app and a bare Fastify route in this process, run `bench`
 * against both, and clean up whatever happens: the load generator (`child`) stopped, servers
 * and database closed, the bench database dropped (unless `keep`), the data folder removed.
 */
export async function runSeededBench<Seeded>(input: {
  databaseUrl: string | undefined;
  dataDir: string;
  password: string;
  keep?: boolean;
  child: ChildProcess;
  /** Printed before the bench's own seed, e.g. "seeding 1,000,000 orders for one merchant:". */
  seeding: string;
  /** Printed after the seed time, e.g. " (target: well under 300 s)". */
  seededNote?: string;
  seed: (database: Database, now: Date) => Promise<Seeded>;
  bench: (base: string, bareUrl: string, database: Database, seeded: Seeded) => Promise<void>;
}) {
  const { databaseUrl, dataDir } = input;
  const { config, database } = await openBenchDatabase(input);
  // The server's memory setting, as its entry (main.ts) makes it.
  limitHeapGrowth(config.heapGrowthPercent);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const bare = Fastify();
  const interrupted = cleanUpOnInterrupt({
    databaseUrl,
    dataDir,
    stop: () => input.child.kill(),
  });
  try {
    await migrateDatabase(database);
    const now = new Date();
    await seedDemoData(database.db, config, now);
    console.warn(input.seeding);
    const started = performance.now();
    const seeded = await input.seed(database, now);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.warn(`seeded in ${seconds} s${input.seededNote ?? ''}`);

    bare.get('/bare', async () => ({ code: '0000', msg: 'ok', content: { ok: true } }));
    await bare.listen({ port: 0, host: '127.0.0.1' });
    app = await buildApp(config, { database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/bare`;
    await input.bench(base, bareUrl, database, seeded);
  } finally {
    // Ctrl-C cleans up on its own, and ends the process.
    await interrupted();
    if (input.child.connected) input.child.disconnect();
    await bare.close();
    await app?.close();
    await database.close();
    if (databaseUrl && !input.keep) await dropBenchDatabase(databaseUrl);
    else if (databaseUrl) console.warn(`kept ${databaseUrl} (KEEP=1)`);
    // The demo seed's upload lands in the data folder with PostgreSQL too.
    await rm(dataDir, { recursive: true, force: true });
  }
}
