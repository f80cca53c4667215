import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Writer } from './write/writer.ts';
import type { Db } from './db/client.ts';
import type { CodeTransport } from './adapters/code-transport.ts';
import type { PaymentProvider } from './adapters/payment-provider.ts';
import type { FileStorage } from './adapters/file-storage.ts';
import type { AttachmentReaders } from './modules/uploads/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Every time rule reads this clock, so tests move time without sleeping. */
    clock: Clock;
    codeTransport: CodeTransport;
    /** DESIGN §2: where uploaded bytes live (local directory or PostgreSQL). */
    storage: FileStorage;
    /** One payment provider per app: customers pay through it, merchant refunds go back through it. */
    payments: PaymentProvider;
    /** Runs one write: its doors, trail entries and after-commit events (docs/server.md "Doors"). */
    write: Writer;
    /** Who reads the files each area's objects show (docs/api.md "Uploads", Attachments). */
    attachmentReaders: AttachmentReaders;
  }
}

export type AppContext = {
  config: Config;
  db: Db;
  clock: Clock;
  codeTransport: CodeTransport;
  storage: FileStorage;
  payments: PaymentProvider;
};

/** The shared services of the app, decorated once at the root (fastify/demo style). */
export const appContextPlugin = fp(
  async (app: FastifyInstance, context: AppContext) => {
    app.decorate('config', context.config);
    app.decorate('db', context.db);
    app.decorate('clock', context.clock);
    app.decorate('codeTransport', context.codeTransport);
    app.decorate('storage', context.storage);
    app.decorate('payments', context.payments);
  },
  { name: 'app-context' },
);
