import { LOG_BATCH_MAX, type ReportLogsContent } from '@console/contract/client-logs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../testing/answers';
import { initTestI18n } from '../testing/i18n';
import { pushLog, useLogStore, type LogEntry } from '../log-store';
import { LOG_REPORT_DELAY_MS, startLogReporter, toReportedEntry } from './log-reporter';

const request = vi.hoisted(() => vi.fn());
vi.mock('../http/client', () => ({ request }));

beforeEach(() => {
  initTestI18n('en-US');
  vi.useFakeTimers();
  request.mockReset().mockResolvedValue(ok<ReportLogsContent>({ accepted: 1 }));
  useLogStore.getState().clear();
});

afterEach(() => vi.useRealTimers());

describe('log reporter (spec §3/§8, DESIGN §4)', () => {
  it('never sends a token, cookie, uuid or password, nor the query of the url', () => {
    const entry: LogEntry = {
      id: 1,
      message: 'boom',
      type: 'error',
      time: '2026-01-02 03:04:05',
      meta: {
        user: null,
        uuid: 'u-secret',
        token: 't-secret',
        url: 'http://localhost/shop/order?token=abc',
        extra: {
          token: 'x',
          Authorization: 'y',
          cookie: 'z',
          password: 'p',
          path: '/orders',
          code: '1001',
        },
      },
    };
    const sent = toReportedEntry(entry, 'v1');
    expect(JSON.stringify(sent)).not.toMatch(/secret|abc|"x"|"y"|"z"|"p"/);
    expect(sent).toEqual({
      message: 'boom',
      type: 'error',
      time: '2026-01-02 03:04:05',
      url: 'http://localhost/shop/order',
      route: '/shop/order',
      appVersion: 'v1',
      extra: { path: '/orders', code: '1001' },
    });
  });

  it('sends only errors, gathered, at most LOG_BATCH_MAX per request', async () => {
    const stop = startLogReporter();
    pushLog('just info');
    for (let index = 0; index < 25; index++) pushLog(`failure ${index}`, 'error');
    expect(request).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(LOG_REPORT_DELAY_MS);
    expect(request).toHaveBeenCalledTimes(1);
    const first = request.mock.calls[0]![0];
    expect(first).toMatchObject({ method: 'POST', path: '/logs', silent: true });
    expect(first.body.entries).toHaveLength(LOG_BATCH_MAX);
    expect(first.body.entries.every((entry: { type: string }) => entry.type === 'error')).toBe(
      true,
    );
    await vi.advanceTimersByTimeAsync(LOG_REPORT_DELAY_MS);
    expect(request).toHaveBeenCalledTimes(2);
    expect(request.mock.calls[1]![0].body.entries).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(LOG_REPORT_DELAY_MS * 3);
    expect(request).toHaveBeenCalledTimes(2);
    stop();
  });
});
