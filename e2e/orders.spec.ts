import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { callApi } from './support/api.ts';
import { publishedActivity } from './support/activities.ts';
import { merchantOwner } from './support/accounts.ts';
import { signInEnglish } from './support/onboarding.ts';
import { readCodeSentTo, uniqueMobile } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// Customers order through the storefront API; staff work the orders in /shop/order
// (docs/orders.md).

const PASSWORD = 'orderspass2026';

type Order = {
  id: number;
  orderNo: string;
  version: number;
  status: string;
  verificationCode: string | null;
};

/** A storefront customer, signed in with a code from the outbox, as the simulator does. */
async function customer(request: APIRequestContext) {
  const mobile = uniqueMobile();
  await callApi(request, 'POST', 'storefront/captcha', { data: { mobile } });
  const captcha = await readCodeSentTo(mobile, 'customer');
  const { token } = await callApi<{ token: string }>(request, 'POST', 'storefront/login', {
    data: { mobile, captcha, name: 'Wang Fang' },
  });
  const call = <T>(method: 'GET' | 'POST', path: string, data?: unknown) =>
    callApi<T>(request, method, `storefront/${path}`, { token, data });
  return {
    mobile,
    async placeAndPay(activityId: number) {
      const placed = await call<{ order: Order }>('POST', 'orders', {
        activityId,
        quantity: 2,
        contactName: 'Wang Fang',
        contactMobile: mobile,
      });
      const paid = await call<{ order: Order }>('POST', `orders/${placed.order.id}/pay`, {
        version: placed.order.version,
      });
      return paid.order;
    },
    requestRefund: (order: Order) =>
      call<{ order: Order }>('POST', `orders/${order.id}/refund`, {
        version: order.version,
        reason: 'I cannot come that day',
      }),
  };
}

const row = (page: Page, id: number) => page.getByTestId(`order-row-${id}`);

test('paid orders arrive live, are checked in, a refund is declined, the export holds the filter', async ({
  page,
}) => {
  const owner = await merchantOwner(
    page.request,
    PASSWORD,
    `Tea house ${randomBytes(3).toString('hex')}`,
  );
  const activityId = await publishedActivity(page.request, owner);
  await signInEnglish(page, owner.mobile, PASSWORD);
  await page.goto('/shop/order');
  await expect(page.getByTestId('orders-empty')).toBeVisible();

  // A customer orders and pays; the open list shows it without a reload.
  const buyer = await customer(page.request);
  const first = await buyer.placeAndPay(activityId);
  expect(first.status).toBe('paid');
  await expect(page.getByTestId('orders-live-notice')).toBeVisible();
  await expect(row(page, first.id)).toHaveAttribute('data-status', 'paid');

  // Staff check the customer in with the code the customer shows.
  await row(page, first.id).getByTestId('order-action-checkin').click();
  await page.getByTestId('order-checkin-code').fill(first.verificationCode!);
  await page.getByTestId('order-input-ok').click();
  await expect(row(page, first.id)).toHaveAttribute('data-status', 'completed');

  // A second order is paid, then the customer asks for a refund; staff decline it with a reason.
  const second = await buyer.placeAndPay(activityId);
  await buyer.requestRefund(second);
  await expect(row(page, second.id)).toHaveAttribute('data-status', 'refunding');
  await row(page, second.id).getByTestId('order-action-decline-refund').click();
  await page.getByTestId('order-reason').fill('The event is still on; your place is kept');
  await page.getByTestId('order-input-ok').click();
  await expect(row(page, second.id)).toHaveAttribute('data-status', 'paid');
  await row(page, second.id).click();
  await expect(page.getByTestId('order-timeline')).toContainText(
    'The event is still on; your place is kept',
  );
  await page.keyboard.press('Escape');

  // The export of the "paid" tab holds exactly that tab's rows.
  await page.getByTestId('orders-tab-paid').click();
  await expect(page).toHaveURL(/status=paid/);
  await expect(page.locator('[data-testid^="order-row-"]')).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('orders-export').click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(second.orderNo);
  await page.screenshot({ path: 'test-results/orders-en-US.png' });

  // The activity's detail page now counts its orders and lists them.
  await page.goto(`/activity/${activityId}`);
  await expect(page.getByTestId('activity-figure-orders')).toContainText('2');
  await expect(page.getByTestId(`activity-order-${first.id}`)).toContainText('Checked in');
  await expect(page.getByTestId(`activity-order-${second.id}`)).toContainText('Paid');
  await page.getByTestId('activity-orders-all').click();
  await expect(page).toHaveURL(`/shop/order?activityId=${activityId}`);
  await expect(page.locator('[data-testid^="order-row-"]')).toHaveCount(2);
});
