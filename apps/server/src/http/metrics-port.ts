import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { apiCodes, SERVER_ERROR_CODE } from '@console/contract/api-codes';
import { translate, type MessageKey } from '@console/contract/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import { localeFromAcceptLanguage } from './locale.ts';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>` with the configured token, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

function answerEnvelope(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  code: string,
  key: MessageKey,
) {
  const msg = translate(localeFromAcceptLanguage(request.headers['accept-language']), key);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ code, msg, content: null }));
}

/**
 * docs/operations.md "Metrics": METRICS_PORT's listener serves GET /metrics alone, without
 * Fastify, so a scrape never queues behind the API nor meets its overload refusal. Its other
 * answers are the API's envelope: 404 elsewhere, 405 for another method, 403 without the token
 * when METRICS_TOKEN is set too.
 */
async function answerScrape(
  request: IncomingMessage,
  response: ServerResponse,
  registry: Registry,
  token: string | null,
) {
  const path = (request.url ?? '').split('?')[0];
  if (path !== METRICS_PATH) {
    return answerEnvelope(request, response, 404, apiCodes.notFound, 'error.route');
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('allow', 'GET, HEAD');
    return answerEnvelope(request, response, 405, apiCodes.notFound, 'error.method');
  }
  if (token !== null && !bearerMatches(request.headers.authorization, token)) {
    return answerEnvelope(request, response, 403, apiCodes.forbidden, 'error.forbidden');
  }
  const text = await registry.metrics();
  response.writeHead(200, { 'content-type': registry.contentType });
  response.end(request.method === 'HEAD' ? undefined : text);
}

/** Starts the metrics listener on HOST:port; resolves once it listens, rejects if it cannot. */
export async function listenForScrapes(options: {
  registry: Registry;
  host: string;
  port: number;
  token: string | null;
  log: FastifyBaseLogger;
}): Promise<Server> {
  const { registry, host, port, token, log } = options;
  const server = createServer((request, response) => {
    answerScrape(request, response, registry, token).catch((error: unknown) => {
      log.error({ err: error }, 'metrics scrape failed');
      if (!response.headersSent) {
        answerEnvelope(request, response, 500, SERVER_ERROR_CODE, 'error.server');
      } else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
