import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { merchantOwner, staffMember, submitLicence } from './support/accounts.ts';
import { publishedActivity } from './support/activities.ts';
import { callApi } from './support/api.ts';
import { axeFindings } from './support/axe.ts';
import { operatorPage, signIn, signInEnglish } from './support/onboarding.ts';
import { readCodeSentTo, uniqueMobile } from './support/outbox.ts';
import { expect, test } from './support/test.ts';
import { screenshot } from './support/screenshot.ts';

// docs/home.md: a merchant's home shows figures that match /shop/order
// after clicking their links; a paid order and a refund request from the storefront update the
// figures without a reload; both locales; an operator's home shows the audit queues.

const PASSWORD = 'homepass2026';
type Order = { id: number; version: number };

/** A storefront customer who orders, pays and asks for a refund through the API. */
async function buyer(request: APIRequestContext) {
  const mobile = uniqueMobile();
  await callApi(request, 'POST', 'storefront/captcha', { data: { mobile } });
  const captcha = await readCodeSentTo(mobile, 'customer');
  const { token } = await callApi<{ token: string }>(request, 'POST', 'storefront/login', {
    data: { mobile, captcha, name: '林小满' },
  });
  const call = <T>(path: string, data: unknown) =>
    callApi<T>(request, 'POST', `storefront/${path}`, { token, data });
  const place = async (activityId: number) =>
    (
      await call<{ order: Order }>('orders', {
        activityId,
        quantity: 1,
        contactName: '林小满',
        contactMobile: mobile,
      })
    ).order;
  return {
    place,
    async placeAndPay(activityId: number) {
      const placed = { order: await place(activityId) };
      const paid = await call<{ order: Order }>(`orders/${placed.order.id}/pay`, {
        version: placed.order.version,
      });
      return paid.order;
    },
    askRefund: (order: Order) =>
      call(`orders/${order.id}/refund`, { version: order.version, reason: 'Cannot come' }),
  };
}

const kpi = (page: Page, id: string) => page.getByTestId(`home-kpi-${id}-value`);

test("the home's figures follow the storefront live and match the lists they link to", async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await merchantOwner(
    page.request,
    PASSWORD,
    `Kiln ${randomBytes(3).toString('hex')}`,
  );
  const activityId = await publishedActivity(page.request, owner);
  await signInEnglish(page, owner.mobile, PASSWORD);
  await page.goto('/home');
  await expect(kpi(page, 'orders')).toHaveAttribute('data-value', '0');
  // The published activity starts in 6 days with places left: a to-do.
  await expect(page.getByTestId('home-todo-activitiesStartingSoon')).toBeVisible();
  await expect(page.getByTestId('home-chart-canvas')).toBeVisible();

  // A customer orders and pays: the figure moves without a reload.
  const customer = await buyer(page.request);
  const order = await customer.placeAndPay(activityId);
  await expect(kpi(page, 'orders')).toHaveAttribute('data-value', '1');
  await expect(kpi(page, 'orders')).toHaveText('1');
  // They ask for a refund: the to-do counts it, live too.
  await customer.askRefund(order);
  const refunds = page.getByTestId('home-todo-refundRequests');
  await expect(page.locator('[data-testid="home-todos"] li', { has: refunds })).toContainText('1');
  expect(await axeFindings(page, 'home')).toEqual([]);
  await screenshot(page, 'home-en-US');

  // The to-do opens the exact list it counted.
  await refunds.click();
  await expect(page).toHaveURL(/\/shop\/order\?status=refunding/);
  await expect(page.getByTestId('orders-tab-refunding')).toHaveAttribute('data-count', '1');
  await expect(page.locator('[data-testid^="order-row-"]')).toHaveCount(1);
  // The orders figure opens the orders of its days: the same count.
  await page.goto('/home');
  await page.getByTestId('home-kpi-orders-link').click();
  await expect(page).toHaveURL(/createdFrom=\d{4}-\d{2}-\d{2}&createdTo=/);
  await expect(page.getByTestId('orders-total')).toContainText('Orders: 1');

  // A sub-account who may read orders only, in Chinese: the order figures, nothing else.
  const clerk = await staffMember(page.request, owner, PASSWORD, ['order:view']);
  const context = await browser.newContext({ baseURL });
  const zh = await context.newPage();
  await zh.goto('/login');
  await zh.getByTestId('locale-zh-CN').click();
  await signIn(zh, clerk.mobile, PASSWORD);
  await zh.goto('/home');
  await expect(zh.getByTestId('home-kpi-orders')).toContainText('订单数');
  await expect(kpi(zh, 'orders')).toHaveText('1');
  await expect(zh.getByTestId('home-todo-refundRequests')).toHaveText('待处理的退款申请');
  await expect(zh.getByTestId('home-kpi-customers')).toHaveCount(0);
  await expect(zh.getByTestId('home-todo-unrepliedReviews')).toHaveCount(0);
  await screenshot(zh, 'home-zh-CN');
  await context.close();

  // An operator's home: the audit queues with the age of the oldest item.
  const operator = await operatorPage(browser, baseURL);
  await operator.goto('/home');
  await expect(operator.getByTestId('operator-queue-record')).toBeVisible();
  await expect(operator.getByTestId('operator-days')).toBeVisible();
  await screenshot(operator, 'home-operator');
  await operator.context().close();
});

