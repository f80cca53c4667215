import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

// docs/web.md "Ready at once", Route preloads: the page for an address names the files the
// build listed for its route, in the language the console last showed, with the page's nonce.
let t: TestApp;
let webDist: string;
const INDEX =
  '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"><title>console</title></head><body><div id="root"></div></body></html>';
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'console-preloads-'));
  await mkdir(path.join(webDist, 'assets'));
  await mkdir(path.join(webDist, '.vite'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  const list = {
    routes: [
      {
        path: '/shop/order',
        files: ['/assets/orders.css', '/assets/orders.js'],
        locales: { 'zh-CN': ['/assets/console-zh.js'], 'en-US': ['/assets/console-en.js'] },
      },
    ],
  };
  await writeFile(path.join(webDist, '.vite/route-preloads.json'), JSON.stringify(list));
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the page names its route’s files', () => {
  it('links them with the nonce of this answer, in the language of the cookie', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/shop/order?statuses=1',
      headers: { cookie: 'console-locale=en-US', 'accept-language': 'zh-CN' },
    });
    expect(answer.statusCode).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(answer.body).toContain(
      `<link rel="modulepreload" crossorigin href="/assets/orders.js" nonce="${nonce}">`,
    );
    expect(answer.body).toContain(
      `<link rel="preload" as="style" crossorigin href="/assets/orders.css" nonce="${nonce}">`,
    );
    expect(answer.body).toContain('/assets/console-en.js');
    expect(answer.body).not.toContain('console-zh.js');
    expect(answer.body).not.toContain('__CSP_NONCE__');
  });

  it('without the cookie names the language the console starts in, and leaves other pages as built', async () => {
    // spec §4: zh-CN unless a choice is stored (the browser's language is not followed).
    const orders = await t.app.inject({
      method: 'GET',
      url: '/shop/order',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(orders.body).toContain('/assets/console-zh.js');
    expect(orders.body).not.toContain('console-en.js');
    const home = await t.app.inject({ method: 'GET', url: '/home' });
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain('modulepreload');
  });

  it('does not serve the list itself', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/.vite/route-preloads.json' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: '1002' });
  });
});
