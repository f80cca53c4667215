import type { ActivitiesContent } from '@console/contract/activities';
import type { OrderSummaryContent, OrdersContent } from '@console/contract/orders';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeRealtime, openRealtime } from '../../../lib/realtime/realtime-client';
import { fakeOpen } from '../../../lib/testing/fake-socket';
import { initTestI18n } from '../../../lib/testing/i18n';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { orderOf } from '../../../lib/testing/order-fixtures';
import { ok, shopContext } from '../../../lib/testing/answers';
import { OrdersPage } from './orders-page';
import { signInToShop } from '../../../lib/testing/session';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ request }));

type Call = { path: string; query?: Record<string, unknown> };

const summary: OrderSummaryContent = {
  total: { orders: 3, amountCents: 11940 },
  byStatus: { pending_payment: 1, paid: 1, refunding: 1, completed: 0, cancelled: 0, refunded: 0 },
};

/** Two pages of orders (two rows, then one); `total` 0 answers an empty list. */
function serve(total: number) {
  request.mockImplementation(({ path, query }: Call) => {
    if (path === '/merchant/context') {
      return Promise.resolve(shopContext('owner', []));
    }
    if (path === '/activities')
      return Promise.resolve(ok<ActivitiesContent>({ activities: [], nextLastId: null }));
    if (path === '/orders/summary') return Promise.resolve(ok<OrderSummaryContent>(summary));
    if (total === 0) return Promise.resolve(ok<OrdersContent>({ orders: [], nextLastId: null }));
    return Promise.resolve(
      query?.last_id === undefined
        ? ok<OrdersContent>({
            orders: [orderOf(3, 'paid'), orderOf(2, 'refunding')],
            nextLastId: 2,
          })
        : ok<OrdersContent>({ orders: [orderOf(1, 'pending_payment')], nextLastId: null }),
    );
  });
}

const calls = (path: string) =>
  request.mock.calls.map((args) => args[0] as Call).filter((call) => call.path === path);

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
});

afterEach(() => closeRealtime());

describe('orders page (docs/web.md "Orders and shop profile")', { timeout: 30_000 }, () => {
  it('asks for what the URL says and shows rows, totals and tab counts', async () => {
    serve(3);
    renderWithProviders(<OrdersPage />, {
      path: '/shop/order?status=paid&activityId=9&paidFrom=2026-05-01&keyword=Li&x=1',
    });
    const row = await screen.findByTestId('order-row-3');
    expect(within(row).getByText('O2026000003')).toBeTruthy();
    expect(screen.getByTestId('orders-export')).toHaveProperty('disabled', false);
    expect(within(row).getByText('138****5678')).toBeTruthy();
    expect(within(row).getByText('¥39.80')).toBeTruthy();
    expect(calls('/orders')[0]?.query).toMatchObject({
      status: 'paid',
      activityId: 9,
      paidFrom: '2026-05-01',
      keyword: 'Li',
    });
    await waitFor(() =>
      expect(screen.getByTestId('orders-total').textContent).toBe('Orders: 3, ¥119.40 in total'),
    );
    expect(screen.getByTestId('orders-tab-all').dataset.count).toBe('3');
    expect(screen.getByTestId('orders-tab-refunding').dataset.count).toBe('1');
  });

  it('loads the next keyset page on demand', async () => {
    serve(3);
    renderWithProviders(<OrdersPage />, { path: '/shop/order' });
    await screen.findByTestId('order-row-3');
    await userEvent.setup().click(screen.getByTestId('orders-load-more'));
    await screen.findByTestId('order-row-1');
    expect(calls('/orders').at(-1)?.query).toMatchObject({ last_id: 2 });
    await waitFor(() => expect(screen.queryByTestId('orders-load-more')).toBeNull());
  });

  it('tells "no orders yet" from "nothing matches", and clears the filters', async () => {
    serve(0);
    const { unmount } = renderWithProviders(<OrdersPage />, { path: '/shop/order' });
    expect(
      within(await screen.findByTestId('orders-empty')).getByText('No orders yet'),
    ).toBeTruthy();
    // Nothing to export, so the export cannot be started (docs/orders.md "CSV").
    expect(screen.getByTestId('orders-export')).toHaveProperty('disabled', true);
    unmount();
    renderWithProviders(<OrdersPage />, { path: '/shop/order?keyword=zz' });
    const empty = await screen.findByTestId('orders-empty');
    expect(within(empty).getByText('No orders match these filters')).toBeTruthy();
    await userEvent.setup().click(within(empty).getByText('Clear filters'));
    await waitFor(() => expect(calls('/orders').at(-1)?.query).not.toHaveProperty('keyword'));
  });

  it('refreshes and says so when a paid order of this merchant is pushed', async () => {
    serve(3);
    const { open, sockets } = fakeOpen();
    openRealtime('t', open);
    renderWithProviders(<OrdersPage />, { path: '/shop/order' });
    await screen.findByTestId('order-row-3');
    const before = calls('/orders').length;
    act(() => sockets[0]?.socket.emit('order', { kind: 'paid', orderId: 5, merchantId: 8 }));
    expect(screen.queryByTestId('orders-live-notice')).toBeNull();
    act(() => sockets[0]?.socket.emit('order', { kind: 'paid', orderId: 5, merchantId: 7 }));
    const notice = await screen.findByTestId('orders-live-notice');
    expect(notice.textContent).toContain('1 new paid orders arrived');
    await waitFor(() => expect(calls('/orders').length).toBeGreaterThan(before));
  });
});
