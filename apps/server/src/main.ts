import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { describeDemoAccounts, seedDemoData } from './demo/seed.ts';
import { limitHeapGrowth } from './heap.ts';

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

/** fastify/demo server.ts: load config, prepare the database, listen, close gracefully. */
async function start() {
  const config = readConfig();
  limitHeapGrowth(config.heapGrowthPercent);
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
      await database.close();
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
