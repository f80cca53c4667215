import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../lib/session/session-store';
import { guardLoader } from './build-routes';

const load = (url: string) =>
  guardLoader({ auth: true })({
    request: new Request(url),
    params: {},
    context: undefined,
  } as unknown as LoaderFunctionArgs);

/** The redirect a loader throws (react-router's `redirect` is a Response). */
async function redirectOf(run: () => unknown): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    return (thrown as Response).headers.get('Location');
  }
}

afterEach(() => window.history.replaceState(null, '', '/'));

// A link opened while signed out comes back whole after the sign-in, #hash included (docs/web.md
// "Decisions").
describe('guard loader', () => {
  it('keeps the #hash of the address it guards in the login redirect', async () => {
    useSessionStore.setState({ user: null, token: null });
    window.history.replaceState(null, '', '/shop/order?status=paid#order-12');
    const to = await redirectOf(() => load('http://localhost/shop/order?status=paid'));
    expect(to).toBe(`/login?redirect=${encodeURIComponent('/shop/order?status=paid#order-12')}`);
  });

  it('takes no #hash from another address than the one guarded', async () => {
    useSessionStore.setState({ user: null, token: null });
    window.history.replaceState(null, '', '/login#top');
    const to = await redirectOf(() => load('http://localhost/shop/info'));
    expect(to).toBe(`/login?redirect=${encodeURIComponent('/shop/info')}`);
  });
});
