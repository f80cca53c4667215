import type {
  PasskeyRegistrationOptionsContent,
  RegisteredPasskeyContent,
} from '@console/contract/passkeys';
import type { PasskeyInfo, SecondFactorStatus } from '@console/contract/second-factor';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as SimpleWebAuthnBrowser from '@simplewebauthn/browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-error';
import { ok, shopContext } from '../../lib/testing/answers';
import { installFakeFeedback } from '../../lib/testing/fake-feedback';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { signInToShop } from '../../lib/testing/session';
import { PasskeysCard } from './passkeys-card';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http/client', () => ({ request }));

// The browser's prompt: jsdom has no WebAuthn, so the library is faked.
const browser = vi.hoisted(() => ({ startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', async (original) => ({
  ...(await original<typeof SimpleWebAuthnBrowser>()),
  browserSupportsWebAuthn: () => true,
  startRegistration: browser.startRegistration,
}));

const passkey = (id: number, name: string, lastUsedAt: string | null): PasskeyInfo => ({
  id,
  name,
  createdAt: '2026-11-20T02:00:00.000Z',
  lastUsedAt,
});

const status = (passkeys: PasskeyInfo[]): SecondFactorStatus => ({
  totp: false,
  recoveryCodesLeft: passkeys.length > 0 ? 10 : 0,
  passkeys,
  requiredBy: [],
});

const registrationOptions: PasskeyRegistrationOptionsContent = {
  ticket: 'ticket-1',
  options: {
    challenge: 'Y2hhbGxlbmdl',
    rp: { name: 'Merchant Console', id: 'localhost' },
    user: { id: 'dXNlcg', name: 'a@b.co', displayName: 'a' },
    pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  },
};

const CODES = Array.from(
  { length: 10 },
  (_, index) => `abcde-fgh${String(index).padStart(2, '0')}`,
);

/** The server: the status (failing first if asked), the registration; every write recorded. */
function serve(passkeys: PasskeyInfo[], { failFirst = false } = {}) {
  const writes: { method: string; path: string; body?: unknown }[] = [];
  let failing = failFirst;
  request.mockImplementation((options: { path: string; method?: string; body?: unknown }) => {
    if (options.path === '/merchant/context') return Promise.resolve(shopContext('owner', []));
    if (options.path === '/account/second-factor') {
      if (failing) {
        failing = false;
        return Promise.reject(new ApiError({ code: '9999', message: 'down' }));
      }
      return Promise.resolve(ok<SecondFactorStatus>(status(passkeys)));
    }
    writes.push({ method: options.method ?? 'GET', path: options.path, body: options.body });
    if (options.path === '/account/passkeys/options') {
      return Promise.resolve(ok<PasskeyRegistrationOptionsContent>(registrationOptions));
    }
    if (options.path === '/account/passkeys') {
      return Promise.resolve(
        ok<RegisteredPasskeyContent>({
          passkey: passkey(9, 'Laptop', null),
          recoveryCodes: passkeys.length === 0 ? CODES : null,
        }),
      );
    }
    return Promise.resolve(ok<null>(null));
  });
  return writes;
}

beforeEach(() => {
  request.mockReset();
  browser.startRegistration.mockReset();
  initTestI18n('en-US');
  signInToShop();
});

/** Opens "Add a passkey", types the name and goes on. */
async function addPasskey(user: ReturnType<typeof userEvent.setup>, name: string) {
  await waitFor(() =>
    expect((screen.getByTestId('passkey-add') as HTMLButtonElement).disabled).toBe(false),
  );
  await user.click(screen.getByTestId('passkey-add'));
  await user.type(await screen.findByTestId('passkey-name'), name);
  await user.click(screen.getByTestId('passkey-name-submit'));
}

