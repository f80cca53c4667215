import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';

/** The path without its query: `/api?x=1` is the API too, never the web app's page. */
const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';
const isApi = (request: FastifyRequest) =>
  pathOf(request) === '/api' || pathOf(request).startsWith('/api/');

/**
 * Serves the built web app when WEB_DIST holds one. spec §2: history mode, so any non-API GET
 * that is not a file answers index.html; an unknown API route answers 1002 (DESIGN §3).
 */
async function registerWebStatic(app: FastifyInstance, options: { webDist: string }) {
  const hasWeb = existsSync(path.join(options.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: options.webDist, wildcard: true });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWeb && isPage && !isApi(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    // issue 12: a known API path asked with another method is 405 (with Allow), not 404.
    const allowed = isApi(request) ? app.allowedMethods(pathOf(request)) : [];
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      throw new AppError('1002', 'error.method', { status: 405 });
    }
    throw new AppError('1002', 'error.route');
  });
}

export const webStaticPlugin = fp(registerWebStatic, {
  name: 'web-static',
  dependencies: ['allowed-methods'],
});
