import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';
import { samplesOf, valueOf } from './metrics-text.ts';
import { freePort } from './private-redis.ts';

// docs/operations.md "Metrics": where /metrics is served — METRICS_PORT's own listener, neither
// setting, a busy node (metrics.test.ts: the series behind METRICS_TOKEN).

const TOKEN = 'metrics-test-token-0123456789';
const forbidden = { code: '1003', msg: 'Sorry, you have no permission', content: null };
const notFound = { code: '1002', msg: 'Route error, please contact administrator', content: null };

describe('GET /metrics on METRICS_PORT', () => {
  let t: TestApp;
  let guarded: TestApp;
  let port: number;
  let guardedPort: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ env: { METRICS_PORT: String(port) } });
    guardedPort = await freePort();
    guarded = await createTestApp({
      env: { METRICS_PORT: String(guardedPort), METRICS_TOKEN: TOKEN },
      shareDatabaseOf: t,
    });
  });
  afterAll(async () => {
    await guarded?.close();
    await t?.close();
  });

  const get = (at: number, path = '/metrics', init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${at}${path}`, {
      ...init,
      headers: { 'accept-language': 'en-US', ...init.headers },
    });

  it('is served there, and not on the API port', async () => {
    await t.call('GET', '/api/health');
    const answer = await get(port);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const samples = samplesOf(await answer.text());
    expect(
      valueOf(samples, 'console_http_request_duration_seconds_count', { route: '/api/health' }),
    ).toBe(1);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);

    const onApi = await t.call('GET', '/metrics', { locale: 'en-US' });
    expect(onApi.status).toBe(404);
    expect(onApi.body).toEqual(notFound);
  });

  it('answers only GET /metrics, with the envelope otherwise', async () => {
    const elsewhere = await get(port, '/api/health');
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual(notFound);
    const posted = await get(port, '/metrics', { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
    expect(await posted.json()).toMatchObject({ code: '1002' });
  });

  it('asks for METRICS_TOKEN there too when both are set', async () => {
    const refused = await get(guardedPort);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(forbidden);
    const wrong = await get(guardedPort, '/metrics', {
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.status).toBe(403);
    const allowed = await get(guardedPort, '/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('console_http_request_duration_seconds');
    // The API's port still has no /metrics, token or not.
    expect((await guarded.call('GET', '/metrics', { token: `Bearer ${TOKEN}` })).status).toBe(404);
  });

  it('closes its listener with the app', async () => {
    const node = await createTestApp({
      env: { METRICS_PORT: String(await freePort()) },
      shareDatabaseOf: t,
    });
    const at = node.config.metrics.port!;
    expect((await get(at)).status).toBe(200);
    await node.close();
    await expect(get(at)).rejects.toThrow();
  });
});

describe('GET /metrics with neither setting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is not served: the 404 envelope of any unknown path', async () => {
    const answer = await t.call('GET', '/metrics', { token: `Bearer ${TOKEN}`, locale: 'en-US' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(notFound);
  });
});

describe('GET /metrics on an overloaded node', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        METRICS_TOKEN: TOKEN,
        OVERLOAD_EVENT_LOOP_DELAY_MS: '40',
        OVERLOAD_SAMPLE_MS: '100',
      },
    });
  });
  afterAll(() => t.close());

  /** Holds the event loop, as a node drowning in synchronous work does. */
  function holdLoop(ms: number) {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // busy
    }
  }

  it('is answered while the API answers busy (docs/operations.md "Overload")', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      holdLoop(400);
      await nextTurn();
      const health = await t.call('GET', '/api/health');
      if (health.status !== 503) continue;
      const scraped = await t.call('GET', '/metrics', { token: `Bearer ${TOKEN}` });
      expect(scraped.status).toBe(200);
      expect(
        valueOf(samplesOf(scraped.body), 'console_http_request_duration_seconds_count', {
          route: '/api/health',
          status_code: '503',
        }),
      ).toBeGreaterThanOrEqual(1);
      return;
    }
    throw new Error('never answered busy');
  });
});