describe('/setting/account passkeys', () => {
  it('is loading until the passkeys are read, then lists them with their times', async () => {
    serve([passkey(1, 'Work laptop', '2026-11-21T06:30:00.000Z'), passkey(2, 'Phone', null)]);
    renderWithProviders(<PasskeysCard />);
    const table = screen.getByTestId('passkeys-table');
    // Spinning, and not yet "No passkeys yet".
    expect(screen.getByTestId('passkeys-card').querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(table.textContent).not.toContain('No passkeys yet');
    await waitFor(() => expect(table.textContent).toContain('Work laptop'));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('2026-11-20 10:00:00'),
      expect.stringContaining('Never'),
    ]);
    expect(rows[0]!.textContent).toContain('2026-11-21 14:30:00');
  });

  it('says so when there is no passkey yet', async () => {
    serve([]);
    renderWithProviders(<PasskeysCard />);
    expect(await screen.findByText('No passkeys yet')).toBeTruthy();
  });

  it('offers a retry when the passkeys cannot be loaded', async () => {
    serve([passkey(1, 'Work laptop', null)], { failFirst: true });
    renderWithProviders(<PasskeysCard />);
    const error = await screen.findByTestId('passkeys-error');
    expect(error.textContent).toContain('Could not load your passkeys');
    await userEvent.setup().click(within(error).getByRole('button'));
    expect(await screen.findByText('Work laptop')).toBeTruthy();
  });

  it('adds a passkey by name; the first one shows its ten recovery codes once', async () => {
    const writes = serve([]);
    browser.startRegistration.mockResolvedValue({ id: 'cred', rawId: 'cred', type: 'public-key' });
    renderWithProviders(<PasskeysCard />);
    const toasts = installFakeFeedback();
    const user = userEvent.setup();
    await addPasskey(user, ' Laptop ');

    const codes = await screen.findByTestId('recovery-codes');
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(browser.startRegistration).toHaveBeenCalledWith({
      optionsJSON: registrationOptions.options,
    });
    expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /account/passkeys/options',
      'POST /account/passkeys',
    ]);
    expect(writes[1]!.body).toEqual({
      ticket: 'ticket-1',
      name: 'Laptop',
      response: { id: 'cred', rawId: 'cred', type: 'public-key' },
    });
    expect(toasts).toContainEqual({ type: 'success', content: 'Passkey added' });
    await user.click(screen.getByTestId('recovery-codes-saved'));
    await waitFor(() => expect(screen.queryByTestId('recovery-codes')).toBeNull());
  });

  it('tells a cancelled prompt as such, sends nothing and claims nothing', async () => {
    const writes = serve([passkey(1, 'Work laptop', null)]);
    browser.startRegistration.mockRejectedValue(
      Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
      }),
    );
    renderWithProviders(<PasskeysCard />);
    const toasts = installFakeFeedback();
    await addPasskey(userEvent.setup(), 'Phone');

    await waitFor(() =>
      expect(toasts).toContainEqual({
        type: 'warning',
        content: 'The passkey prompt was cancelled or timed out: no passkey was added',
      }),
    );
    expect(toasts.filter((toast) => toast.type === 'success')).toEqual([]);
    expect(writes.map(({ path }) => path)).toEqual(['/account/passkeys/options']);
    // The dialog stays, with the name, for another try.
    expect((screen.getByTestId('passkey-name') as HTMLInputElement).value).toBe('Phone');
  });

  it('renames and, after confirming, removes a passkey', async () => {
    const writes = serve([passkey(1, 'Work laptop', null)]);
    renderWithProviders(<PasskeysCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('passkey-rename-1'));
    const name = await screen.findByTestId('passkey-name');
    expect((name as HTMLInputElement).value).toBe('Work laptop');
    await user.clear(name);
    await user.type(name, 'Old laptop');
    await user.click(screen.getByTestId('passkey-name-submit'));
    await waitFor(() => expect(writes.map(({ path }) => path)).toEqual(['/account/passkeys/1']));
    expect(writes[0]).toMatchObject({ method: 'PUT', body: { name: 'Old laptop' } });

    await user.click(screen.getByTestId('passkey-remove-1'));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    expect(dialog.textContent).toContain('“Work laptop” will no longer sign you in.');
    expect(dialog.textContent).toContain('your recovery codes stop working too');
    expect(writes).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(writes[1]).toMatchObject({ method: 'DELETE', path: '/account/passkeys/1' }),
    );
  });
});
