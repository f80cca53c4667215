import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

// docs/operations.md "Stopping a node": on SIGTERM main.ts sets `app.drain.active`; the load
// balancer's health check then fails while the node still answers everything else.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a draining node', () => {
  it('answers health 503 unavailable with its database up, and still serves the API', async () => {
    t.app.drain.active = true;
    try {
      const health = await t.call('GET', '/api/health', { locale: 'en-US' });
      expect(health.status).toBe(503);
      expect(health.body).toEqual({
        code: '9999',
        msg: 'Service temporarily unavailable, please try again',
        content: {
          status: 'unavailable',
          database: 'up',
          redis: 'not_configured',
          requestId: health.headers['x-request-id'],
        },
      });
      const activities = await t.call('GET', '/api/storefront/activities');
      expect(activities.status).toBe(200);
      expect(activities.body.code).toBe('0000');
    } finally {
      t.app.drain.active = false;
    }
    const again = await t.call('GET', '/api/health');
    expect(again.status).toBe(200);
  });
});
