import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as schema from './schema.ts';

/** The driver-neutral Drizzle handle every service takes (PGlite and node-postgres alike). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database =
  | { driver: 'pglite'; db: PgliteDatabase<typeof schema>; client: PGlite; close(): Promise<void> }
  | { driver: 'pg'; db: NodePgDatabase<typeof schema>; pool: pg.Pool; close(): Promise<void> };

/** Wraps an open PGlite instance (tests pass an in-memory one). */
export function usePglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  return { driver: 'pglite', db, client, close: () => client.close() };
}

const reportIdleError = (error: Error) => console.error(`PostgreSQL idle client: ${error.message}`);

/**
 * Wraps a node-postgres pool (DATABASE_URL, or a per-test-file database). An idle connection
 * dropped by the server (restart, failover) is reported, not allowed to crash the process.
 */
export function usePgPool(pool: pg.Pool, onIdleError = reportIdleError): Database {
  pool.on('error', onIdleError);
  const db = drizzlePg({ client: pool, schema });
  return { driver: 'pg', db, pool, close: () => pool.end() };
}

/** DESIGN §2: PGlite under DATA_DIR/pgdata by default, PostgreSQL when DATABASE_URL is set. */
export async function createDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>) {
  if (config.databaseUrl) {
    return usePgPool(new pg.Pool({ connectionString: config.databaseUrl }));
  }
  const dataDir = path.join(config.dataDir, 'pgdata');
  await mkdir(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  return usePglite(client);
}