test('each home figure opens a list whose total is that figure', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await merchantOwner(
    page.request,
    PASSWORD,
    `Loom ${randomBytes(3).toString('hex')}`,
  );
  await submitLicence(page.request, owner, true);
  const activityId = await publishedActivity(page.request, owner, 'Weaving', 4_800);
  // Paid, paid then a refund asked (both in the paid figure), and one never paid (not in it).
  const customer = await buyer(page.request);
  await customer.placeAndPay(activityId);
  await customer.askRefund(await customer.placeAndPay(activityId));
  await customer.place(activityId);

  await signInEnglish(page, owner.mobile, PASSWORD);
  const total = page.getByTestId('orders-total');
  await page.goto('/home');
  await expect(kpi(page, 'orders')).toHaveAttribute('data-value', '3');
  await page.getByTestId('home-kpi-orders-link').click();
  await expect(total).toHaveAttribute('data-orders', '3');

  await page.goto('/home');
  const paid = kpi(page, 'paid');
  await expect(paid).not.toHaveAttribute('data-value', '');
  const paidCents = await paid.getAttribute('data-value');
  expect(Number(paidCents)).toBeGreaterThan(0);
  await page.getByTestId('home-kpi-paid-link').click();
  await expect(page).toHaveURL(/statuses=paid(,|%2C)completed(,|%2C)refunding/);
  await expect(total).toHaveAttribute('data-amount-cents', paidCents!);
  await expect(total).toHaveAttribute('data-orders', '2');
  await expect(page.getByTestId('orders-filter-statuses')).toHaveText(
    'Status: Paid, Checked in, Refund requested',
  );
  await expect(page.locator('[data-testid^="order-row-"]')).toHaveCount(2);
  await screenshot(page, 'orders-paid-figure-en-US');
  // Clearing the set lists every order of the days again.
  await page.getByRole('button', { name: 'Clear the status filter' }).click();
  await expect(total).toHaveAttribute('data-orders', '3');

  const context = await browser.newContext({ baseURL });
  const zh = await context.newPage();
  await signIn(zh, owner.mobile, PASSWORD);
  // The stored choice (English, from the other tab) applies first; then Chinese is picked.
  await expect(zh.locator('html')).toHaveAttribute('lang', 'en-US');
  await zh.getByTestId('header').getByTestId('locale-zh-CN').click();
  await expect(zh.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await zh.goto('/home');
  await expect(kpi(zh, 'paid')).toHaveAttribute('data-value', paidCents!);
  await zh.getByTestId('home-kpi-paid-link').click();
  await expect(zh.getByTestId('orders-total')).toHaveAttribute('data-amount-cents', paidCents!);
  await expect(zh.getByTestId('orders-filter-statuses')).toHaveText('状态：已支付、已核销、退款中');
  await screenshot(zh, 'orders-paid-figure-zh-CN');
  await context.close();
});
