import { CancelledError } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { initTestI18n } from '../testing/i18n';
import { useLogStore } from '../log-store';
import { captureGlobalErrors, logRenderError } from './capture-errors';

let stop: () => void;

beforeEach(() => {
  initTestI18n('en-US');
  useLogStore.getState().clear();
  stop = captureGlobalErrors();
});

afterEach(() => stop());

const rejection = (reason: unknown) => {
  const event = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: reason });
  return event;
};

describe('front-end log sources (spec §3)', () => {
  it('records window errors and unhandled rejections as error entries', () => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'x is not defined', lineno: 3 }));
    window.dispatchEvent(rejection(new Error('lost promise')));
    const entries = useLogStore.getState().entries;
    expect(entries.map((entry) => [entry.type, entry.message])).toEqual([
      ['error', 'x is not defined'],
      ['error', 'lost promise'],
    ]);
    expect(entries[0]?.meta.extra).toMatchObject({ source: 'window.error', line: 3 });
  });

  it('leaves out a rejected API call, which the http client logged already', () => {
    window.dispatchEvent(rejection(new ApiError({ code: '1001', message: 'bad' })));
    expect(useLogStore.getState().entries).toEqual([]);
  });

  it('leaves out a cancelled call: an AbortError or a TanStack Query CancelledError', () => {
    window.dispatchEvent(rejection(new DOMException('The user aborted a request.', 'AbortError')));
    window.dispatchEvent(rejection(new CancelledError()));
    expect(useLogStore.getState().entries).toEqual([]);
  });

  it('logs a render error once, with its route', () => {
    const error = new Error('render failed');
    logRenderError(error, '/shop/info');
    logRenderError(error, '/shop/info');
    const entries = useLogStore.getState().entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]?.meta.extra).toMatchObject({ source: 'render', route: '/shop/info' });
  });

  it('keeps the log across a reload of the tab, bounded', async () => {
    useLogStore.getState().push('kept', 'error');
    await Promise.resolve();
    expect(JSON.parse(sessionStorage.getItem('console-log') ?? '[]')).toHaveLength(1);
  });
});
