import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Set by main.ts on SIGTERM: health answers 503 (unavailable, its database up) while the
     * node still serves, so a load balancer stops sending it requests before it closes
     * (docs/operations.md "Stopping a node").
     */
    drain: { active: boolean };
  }
}

async function registerDrain(app: FastifyInstance) {
  app.decorate('drain', { active: false });
}

export const drainPlugin = fp(registerDrain, { name: 'drain' });
