import type { Server } from 'node:http';
import { apiCodes } from '@console/contract/api-codes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { addQueryObserver } from '../db/query-observer.ts';
import { AppError } from './app-error.ts';
import { createMetrics, silentMetrics, type Metrics } from './metrics.ts';
import { bearerMatches, listenForScrapes, METRICS_PATH } from './metrics-port.ts';
import { servedWhenBusy } from './overload.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's series (docs/operations.md "Metrics"); modules count what they do here. */
    metrics: Metrics;
  }
}

/**
 * docs/operations.md "Metrics". Only a node that serves /metrics (on METRICS_PORT's own
 * listener, or on the API's port behind METRICS_TOKEN) loads prom-client and counts; the others
 * count into nothing.
 */
async function registerMetrics(app: FastifyInstance, options: { database: Database }) {
  const { port, token } = app.config.metrics;
  if (port === null && token === null) {
    app.decorate('metrics', silentMetrics);
    return;
  }
  const prom = await import('prom-client');
  const metrics = createMetrics(prom);
  app.decorate('metrics', metrics);
  const { database } = options;
  if (database.driver === 'pg') {
    const { pool } = database;
    metrics.readPool(() => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }));
  }

  prom.collectDefaultMetrics({ register: metrics.registry });
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.routeOptions.url,
      request.method,
      reply.statusCode,
      reply.elapsedTime,
    );
  });
  // Every statement of the process (the observer seam is process-wide; one app per process in
  // production), for as long as this app is open.
  const stopObserving = addQueryObserver((query) => metrics.timeQuery(query));
  app.addHook('onClose', async () => void stopObserving());

  if (port !== null) serveOnOwnPort(app, metrics.registry, { port, token });
  else if (token !== null) serveOnApiPort(app, metrics.registry, token);
}

/** METRICS_PORT: a listener of its own on HOST, opened with the app and closed with it. */
function serveOnOwnPort(
  app: FastifyInstance,
  registry: Registry,
  options: { port: number; token: string | null },
) {
  let server: Server | undefined;
  app.addHook('onReady', async () => {
    server = await listenForScrapes({
      ...options,
      registry,
      host: app.config.host,
      log: app.log,
    });
  });
  app.addHook('onClose', async () => {
    const open = server;
    if (!open) return;
    const closed = new Promise((resolve) => open.close(resolve));
    open.closeAllConnections();
    await closed;
  });
}

/**
 * METRICS_TOKEN alone: on the API's port, outside /api, so not in the OpenAPI description (and
 * hidden all the same); answered while the node is busy, since that is when its operator looks.
 */
function serveOnApiPort(app: FastifyInstance, registry: Registry, token: string) {
  app.get(
    METRICS_PATH,
    { schema: { hide: true }, config: servedWhenBusy },
    async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        throw new AppError(apiCodes.forbidden, 'error.forbidden');
      }
      const text = await registry.metrics();
      return reply.type(registry.contentType).send(text);
    },
  );
}

export const metricsPlugin = fp(registerMetrics, {
  name: 'metrics',
  dependencies: ['app-context'],
});
