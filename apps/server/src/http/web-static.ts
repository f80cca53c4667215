import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';

const isApi = (request: FastifyRequest) =>
  request.url === '/api' || request.url.startsWith('/api/');

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
    throw new AppError('1002', 'error.route');
  });
}

export const webStaticPlugin = fp(registerWebStatic, { name: 'web-static' });
