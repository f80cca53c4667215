import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let webDist: string;
const INDEX = '<!doctype html><title>console</title><div id="root"></div>';
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'console-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  await writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log("app")');
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

  it('answers 1002 JSON, not the page, for an unknown API route', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ code: '1002', msg: '路由错误，请联系管理员', content: null });
  });

  it('answers 1002 JSON, not the page, for the API root with a query (issue 12)', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api?x=1' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ code: '1002', msg: '路由错误，请联系管理员', content: null });
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
