import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigate } from '../navigation';
import { beginSessionEnd, finishSessionEnd } from '../session/session-ending';
import { useSessionStore } from '../session/session-store';
import { initTestI18n } from '../testing/i18n';
import { installFakeFeedback } from '../testing/fake-feedback';
import { contentOf } from './api-result';
import { request, SESSION_ENDING_CODE } from './client';

// docs/web.md "Writes", "Session": the idempotency header, the logout window, skipped calls.
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const expired = () => json(401, { code: '1007', msg: 'Login expired', content: null });

let toasts: ReturnType<typeof installFakeFeedback>;
let fetchMock: ReturnType<typeof vi.fn>;
const navigate = vi.fn();

beforeEach(() => {
  initTestI18n('en-US');
  toasts = installFakeFeedback();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  navigate.mockReset();
  setNavigate(navigate);
  useSessionStore.setState({ token: 'token-1', company: { id: 42, name: 'Shop' } });
});

afterEach(() => {
  finishSessionEnd();
  vi.unstubAllGlobals();
});

describe('request: writes', () => {
  it('sends the idempotency key of a create', async () => {
    fetchMock.mockResolvedValue(json(200, { code: '0000', msg: 'success', content: null }));
    await request({
      method: 'POST',
      path: '/activities',
      body: {},
      idempotencyKey: 'k'.repeat(32),
    });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('k'.repeat(32));
  });

  it('rejects a skipped call through contentOf, so no success can follow it', async () => {
    useSessionStore.setState({ company: null });
    const result = await request({ method: 'POST', path: '/merchant/members', body: {} });
    expect(() => contentOf(result)).toThrow(expect.objectContaining({ code: 'own' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('request: while a logout runs', () => {
  it('sends only the logout; the rest is refused without a toast', async () => {
    fetchMock.mockResolvedValue(json(200, { code: '0000', msg: 'success', content: null }));
    beginSessionEnd();
    await expect(
      request({ path: '/userMessage/unReadCount', merchant: false }),
    ).rejects.toMatchObject({ code: SESSION_ENDING_CODE });
    await request({ method: 'POST', path: '/logout', merchant: false, duringSessionEnd: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/^\/api\/logout/);
    expect(toasts).toEqual([]);
  });

  it('shows no "Login expired" for a 1007 to a call made with no session', async () => {
    useSessionStore.setState({ token: null, company: null });
    fetchMock.mockResolvedValue(expired());
    await expect(
      request({ path: '/userMessage/unReadCount', merchant: false }),
    ).rejects.toMatchObject({ code: '1007' });
    expect(toasts).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();

    // A signed-in session whose token expired still ends with the message (spec §8).
    useSessionStore.setState({ token: 'token-1' });
    fetchMock.mockResolvedValue(expired());
    await expect(request({ path: '/userMessage/unReadCount', merchant: false })).rejects.toThrow();
    expect(toasts).toEqual([{ type: 'error', content: 'Login expired, please log in again' }]);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });
});
