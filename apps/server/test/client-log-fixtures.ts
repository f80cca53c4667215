import { uniqueIp, type TestApp } from './helper.ts';

/** A front-end log entry (spec §3) and the call that reports a batch of them. */
export function logApi(t: TestApp) {
  let counter = 0;
  const entry = (overrides: Record<string, unknown> = {}) => ({
    message: `TypeError: boom ${++counter}`,
    type: 'error',
    time: '2024-05-01 10:00:00',
    url: 'http://console.test/shop/order',
    ...overrides,
  });
  const report = (
    entries: unknown[],
    options: { token?: string; ip?: string; merchants_id?: number } = {},
  ) =>
    t.call('POST', '/api/logs', {
      token: options.token,
      ip: options.ip ?? uniqueIp(),
      payload: { entries, merchants_id: options.merchants_id },
      headers: { 'user-agent': `Mozilla/5.0 ${'x'.repeat(400)}` },
      locale: 'en-US',
    });
  return { entry, report };
}
