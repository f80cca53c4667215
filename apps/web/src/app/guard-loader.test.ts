import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endFirstNavigation, type PageData } from '../lib/routing/page-data';
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

// docs/web.md "Ready at once", Page data: the route asks the page's first data beside its own
// checks; the visit's first navigation waits for it (at most FIRST_VISIT_DATA_WAIT_MS), later
// ones do not.
describe('guard loader with page data', () => {
  const withData = (data: () => Promise<PageData>) =>
    guardLoader(
      { auth: true },
      data,
    )({
      request: new Request('http://localhost/home'),
      params: {},
      context: undefined,
    } as unknown as LoaderFunctionArgs);

  it('waits for the data on the first navigation, not after it', async () => {
    useSessionStore.setState({ user: { token: 'token', access: [] } as never, token: 'token' });
    let answer: () => void = () => undefined;
    const asked = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    let done = false;
    const first = withData(async () => asked).then(() => (done = true));
    await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    answer();
    await first;
    expect(done).toBe(true);

    endFirstNavigation();
    const later = vi.fn(() => new Promise<void>(() => undefined));
    await withData(async () => later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
