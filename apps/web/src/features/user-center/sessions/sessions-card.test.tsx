import type {
  AccountSession,
  AccountSessionsContent,
  RevokeOthersContent,
  SignInsContent,
} from '@console/contract/account-sessions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { ok, shopContext } from '../../../lib/testing/answers';
import { initTestI18n } from '../../../lib/testing/i18n';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { signInToShop } from '../../../lib/testing/session';
import { SessionsCard } from './sessions-card';
import { SignInsCard } from './sign-ins-card';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ request }));

const session = (id: number, current: boolean): AccountSession => ({
  id,
  browser: current ? 'Chrome 120 · Windows' : 'Firefox 121 · Linux',
  ip: `10.0.0.${id}`,
  createdAt: '2026-11-20T02:00:00.000Z',
  lastUsedAt: '2026-11-20T05:30:00.000Z',
  expiresAt: '2026-11-21T02:00:00.000Z',
  current,
});

/** Answers the sessions and sign-ins (the first sessions read fails if `failFirst`); every write is recorded. */
function serve({ failFirst = false } = {}) {
  const writes: string[] = [];
  let failing = failFirst;
  request.mockImplementation((options: { path: string; method?: string }) => {
    if (options.path === '/merchant/context') return Promise.resolve(shopContext('owner', []));
    if (options.path === '/account/sessions' && failing) {
      failing = false;
      return Promise.reject(new ApiError({ code: '9999', message: 'down' }));
    }
    if (options.method === 'DELETE' || options.method === 'POST') {
      writes.push(`${options.method} ${options.path}`);
      return Promise.resolve(ok<RevokeOthersContent>({ revoked: 1 }));
    }
    if (options.path === '/account/sign-ins') {
      return Promise.resolve(
        ok<SignInsContent>({
          signIns: [
            { id: 2, ip: '10.0.0.9', succeeded: false, at: '2026-11-20T03:00:00.000Z' },
            { id: 1, ip: '10.0.0.8', succeeded: true, at: '2026-11-20T02:00:00.000Z' },
          ],
        }),
      );
    }
    return Promise.resolve(
      ok<AccountSessionsContent>({ sessions: [session(1, true), session(2, false)] }),
    );
  });
  return writes;
}

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
});

describe('/setting/account sessions', () => {
  it('lists the sessions; only another device can be signed out, after confirming', async () => {
    const writes = serve();
    renderWithProviders(<SessionsCard />);
    const table = screen.getByTestId('sessions-table');
    await waitFor(() => expect(table.textContent).toContain('Firefox 121 · Linux'));
    expect(table.textContent).toContain('Chrome 120 · Windows This device');
    expect(table.textContent).toContain('Last used');
    await waitFor(() => expect(table.textContent).toContain('2026-11-20 13:30:00'));
    expect(screen.queryByTestId('session-revoke-1')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('session-revoke-2'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Sign this device out?');
    expect(writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(writes).toEqual(['DELETE /account/sessions/2']));
  });

  it('signs out every other device after confirming', async () => {
    const writes = serve();
    renderWithProviders(<SessionsCard />);
    const user = userEvent.setup();
    const button = screen.getByTestId('sessions-revoke-others');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(writes).toEqual(['POST /account/sessions/revoke-others']));
  });

  it('offers a retry when the sessions cannot be loaded', async () => {
    serve({ failFirst: true });
    renderWithProviders(<SessionsCard />);
    const error = await screen.findByTestId('sessions-error');
    expect(error.textContent).toContain('Could not load the signed-in devices');
    await userEvent.setup().click(within(error).getByRole('button'));
    expect(await screen.findByText('Firefox 121 · Linux')).toBeTruthy();
  });

  it('lists the recent sign-ins with their result', async () => {
    serve();
    renderWithProviders(<SignInsCard />);
    const table = screen.getByTestId('sign-ins-table');
    await waitFor(() => expect(table.textContent).toContain('10.0.0.9'));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.includes('Failed'))).toEqual([true, false]);
  });

  it("shows the times on the current merchant's clock, with its offset in a browser elsewhere", async () => {
    const browserZone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      serve();
      renderWithProviders(<SignInsCard />);
      const table = screen.getByTestId('sign-ins-table');
      await waitFor(() => expect(table.textContent).toContain('2026-11-20 11:00:00 (UTC+08:00)'));
    } finally {
      process.env.TZ = browserZone;
    }
  });
});
