import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('unexpected failures', () => {
  it('answers 9999 with HTTP 500, a generic message and the request id, logging the details', async () => {
    const user = await t.register();
    // A broken dependency: the table the route reads is gone.
    await t.db.execute(sql`drop table merchant_members cascade`);
    const answer = await t.call('GET', '/api/userMerchants', {
      token: user.token,
      locale: 'en-US',
    });
    expect(answer.status).toBe(500);
    // docs/operations.md "Request ids": the id the merchant can quote is the answer's header and
    // the log line's `reqId`.
    const requestId = answer.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.body).toEqual({
      code: '9999',
      msg: 'The server is reporting an error, please try again later',
      content: { requestId },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/merchant_members|relation/);
    const logged = t.logs.find((line) => line.level === 50 && line.msg === 'request failed');
    expect(JSON.stringify(logged)).toMatch(/merchant_members/);
    expect(logged?.reqId).toBe(requestId);
    // Every line about the request carries it: the request's own "incoming" and "completed".
    const lines = t.logs.filter((line) => line.reqId === requestId);
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request failed', 'request completed']),
    );
    const zh = await t.call('GET', '/api/userMerchants', { token: user.token });
    expect(zh.body.msg).toBe('服务器出错了，请稍后重试');
  });
});

describe('logging', () => {
  it('redacts tokens, passwords and codes wherever a caller logs them', () => {
    t.app.log.info(
      {
        req: { headers: { authorization: 'secret-token' } },
        password: 'Secret123',
        body: { password: 'Secret123', captcha: '123456' },
        delivery: { to: '13800000000', code: '654321' },
      },
      'redaction probe',
    );
    const line = t.logs.find((entry) => entry.msg === 'redaction probe');
    expect(line).toBeDefined();
    const text = JSON.stringify(line);
    for (const secret of ['secret-token', 'Secret123', '123456', '654321']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('13800000000');
  });
});
