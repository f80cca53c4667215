import type { AccountMineContent, MyMembership } from '@console/contract/account';
import type { UserMerchantsContent } from '@console/contract/merchants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-error';
import { ok } from '../../lib/testing/answers';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { signInToShop } from '../../lib/testing/session';
import { MyAccountPage } from './my-account-page';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http/client', () => ({ request }));

const current: MyMembership = {
  merchant: { id: 7, name: 'Shop' },
  role: 'member',
  permissions: ['order:view'],
  owner: { id: 1, nickname: 'Mia' },
  record: { status: 'approved', decidedAt: '2026-01-02T00:00:00.000Z' },
  licence: { status: 'approved', validUntil: '2027-12-31' },
  joinedAt: '2026-01-05T02:00:00.000Z',
};
const account: AccountMineContent = {
  current,
  merchants: [
    {
      id: 7,
      name: 'Shop',
      role: 'member',
      permissions: ['order:view'],
      joinedAt: current.joinedAt,
      isDefault: false,
    },
    {
      id: 9,
      name: 'Harbor',
      role: 'owner',
      permissions: [],
      joinedAt: current.joinedAt,
      isDefault: true,
    },
  ],
  defaultMerchantId: 9,
};

/** Answers the account, records every write. */
function serve(content: AccountMineContent = account) {
  const writes: { path: string; body: unknown }[] = [];
  request.mockImplementation((options: { path: string; method?: string; body?: unknown }) => {
    if (options.method === 'PUT' || options.method === 'POST') {
      writes.push({ path: options.path, body: options.body });
      return Promise.resolve(ok<null>(null));
    }
    if (options.path === '/userMerchants') {
      return Promise.resolve(ok<UserMerchantsContent>({ merchants: [{ id: 9, name: 'Harbor' }] }));
    }
    return Promise.resolve(ok<AccountMineContent>(content));
  });
  return writes;
}

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
});

describe('/account/mine', () => {
  it('describes me in the current merchant and lists my merchants, the default marked', async () => {
    serve();
    renderWithProviders(<MyAccountPage />);
    expect(screen.getByTestId('account-loading')).toBeTruthy();
    const card = await screen.findByTestId('account-membership');
    expect(card.textContent).toContain('Me at Shop');
    expect(card.textContent).toContain('Sub-account');
    expect(card.textContent).toContain('Mia');
    expect(card.textContent).toContain('View orders');
    expect(card.textContent).toContain('Approved (valid until 2027-12-31)');
    const table = screen.getByTestId('account-merchants');
    expect(table.textContent).toContain('HarborDefault');
    expect(within(table).getByTestId('account-default-9').textContent).toBe('Clear default');
    // The owner's own merchant has no leave action.
    expect(screen.queryByTestId('account-leave-9')).toBeNull();
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ path: '/account/mine' }));
  });

  it('leaves a merchant only after confirming, then reads the merchants again', async () => {
    const writes = serve();
    renderWithProviders(<MyAccountPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('account-leave-7'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Leave Shop?');
    expect(writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(writes).toEqual([{ path: '/account/leave', body: { merchantId: 7 } }]),
    );
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(expect.objectContaining({ path: '/userMerchants' })),
    );
  });

  it('sets a merchant as the default', async () => {
    const writes = serve();
    renderWithProviders(<MyAccountPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('account-default-7'));
    await waitFor(() =>
      expect(writes).toEqual([{ path: '/account/default-merchant', body: { merchantId: 7 } }]),
    );
  });

  it('shows an empty state without merchants', async () => {
    serve({ current: null, merchants: [], defaultMerchantId: null });
    renderWithProviders(<MyAccountPage />);
    expect((await screen.findByTestId('account-no-merchants')).textContent).toContain(
      'You have not joined any merchant yet',
    );
    expect(screen.queryByTestId('account-membership')).toBeNull();
  });

  it('offers a retry when loading fails', async () => {
    serve();
    request.mockRejectedValueOnce(new ApiError({ code: '9999', message: 'down' }));
    renderWithProviders(<MyAccountPage />);
    const error = await screen.findByTestId('account-error');
    expect(error.textContent).toContain('Could not load your account');
    await userEvent.setup().click(within(error).getByRole('button'));
    expect(await screen.findByTestId('account-membership')).toBeTruthy();
  });
});
