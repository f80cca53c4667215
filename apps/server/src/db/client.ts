import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config.ts';
import { watchPgliteQueries, watchPgQueries } from './query-observer.ts';
import * as schema from './schema.ts';

/** The driver-neutral Drizzle handle every service takes (PGlite and node-postgres alike). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database =
  | { driver: 'pglite'; db: PgliteDatabase<typeof schema>; client: PGlite; close(): Promise<void> }
  | { driver: 'pg'; db: NodePgDatabase<typeof schema>; pool: pg.Pool; close(): Promise<void> };

/** Wraps an open PGlite instance (tests pass an in-memory one). */
export function usePglite(client: PGlite): Database {
  watchPgliteQueries(client);
  const db = drizzlePglite({ client, schema });
  return { driver: 'pglite', db, client, close: () => client.close() };
}

const reportConnectionError = (error: Error) =>
  console.error(`PostgreSQL connection lost: ${error.message}`);

/** How long a request waits for a new connection before it is answered 503 (docs/database.md). */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * A connection the server drops (restart, failover, pg_terminate_backend) makes its pg.Client
 * emit 'error'. pg-pool listens only while the client is idle; a checked-out client's 'error'
 * had no listener and killed the process (docs/database.md "Lost connections"). Every client gets a
 * listener for its whole life. A checked-out one is also released at once: drizzle's transaction()
 * releases only after its BEGIN succeeded (drizzle-orm 0.45 node-postgres/session.js), so a dead
 * connection handed out for a transaction would otherwise hold its pool slot forever. Its holder's
 * own later release becomes a no-op (pg-pool throws on a second release).
 */
function guardConnections(pool: pg.Pool, onConnectionError: (error: Error) => void) {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error: Error) => {
      onConnectionError(error);
      const held = client as pg.PoolClient;
      // An idle client: pg-pool's own listener removes it and emits the pool's 'error'.
      if (!checkedOut.has(held)) return;
      checkedOut.delete(held);
      const release = held.release;
      held.release = () => {};
      release(error);
    });
  });
  // Already reported by the client's own listener above; without a listener it would throw.
  pool.on('error', () => {});
}

/**
 * Wraps a node-postgres pool (DATABASE_URL, or a per-test-file database). A connection dropped
 * by the server is reported and leaves the pool, never crashing the process; the pool opens new
 * connections as soon as the database is back.
 */
export function usePgPool(pool: pg.Pool, onConnectionError = reportConnectionError): Database {
  guardConnections(pool, onConnectionError);
  watchPgQueries(pool);
  const db = drizzlePg({ client: pool, schema });
  return { driver: 'pg', db, pool, close: () => pool.end() };
}

/** The extensions the migrations create (pg_trgm: docs/system.md "List"); PGlite loads them. */
export const pgliteOptions = { extensions: { pg_trgm } } satisfies PGliteOptions;

/** DESIGN §2: PGlite under DATA_DIR/pgdata by default, PostgreSQL when DATABASE_URL is set. */
export async function createDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>) {
  if (config.databaseUrl) {
    return usePgPool(
      new pg.Pool({
        connectionString: config.databaseUrl,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      }),
    );
  }
  const dataDir = path.join(config.dataDir, 'pgdata');
  await mkdir(dataDir, { recursive: true });
  const client = new PGlite(dataDir, pgliteOptions);
  await client.waitReady;
  return usePglite(client);
}
