import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { DataDirHold } from './backup/data-dir-socket.ts';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { limitHeapGrowth } from './heap.ts';

// docs/operations.md "Traces": with OTEL_EXPORTER_OTLP_ENDPOINT, OpenTelemetry starts before the
// modules it instruments (http, pg, ioredis) load, so the server's own modules are imported after
// it; without it, no OpenTelemetry module is loaded at all.
const telemetry = process.env.OTEL_EXPORTER_OTLP_ENDPOINT
  ? (await import('./telemetry/start.ts')).startTelemetry()
  : undefined;
const { buildApp } = await import('./app.ts');
const { createDatabase } = await import('./db/client.ts');
const { migrateDatabase } = await import('./db/migrate.ts');
const { describeDemoAccounts, seedDemoData } = await import('./demo/seed.ts');
const { DataDirBusyError, holdDataDir } = await import('./backup/data-dir-socket.ts');
const { takeSnapshot } = await import('./backup/take-snapshot.ts');

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * docs/operations.md "Backup and restore": the embedded database's directory is held (its
 * socket) before it is opened, so a second console or a backup never opens it too.
 */
async function holdEmbeddedDataDir(config: Config): Promise<DataDirHold | undefined> {
  if (config.databaseUrl) return undefined;
  try {
    return await holdDataDir(config.dataDir, 'console');
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) {
      console.warn(`npm run backup cannot reach this console: ${(error as Error).message}`);
      return undefined;
    }
    console.error(error.message);
    process.exit(1);
  }
}

/** fastify/demo server.ts: load config, prepare the database, listen, close gracefully. */
async function start() {
  const config = readConfig();
  limitHeapGrowth(config.heapGrowthPercent);
  const dataDirHold = await holdEmbeddedDataDir(config);
  const database = await createDatabase(config);
  await migrateDatabase(database);
  const seededPassword = await seedDemoData(database.db, config, systemClock.now());
  if (seededPassword) process.stdout.write(describeDemoAccounts(seededPassword));

  let app: FastifyInstance;
  try {
    app = await buildApp(config, { database });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(error);
    await database.close();
    process.exit(1);
  }
  const driver = database.driver === 'pg' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  const scheme = config.tls ? 'https' : 'http';
  app.log.info(`console API listening on ${scheme}://${config.host}:${config.port} (${driver})`);
  if (dataDirHold && database.driver === 'pglite') {
    dataDirHold.serve(() => takeSnapshot(database), app.log);
  }

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // docs/operations.md "Stopping a node": a deploy's SIGTERM first takes the node out of the
      // load balancer (health 503) while it still serves what the balancer sends meanwhile;
      // then Fastify stops listening, ends idle connections and waits for the requests under way.
      if (signal === 'SIGTERM' && config.shutdownDrainSeconds > 0) {
        app.drain.active = true;
        app.log.info({ seconds: config.shutdownDrainSeconds }, 'draining');
        await sleep(config.shutdownDrainSeconds * 1000);
      }
      await app.close();
      await dataDirHold?.release();
      await database.close();
      await telemetry?.shutdown();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

await start();
