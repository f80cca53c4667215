import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../testing/i18n';
import { useLogStore } from '../log-store';
import { setNavigate, type NavigateOptions } from '../navigation';
import { useSessionStore } from '../session/session-store';
import { installFakeFeedback } from '../testing/fake-feedback';
import { ApiError } from './api-error';
import { request } from './client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let toasts: ReturnType<typeof installFakeFeedback>;
let fetchMock: ReturnType<typeof vi.fn>;
let navigate: ReturnType<typeof vi.fn<(to: string, options?: NavigateOptions) => void>>;

beforeEach(() => {
  initTestI18n('en-US');
  toasts = installFakeFeedback();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  navigate = vi.fn<(to: string, options?: NavigateOptions) => void>();
  setNavigate(navigate);
  useLogStore.getState().clear();
  useSessionStore.setState({
    token: 'token-1',
    uuid: 'u-1',
    company: { id: 42, name: 'Shop' },
    user: {
      token: 'token-1',
      nickname: 'n',
      faceUrl: '',
      mail: '',
      mobile: '',
      access: [],
      secondFactorRequiredBy: [],
      merchants: [{ id: 42, name: 'Shop' }],
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request: no merchant (spec §6)', () => {
  it('does not call, warns "Please register a merchant first" and resolves with code own', async () => {
    useSessionStore.setState({ company: null });
    const result = await request({ path: '/shop' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result).toEqual({ code: 'own', msg: 'Please register a merchant first', content: null });
    expect(toasts).toEqual([{ type: 'warning', content: 'Please register a merchant first' }]);
  });

  it('still makes a call that opts out of the merchant', async () => {
    useSessionStore.setState({ company: null });
    fetchMock.mockResolvedValue(
      json(200, { code: '0000', msg: 'success', content: { merchants: [] } }),
    );
    const result = await request({ path: '/userMerchants', merchant: false });
    expect(result.content).toEqual({ merchants: [] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/userMerchants');
  });
});

describe('request: success and failure', () => {
  it('resolves with the envelope on 0000 and sends the merchant and headers', async () => {
    fetchMock.mockResolvedValue(json(200, { code: '0000', msg: 'success', content: { id: 1 } }));
    const result = await request<{ id: number }>({
      method: 'POST',
      path: '/things',
      body: { a: 1 },
    });
    expect(result).toEqual({ code: '0000', msg: 'success', content: { id: 1 } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/things');
    expect(JSON.parse(String(init.body))).toEqual({ a: 1, merchants_id: 42 });
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('en-US');
  });

  it('toasts the msg, logs an error entry and rejects with an ApiError carrying the fields', async () => {
    fetchMock.mockResolvedValue(
      json(400, { code: '1001', msg: 'check the form', content: { fields: { mail: 'taken' } } }),
    );
    const error = await request({
      method: 'POST',
      path: '/register',
      body: {},
      merchant: false,
    }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: '1001',
      message: 'check the form',
      fields: { mail: 'taken' },
    });
    expect(toasts).toEqual([{ type: 'error', content: 'check the form' }]);
    const [entry] = useLogStore.getState().entries;
    expect(entry).toMatchObject({ type: 'error', message: 'check the form' });
    expect(entry?.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(entry?.meta.url).toBe(window.location.href);
  });

  it('on 1007 toasts "Login expired", clears the session and goes to /login', async () => {
    fetchMock.mockResolvedValue(json(401, { code: '1007', msg: 'expired', content: null }));
    await expect(request({ path: '/shop' })).rejects.toMatchObject({ code: '1007' });
    expect(toasts).toEqual([{ type: 'error', content: 'Login expired, please log in again' }]);
    expect(useSessionStore.getState().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('turns a network failure into "Route error, please contact administrator"', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request({ path: '/shop' })).rejects.toMatchObject({ code: 'network' });
    expect(toasts).toEqual([
      { type: 'error', content: 'Route error, please contact administrator' },
    ]);
  });

  it('gives up after the 60 s timeout with the route error', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const pending = request({ path: '/slow' }).catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ code: 'timeout' });
    expect(toasts).toEqual([
      { type: 'error', content: 'Route error, please contact administrator' },
    ]);
  });

  /** A 200 whose body stops arriving: it fails when the request's signal aborts. */
  const headersOnly = (_url: string, init: RequestInit) =>
    Promise.resolve({
      status: 200,
      json: () =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    });

  it('is silent when its caller cancels while the body is still arriving', async () => {
    fetchMock.mockImplementation(headersOnly);
    const caller = new AbortController();
    const pending = request({ path: '/orders', signal: caller.signal }).catch(
      (reason: unknown) => reason,
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    caller.abort(new DOMException('refetched', 'AbortError'));
    expect(await pending).toMatchObject({ name: 'AbortError' });
    expect(toasts).toEqual([]);
    expect(useLogStore.getState().entries).toEqual([]);
  });

  it('times out as the route error when the body never finishes', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(headersOnly);
    const pending = request({ path: '/slow' }).catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await pending).toMatchObject({ code: 'timeout' });
    expect(toasts).toEqual([
      { type: 'error', content: 'Route error, please contact administrator' },
    ]);
  });

  it('stays silent for a silent call', async () => {
    fetchMock.mockResolvedValue(json(500, 'oops'));
    await expect(
      request({ method: 'POST', path: '/logout', merchant: false, silent: true }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([]);
    expect(useLogStore.getState().entries).toEqual([]);
  });

  it('keeps quiet about the codes a caller handles itself, and toasts the others', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { code: '1004', msg: 'stale', content: null }));
    await expect(
      request({ method: 'PUT', path: '/userSettings', body: {}, quietCodes: ['1004'] }),
    ).rejects.toMatchObject({ code: '1004' });
    expect(toasts).toEqual([]);
    expect(useLogStore.getState().entries).toEqual([]);
    fetchMock.mockResolvedValueOnce(json(403, { code: '1003', msg: 'no', content: null }));
    await expect(
      request({ method: 'PUT', path: '/userSettings', body: {}, quietCodes: ['1004'] }),
    ).rejects.toMatchObject({ code: '1003' });
    expect(toasts).toEqual([{ type: 'error', content: 'no' }]);
  });
});

describe('request: cut by leaving the page (docs/web.md "Requests cut by leaving")', () => {
  afterEach(() => {
    window.dispatchEvent(new Event('pageshow'));
  });

  it('shows and logs nothing for a call cut while the page is being left, and still rejects', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    window.dispatchEvent(new Event('beforeunload'));
    await expect(request({ path: '/orders' })).rejects.toMatchObject({ code: 'network' });
    expect(toasts).toEqual([]);
    expect(useLogStore.getState().entries).toEqual([]);
  });

  it('still shows and logs a failure with an answer, and any failure once the page stays', async () => {
    window.dispatchEvent(new Event('beforeunload'));
    fetchMock.mockResolvedValueOnce(
      json(500, { code: '9999', msg: 'Server error', content: null }),
    );
    await expect(request({ path: '/orders' })).rejects.toBeInstanceOf(ApiError);
    window.dispatchEvent(new Event('pageshow'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request({ path: '/orders' })).rejects.toMatchObject({ code: 'network' });
    expect(useLogStore.getState().entries.map((entry) => entry.meta.extra.code)).toEqual([
      '9999',
      'network',
    ]);
    expect(toasts).toHaveLength(2);
  });
});
