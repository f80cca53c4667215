import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';
import { listen } from './realtime-client.ts';

// docs/security.md: every answer carries the browser protection headers; the page's policy
// allows the `<style>` elements of its own nonce, fresh on each request; HSTS only over TLS.

// index.html as the build writes it (apps/web/vite.config.ts `html.cspNonce`).
const INDEX =
  '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__">' +
  '<script type="module" crossorigin src="/assets/app.js" nonce="__CSP_NONCE__"></script>' +
  '</head><body><div id="root"></div></body></html>';

const POLICY = {
  'default-src': "'self'",
  'script-src': "'self'",
  'script-src-attr': "'none'",
  'style-src': "'self'",
  'style-src-elem': "'self'",
  'style-src-attr': "'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

const PERMISSIONS =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), ' +
  'publickey-credentials-get=(self), publickey-credentials-create=(self)';

type Headers = Record<string, unknown>;

function directivesOf(headers: Headers): Record<string, string> {
  const policy = String(headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...sources] = part.split(/\s+/);
        return [name, sources.join(' ')];
      }),
  );
}

/** The nonce the page's policy allows `<style>` elements to carry. */
function nonceOf(headers: Headers): string {
  const nonce = /'nonce-([^']+)'/.exec(directivesOf(headers)['style-src-elem'] ?? '')?.[1];
  if (!nonce) throw new Error('the policy names no nonce');
  return nonce;
}

/** Every protection header; the policy as given, with the page's nonce if it has one. */
function expectProtected(headers: Headers, nonce?: string) {
  const withNonce = nonce ? ` 'nonce-${nonce}'` : '';
  expect(directivesOf(headers)).toEqual({
    ...POLICY,
    'style-src': `'self'${withNonce}`,
    'style-src-elem': `'self'${withNonce}`,
  });
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBe(PERMISSIONS);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['strict-transport-security']).toBeUndefined();
}

let t: TestApp;
let proxied: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'console-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  await writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log("app")');
  t = await createTestApp({ env: { WEB_DIST: webDist } });
  // The same server behind a proxy it trusts (TRUST_PROXY), on the same database.
  proxied = await createTestApp({
    env: { WEB_DIST: webDist, TRUST_PROXY: 'true' },
    shareDatabaseOf: t,
  });
});
afterAll(async () => {
  await proxied.close();
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the page', () => {
  it.each(['/', '/index.html', '/activity/list'])(
    '%s allows the <style> elements of a nonce of its own, written into the page',
    async (url) => {
      const answer = await t.call('GET', url);
      expect(answer.status).toBe(200);
      const nonce = nonceOf(answer.headers);
      expectProtected(answer.headers, nonce);
      expect(answer.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(answer.body).toContain(`src="/assets/app.js" nonce="${nonce}"`);
      expect(answer.body).not.toContain('__CSP_NONCE__');
    },
  );

  it('gets a fresh nonce on each request, so it is never revalidated against an old one', async () => {
    const [first, second] = [await t.call('GET', '/'), await t.call('GET', '/')];
    expect(nonceOf(first.headers)).not.toBe(nonceOf(second.headers));
    expect(second.body).not.toContain(nonceOf(first.headers));
    expect(nonceOf(first.headers)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    for (const answer of [first, second]) {
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers['last-modified']).toBeUndefined();
    }
  });
});

describe('every other answer', () => {
  it('a file of the build', async () => {
    const answer = await t.call('GET', '/assets/app.js');
    expect(answer.status).toBe(200);
    expectProtected(answer.headers);
  });

  it('a missing file', async () => {
    const answer = await t.call('GET', '/assets/gone-Zz99.js');
    expect(answer.status).toBe(404);
    expectProtected(answer.headers);
  });

  it('an API answer', async () => {
    const answer = await t.call('GET', '/api/health');
    expect(answer.status).toBe(200);
    expectProtected(answer.headers);
  });

  it('an API refusal: not signed in (1007)', async () => {
    const answer = await t.call('GET', '/api/userInfo');
    expect(answer.body.code).toBe('1007');
    expectProtected(answer.headers);
  });

  it('an unknown API route (1002) and a known one asked with another method (405)', async () => {
    const unknown = await t.call('GET', '/api/nope');
    expect(unknown.body.code).toBe('1002');
    expectProtected(unknown.headers);
    const method = await t.call('DELETE', '/api/health');
    expect(method.status).toBe(405);
    expectProtected(method.headers);
  });

  it('a body that is not JSON, and a URL Fastify cannot decode (answered before any hook)', async () => {
    const body = await t.call('POST', '/api/login', {
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(body.status).toBe(400);
    expectProtected(body.headers);
    const url = await t.call('GET', '/api/orders/%zz');
    expect(url.status).toBe(400);
    expectProtected(url.headers);
  });

  it('a request Node cannot parse, answered on the socket', async () => {
    const base = new URL(await listen(proxied));
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connectTcp(Number(base.port), '127.0.0.1', () =>
        socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    const headers = Object.fromEntries(
      answer
        .slice(0, answer.indexOf('\r\n\r\n'))
        .split('\r\n')
        .slice(1)
        .map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 2),
        ]),
    );
    expectProtected(headers);
  });

  it('the API reference (Swagger UI) under the same policy', async () => {
    for (const url of ['/api/docs', '/api/docs/static/swagger-ui-bundle.js']) {
      const answer = await t.call('GET', url);
      expect(answer.status, url).toBe(200);
      expectProtected(answer.headers);
    }
  });
});

describe('Strict-Transport-Security: over TLS only', () => {
  const HSTS = 'max-age=31536000; includeSubDomains';

  it('is sent when the trusted proxy says the request came over https', async () => {
    for (const url of ['/', '/assets/app.js', '/api/health', '/api/nope']) {
      const answer = await proxied.call('GET', url, { headers: { 'x-forwarded-proto': 'https' } });
      expect(answer.headers['strict-transport-security'], url).toBe(HSTS);
    }
  });

  it('is not sent over plain http', async () => {
    for (const app of [t, proxied]) {
      const answer = await app.call('GET', '/api/health');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
    const told = await proxied.call('GET', '/', { headers: { 'x-forwarded-proto': 'http' } });
    expect(told.headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent on the word of a proxy the server does not trust', async () => {
    const answer = await t.call('GET', '/api/health', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });
});
