import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { publishedActivity } from './support/activities.ts';
import { merchantOwner } from './support/accounts.ts';
import { callApi } from './support/api.ts';
import { signInEnglish } from './support/onboarding.ts';
import { readCodeSentTo, uniqueMobile } from './support/outbox.ts';
import { expect, test } from './support/test.ts';

// docs/web.md "Kept-alive pages", "Orders and shop profile": the header reload refetches the page,
// and the order list fits 1,280 px.

const PASSWORD = 'layoutpass2026';

type Settings = { version: number };

/** Tabs on (spec §9 default off), starting from no stored tabs. */
async function tabsOn(page: Page, token: string) {
  const settings = await callApi<Settings>(page.request, 'GET', 'userSettings', { token });
  await callApi(page.request, 'PUT', 'userSettings', {
    token,
    data: {
      version: settings.version,
      layout: { tabs: true, showReload: true },
      tabs: { merchantId: null, items: [] },
    },
  });
}

test('the header reload fetches the current page again; another tab keeps its input', async ({
  page,
}) => {
  const owner = await merchantOwner(
    page.request,
    PASSWORD,
    `Birch ${randomBytes(3).toString('hex')}`,
  );
  await tabsOn(page, owner.token);
  await signInEnglish(page, owner.mobile, PASSWORD);
  await expect(page.getByTestId('tab-bar')).toBeVisible();

  await page.getByTestId('menu-/i18n').click();
  await expect(page).toHaveURL('/i18n');
  await page.getByTestId('greeting-name').fill('Kept input');

  await page.getByTestId('side-menu').getByText('Shop', { exact: true }).click();
  await page.getByTestId('menu-/shop/order').click();
  await expect(page).toHaveURL('/shop/order');
  await expect(page.getByTestId('orders-empty')).toBeVisible();

  const listCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/orders') listCalls.push(url.href);
  });
  await page.getByTestId('reload-button').click();
  await expect.poll(() => listCalls.length).toBeGreaterThan(0);
  await expect(page.getByTestId('orders-empty')).toBeVisible();

  await page.getByTestId('tab-bar').locator('[data-tab-path="/i18n"]').click();
  await expect(page).toHaveURL('/i18n');
  await expect(page.getByTestId('greeting-name')).toHaveValue('Kept input');
});

/** A paid order of a new customer for the owner's new free activity. */
async function paidOrder(page: Page, owner: { token: string; merchantId: number }) {
  const request = page.request;
  const activityId = await publishedActivity(
    request,
    owner,
    `A long activity title that takes room ${randomBytes(2).toString('hex')}`,
  );
  const mobile = uniqueMobile();
  await callApi(request, 'POST', 'storefront/captcha', { data: { mobile } });
  const captcha = await readCodeSentTo(mobile, 'customer');
  const { token } = await callApi<{ token: string }>(request, 'POST', 'storefront/login', {
    data: { mobile, captcha, name: 'Wang Fang' },
  });
  const { order } = await callApi<{ order: { id: number; version: number } }>(
    request,
    'POST',
    'storefront/orders',
    {
      token,
      data: {
        activityId,
        quantity: 2,
        contactName: 'Wang Fang',
        contactMobile: mobile,
      },
    },
  );
  await callApi(request, 'POST', `storefront/orders/${order.id}/pay`, {
    token,
    data: { version: order.version },
  });
  return order.id;
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  return found!;
};

test('at 1,280 px the order list shows its main columns, status included, without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const owner = await merchantOwner(
    page.request,
    PASSWORD,
    `Aspen ${randomBytes(3).toString('hex')}`,
  );
  const orderId = await paidOrder(page, owner);
  await signInEnglish(page, owner.mobile, PASSWORD);
  await page.goto('/shop/order');
  const row = page.getByTestId(`order-row-${orderId}`);
  await expect(row).toBeVisible();

  // The list is a plain table in antd's look (lib/table/plain-table.tsx); its scrolling box is
  // what antd's `.ant-table` / `.ant-table-content` were.
  const table = page.getByTestId('orders-table-scroll');
  const status = table.locator('thead th', { hasText: /^Status$/ });
  await expect(status).toBeVisible();
  await expect(row.locator('.ant-tag')).toBeVisible();
  const statusBox = await status.boundingBox();
  const actionsBox = await box(page, '[data-testid="orders-page"] thead th:has-text("Actions")');
  const tableBox = (await table.boundingBox())!;
  expect(statusBox!.x + statusBox!.width).toBeLessThanOrEqual(actionsBox.x + 1);
  expect(actionsBox.x + actionsBox.width).toBeLessThanOrEqual(tableBox.x + tableBox.width + 1);
  const overflow = await table.evaluate((node) => node.scrollWidth - node.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/orders-1280-en-US.png' });
});
