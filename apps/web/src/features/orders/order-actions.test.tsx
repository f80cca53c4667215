import type { OrderContent, OrderStatus } from '@console/contract/orders';
import type { PermissionKey } from '@console/contract/roles';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-error';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { OrderActions } from './order-actions';
import { orderOf } from '../../lib/testing/order-fixtures';
import { signInToShop } from '../../lib/testing/session';
import { ok, shopContext } from '../../lib/testing/answers';

/** What a command answers by default: the order after the move. */
const moved = () => ok<OrderContent>({ order: orderOf(4, 'completed'), events: [] });

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http/client', () => ({ request }));

function serve(permissions: PermissionKey[], answer: (path: string) => unknown = moved) {
  request.mockImplementation(({ path }: { path: string }) =>
    path === '/merchant/context'
      ? Promise.resolve(shopContext('member', permissions))
      : Promise.resolve().then(() => answer(path)),
  );
}

const shownActions = () =>
  screen
    .queryAllByTestId(/^order-action-/)
    .map((button) => button.dataset.testid?.replace('order-action-', ''));

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
});

describe('order row actions (docs/orders.md "States")', { timeout: 20_000 }, () => {
  it.each([
    ['paid', ['checkin', 'refund']],
    ['refunding', ['approve-refund', 'decline-refund']],
    ['pending_payment', ['cancel']],
  ] as const)('offers a %s order to a manager: %j', async (status: OrderStatus, expected) => {
    serve(['order:manage']);
    renderWithProviders(<OrderActions order={orderOf(4, status)} />);
    await waitFor(() => expect(shownActions()).toEqual(expected));
  });

  it('offers nothing to a member who may only view orders', async () => {
    serve(['order:view']);
    renderWithProviders(<OrderActions order={orderOf(4, 'paid')} />);
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(shownActions()).toEqual([]);
  });

  it('checks in with the 8-digit code and the version read', async () => {
    serve(['order:manage']);
    renderWithProviders(<OrderActions order={orderOf(4, 'paid')} />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('order-action-checkin'));
    await user.type(await screen.findByTestId('order-checkin-code'), '1234');
    await user.click(screen.getByTestId('order-input-ok'));
    expect(await screen.findByText('The check-in code has 8 digits')).toBeTruthy();
    await user.type(screen.getByTestId('order-checkin-code'), '5678');
    await user.click(screen.getByTestId('order-input-ok'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        expect.objectContaining({
          path: '/orders/4/check-in',
          body: { version: 2, code: '12345678' },
        }),
      ),
    );
  });

  it('will not decline a refund without a reason', async () => {
    serve(['order:manage']);
    renderWithProviders(<OrderActions order={orderOf(4, 'refunding')} />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('order-action-decline-refund'));
    await user.click(await screen.findByTestId('order-input-ok'));
    expect(await screen.findByText('Please give a reason')).toBeTruthy();
    await user.type(screen.getByTestId('order-reason'), 'Event already started');
    await user.click(screen.getByTestId('order-input-ok'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        expect.objectContaining({
          path: '/orders/4/refund-decision',
          body: { version: 2, approve: false, reason: 'Event already started' },
        }),
      ),
    );
  });

  it('cancels only after the confirmation and explains a stale version (1004)', async () => {
    serve(['order:manage'], () => {
      throw new ApiError({ code: '1004', message: 'stale' });
    });
    renderWithProviders(<OrderActions order={orderOf(4, 'pending_payment')} />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('order-action-cancel'));
    expect(request).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'POST' }));
    await user.click(await screen.findByTestId('confirm-ok'));
    expect(await screen.findByText(/The order changed meanwhile/)).toBeTruthy();
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/orders/4/cancel', body: { version: 2 } }),
    );
  });
});
