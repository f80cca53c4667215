import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { CodeTransport } from './modules/captcha/code-transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Every time rule reads this clock, so tests move time without sleeping. */
    clock: Clock;
    codeTransport: CodeTransport;
  }
}

export type AppContext = { config: Config; db: Db; clock: Clock; codeTransport: CodeTransport };

/** The shared services of the app, decorated once at the root (fastify/demo style). */
export const appContextPlugin = fp(
  async (app: FastifyInstance, context: AppContext) => {
    app.decorate('config', context.config);
    app.decorate('db', context.db);
    app.decorate('clock', context.clock);
    app.decorate('codeTransport', context.codeTransport);
  },
  { name: 'app-context' },
);
