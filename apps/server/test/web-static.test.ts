import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let webDist: string;
const INDEX = '<!doctype html><title>console</title><div id="root"></div>';
// A hashed chunk as the build leaves it: the file and its brotli and gzip copies.
const CHUNK = `export const words = ${JSON.stringify('merchant console '.repeat(200))};`;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'console-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  await writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log("app")');
  await writeFile(path.join(webDist, 'assets', 'page-Ab12Cd34.js'), CHUNK);
  await writeFile(path.join(webDist, 'assets', 'page-Ab12Cd34.js.br'), brotliCompressSync(CHUNK));
  await writeFile(path.join(webDist, 'assets', 'page-Ab12Cd34.js.gz'), gzipSync(CHUNK));
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('web build and history-mode fallback (spec §2)', () => {
  it('serves files of the build as they are', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('console.log("app")');
  });

  it.each(['/', '/activity/list', '/activity/42', '/setting/user?tab=1'])(
    'answers index.html for the page %s',
    async (url) => {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/text\/html/);
      expect(answer.body).toBe(INDEX);
    },
  );

  it.each(['/assets/gone-Zz99.js', '/assets/missing', '/sitemap.xml', '/activity/logo.png'])(
    'answers 404, not the page, for the missing file %s',
    async (url) => {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).not.toMatch(/text\/html/);
      expect(answer.json()).toMatchObject({ code: '1002' });
    },
  );

  it('serves a text file of the build as text', async () => {
    await writeFile(path.join(webDist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    const answer = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toContain('Disallow: /');
  });

  it('answers 1002 JSON, not the page, for an unknown API route', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ code: '1002', msg: '路由错误，请联系管理员', content: null });
  });

  it('answers 1002 JSON, not the page, for the API root with a query (docs/api.md "Framework errors")', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api?x=1' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ code: '1002', msg: '路由错误，请联系管理员', content: null });
  });

  it('answers 414 for an over-long parameter, not the web fallback nor 405 (docs/api.md "Framework errors")', async () => {
    // The router drops /api/activities/:id for the long id and falls back to the files' wildcard.
    const answer = await t.app.inject({ method: 'GET', url: `/api/activities/${'a'.repeat(120)}` });
    expect(answer.statusCode).toBe(414);
    expect(answer.json()).toEqual({ code: '1001', msg: '请求地址中的参数过长', content: null });
  });

  it('still answers the API', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.json().content).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers 1002 for a non-GET request to a page path', async () => {
    const answer = await t.app.inject({ method: 'POST', url: '/activity/list', payload: {} });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe('1002');
  });
});

// docs/web.md "Delivery": hashed files never change under their URL, so a browser keeps them a
// year without asking; index.html and other unhashed files are asked for again on each visit.
describe('caching and compression of the build', () => {
  const IMMUTABLE = 'public, max-age=31536000, immutable';
  const chunk = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/assets/page-Ab12Cd34.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli copy of a hashed file to a browser that accepts it, cached for a year', async () => {
    const answer = await chunk('gzip, deflate, br, zstd');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.rawPayload.length).toBeLessThan(CHUNK.length / 10);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const answer = await chunk('gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(answer.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends the file itself when no compression is accepted', async () => {
    const answer = await chunk();
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body).toBe(CHUNK);
  });

  it.each(['/', '/index.html', '/activity/list', '/favicon.svg'])(
    'asks the browser to revalidate %s on every visit',
    async (url) => {
      const answer = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
    },
  );
});
