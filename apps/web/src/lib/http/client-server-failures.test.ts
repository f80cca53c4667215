import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLogStore } from '../log-store';
import { useSessionStore } from '../session/session-store';
import { initTestI18n } from '../testing/i18n';
import { installFakeFeedback } from '../testing/fake-feedback';
import { request } from './client';

// docs/operations.md "Request ids" and "Overload": what a server failure shows and keeps, and
// reads asked again while the server is busy.
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let toasts: ReturnType<typeof installFakeFeedback>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  initTestI18n('en-US');
  toasts = installFakeFeedback();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  useLogStore.getState().clear();
  useSessionStore.setState({ token: 'token-1', company: { id: 42, name: 'Shop' } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request: a server failure names its request (docs/operations.md "Request ids")', () => {
  const failed = (headers: Record<string, string>, content: unknown) =>
    new Response(
      JSON.stringify({ code: '9999', msg: 'The server is reporting an error', content }),
      { status: 500, headers: { 'Content-Type': 'application/json', ...headers } },
    );

  it("shows the answer's id in the toast, keeps it in the log entry and on the error", async () => {
    fetchMock.mockResolvedValue(failed({ 'x-request-id': 'req-7' }, { requestId: 'req-7' }));
    await expect(request({ path: '/orders' })).rejects.toMatchObject({ requestId: 'req-7' });
    expect(toasts).toEqual([
      { type: 'error', content: 'The server is reporting an error (reference req-7)' },
    ]);
    const [entry] = useLogStore.getState().entries;
    expect(entry?.message).toBe('The server is reporting an error');
    expect(entry?.meta.extra).toMatchObject({ code: '9999', requestId: 'req-7' });
  });

  it('reads it from the envelope when a proxy dropped the header; in Chinese too', async () => {
    initTestI18n('zh-CN');
    fetchMock.mockResolvedValue(failed({}, { requestId: 'req-8' }));
    await expect(request({ path: '/orders' })).rejects.toMatchObject({ requestId: 'req-8' });
    expect(toasts).toEqual([
      { type: 'error', content: 'The server is reporting an error (参考编号 req-8)' },
    ]);
  });

  it('adds no reference to a refusal the user can act on', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: '1004', msg: 'Not enough places', content: null }), {
        status: 409,
        headers: { 'Content-Type': 'application/json', 'x-request-id': 'req-9' },
      }),
    );
    await expect(request({ path: '/orders' })).rejects.toMatchObject({ requestId: 'req-9' });
    expect(toasts).toEqual([{ type: 'error', content: 'Not enough places' }]);
    expect(useLogStore.getState().entries[0]?.meta.extra.requestId).toBe('req-9');
  });
});

describe('request: a busy server (docs/operations.md "Overload")', () => {
  const busy = () =>
    new Response(
      JSON.stringify({
        code: '9999',
        msg: 'The server is busy, please try again in a moment',
        content: { requestId: 'req-b' },
      }),
      { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '2' } },
    );
  const done = () => json(200, { code: '0000', msg: 'success', content: { total: 3 } });

  it('asks a read again after Retry-After, then twice as long, showing nothing meanwhile', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValueOnce(busy()).mockResolvedValueOnce(busy()).mockResolvedValue(done());
    const answer = request<{ total: number }>({ path: '/orders' });
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4000);
    await expect(answer).resolves.toMatchObject({ code: '0000', content: { total: 3 } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(toasts).toEqual([]);
    expect(useLogStore.getState().entries).toEqual([]);
  });

  it('tells the user once it gives up', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() => Promise.resolve(busy()));
    const answer = request({ path: '/orders' });
    const failed = expect(answer).rejects.toMatchObject({ code: '9999', requestId: 'req-b' });
    await vi.advanceTimersByTimeAsync(6000);
    await failed;
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(toasts).toEqual([
      {
        type: 'error',
        content: 'The server is busy, please try again in a moment (reference req-b)',
      },
    ]);
  });

  it('never asks a write again', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(busy()));
    await expect(
      request({ path: '/orders/refund', method: 'POST', body: {} }),
    ).rejects.toMatchObject({ code: '9999' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
