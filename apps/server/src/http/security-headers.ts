import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** A Content-Security-Policy as directives, each with its sources (kebab-case names). */
type PolicyDirectives = Record<string, string[]>;

/**
 * docs/security.md "Content-Security-Policy": what a page of this server may load. Everything
 * comes from the console's own origin; scripts only as files (no inline script, no eval);
 * `<style>` elements only as files or carrying the page's nonce (antd's CSS-in-JS, with
 * `ConfigProvider csp`); style attributes, which React and antd set everywhere, are allowed.
 * Without a nonce (every answer that is not the page) no `<style>` element is allowed at all.
 */
function contentSecurityPolicy(styleNonce?: string): PolicyDirectives {
  const nonce = styleNonce ? [`'nonce-${styleNonce}'`] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // Browsers without style-src-elem / -attr (CSP level 2) fall back to style-src.
    'style-src': ["'self'", ...nonce],
    'style-src-elem': ["'self'", ...nonce],
    'style-src-attr': ["'unsafe-inline'"],
    // Uploads are read from /api/uploads; data: and blob: for previews and generated images.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // Same-origin fetches and socket.io's WebSocket: CSP 3 'self' covers ws:/wss: of this host.
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Powerful features the console never uses are off for it and anything it could embed; passkeys
 * (WebAuthn) are for its own origin only (docs/security.md "Headers").
 */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'publickey-credentials-get=(self)',
  'publickey-credentials-create=(self)',
].join(', ');

/** helmet's default: a year, this host and its subdomains; never preloaded from here. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy() },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  // Set per request, over TLS only (transportHeaders; RFC 6797 §7.2: never on plain http).
  strictTransportSecurity: false,
} satisfies HelmetOptions;

/** The headers helmet sets with these options (none depends on the request). */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Every answer's headers but HSTS, for answers given before any hook runs: a URL Fastify cannot
 * decode, a request Node cannot parse (docs/api.md "Framework errors"; no HSTS, see
 * protectUnroutedAnswer).
 */
export const PROTECTION_HEADERS: Readonly<Record<string, string>> = {
  ...helmetHeaders(),
  'permissions-policy': PERMISSIONS_POLICY,
};

function transportHeaders(request: FastifyRequest, reply: FastifyReply) {
  // Behind a proxy (TRUST_PROXY), `protocol` is the client's, from X-Forwarded-Proto.
  if (request.protocol === 'https') {
    reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  }
}

/** The page's policy: the same one, with the nonce its `<style>` elements carry. */
export function applyPagePolicy(reply: FastifyReply, styleNonce: string) {
  reply.helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(styleNonce) },
  });
}

/**
 * Fastify's `frameworkErrors` answer before any hook: the headers are set here. Without HSTS:
 * that request is not read through the trusted proxy, so its protocol is unknown (any other
 * answer sets HSTS for the browser anyway).
 */
export function protectUnroutedAnswer(reply: FastifyReply) {
  return reply.headers(PROTECTION_HEADERS);
}

/**
 * Sets the browser protection headers on every answer: pages, files, API answers and errors
 * (helmet in an onRequest hook, so before any route, 404 or error handler runs).
 */
async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, HELMET_OPTIONS);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    transportHeaders(request, reply);
  });
}

export const securityHeadersPlugin = fp(registerSecurityHeaders, { name: 'security-headers' });
