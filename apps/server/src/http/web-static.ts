import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { apiCodes } from '@console/contract/api-codes';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';
import { likelyLocale, pagesWithPreloads, readRoutePreloads } from './route-preloads.ts';
import { applyPagePolicy } from './security-headers.ts';

/** The path without its query: `/api?x=1` is the API too, never the web app's page. */
const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';
const isApi = (request: FastifyRequest) =>
  pathOf(request) === '/api' || pathOf(request).startsWith('/api/');
/**
 * A file's path (under /assets/, or a last segment with an extension) that the build lacks: 404,
 * never the page. The console's routes have no extension (spec §2), so a browser or crawler
 * asking for a missing script, image or /robots.txt gets an honest answer (docs/web.md
 * "Delivery").
 */
const isFilePath = (request: FastifyRequest) => {
  const path = pathOf(request);
  return path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/')));
};

// Vite names every file under assets/ by its content hash, so a changed file gets a new URL and
// the old one may be kept for a year without asking again; every other file (index.html, which
// names the current hashes, favicon.svg) is revalidated on each visit (docs/web.md "Delivery").
const HASHED = 'public, max-age=31536000, immutable';
const REVALIDATED = 'no-cache';

/**
 * Where the build put the page's nonce (apps/web/vite.config.ts `html.cspNonce`): the meta tag
 * the web reads it from, and the page's own script and stylesheet tags.
 */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The page with a fresh nonce, and the policy that allows the `<style>` elements carrying it
 * (docs/security.md "The nonce"). Sent as text rather than a file: each answer differs, so it has
 * no ETag or Last-Modified to revalidate against (a 304 would pair the new policy with the old
 * nonce), and it is compressed per request when asked.
 */
function sendPage(reply: FastifyReply, page: string) {
  const nonce = randomBytes(16).toString('base64');
  applyPagePolicy(reply, nonce);
  return reply
    .header('cache-control', REVALIDATED)
    .type('text/html; charset=utf-8')
    .send(page.replaceAll(NONCE_PLACEHOLDER, nonce));
}

/**
 * Serves the built web app when WEB_DIST holds one. spec §2: history mode, so any non-API GET
 * that is not a file answers index.html; an unknown API route answers 1002 (DESIGN §3).
 * The build writes brotli and gzip copies beside each file (apps/web/tooling/precompress.ts);
 * the one the browser accepts is sent, with `Vary: Accept-Encoding`.
 */
async function registerWebStatic(app: FastifyInstance, options: { webDist: string }) {
  const pagePath = path.join(options.webDist, 'index.html');
  const page = existsSync(pagePath) ? readFileSync(pagePath, 'utf8') : undefined;
  // docs/web.md "Ready at once", Route preloads: each route's page names the files it loads.
  const pageFor =
    page === undefined
      ? undefined
      : pagesWithPreloads(page, readRoutePreloads(options.webDist), NONCE_PLACEHOLDER);
  const assets = path.join(options.webDist, 'assets') + path.sep;
  const cacheHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header('cache-control', filePath.startsWith(assets) ? HASHED : REVALIDATED);
  };
  if (page !== undefined) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
      // The page (or its compressed copies) is never sent as the file: it gets its nonce
      // (sendPage). The build's own notes (`.vite/`, the route preloads) are not the site's.
      allowedPath: (pathName) => !pathName.startsWith('/index.html') && !pathName.includes('/.'),
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const isIndex = pathOf(request) === '/index.html';
    if (pageFor && isPage && !isApi(request) && (isIndex || !isFilePath(request))) {
      const locale = likelyLocale(request.headers.cookie, request.headers['accept-language']);
      return sendPage(reply, pageFor(pathOf(request), locale));
    }
    // A known API path asked with another method is 405 (with Allow), not 404 (docs/api.md
    // "Framework errors").
    const allowed = isApi(request) ? app.allowedMethods(pathOf(request)) : [];
    // The router drops a route whose parameter is over maxParamLength (100) without an error
    // of its own, so a path that matches a route of this very method lands here: 414.
    if (allowed.includes(request.method)) {
      throw new AppError(apiCodes.rejected, 'validation.urlTooLong', { status: 414 });
    }
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      throw new AppError(apiCodes.notFound, 'error.method', { status: 405 });
    }
    throw new AppError(apiCodes.notFound, 'error.route');
  });
}

export const webStaticPlugin = fp(registerWebStatic, {
  name: 'web-static',
  dependencies: ['allowed-methods'],
});
