import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { merchantOwner } from './support/accounts.ts';
import { publishedActivity } from './support/activities.ts';
import { callApi } from './support/api.ts';
import { signInEnglish } from './support/onboarding.ts';
import { storefrontCustomer } from './support/storefront.ts';
import { expect, test } from './support/test.ts';

// docs/web.md "Ready at once": switching between two opened tabs and a realtime order arriving on
// /shop/order each run without a long task (over 50 ms) on the main thread, read from the
// browser's Long Tasks API.

const PASSWORD = 'longtask2026';

type LongTask = { start: number; duration: number };

/** Starts collecting the page's long tasks from now on (the Long Tasks API reports > 50 ms). */
async function watchLongTasks(page: Page) {
  await page.evaluate(() => {
    const seen: { start: number; duration: number }[] = [];
    (window as unknown as { longTasks: typeof seen }).longTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        seen.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
      }
    }).observe({ type: 'longtask' });
  });
}

const longTasks = (page: Page) =>
  page.evaluate(() => (window as unknown as { longTasks: LongTask[] }).longTasks);

/** Two animation frames and a quiet moment: what the change set off has run. */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      ),
  );
}

async function ownerWithTabs(page: Page) {
  const owner = await merchantOwner(
    page.request,
    PASSWORD,
    `Long task ${randomBytes(3).toString('hex')}`,
  );
  const settings = await callApi<{ version: number }>(page.request, 'GET', 'userSettings', {
    token: owner.token,
  });
  await callApi(page.request, 'PUT', 'userSettings', {
    token: owner.token,
    data: { version: settings.version, layout: { tabs: true } },
  });
  return owner;
}

test('a switch between two opened tabs runs no long task', async ({ page }) => {
  const owner = await ownerWithTabs(page);
  await signInEnglish(page, owner.mobile, PASSWORD);
  await page.goto('/home');
  await expect(page.getByTestId('tab-bar')).toBeVisible();
  await page.getByTestId('menu-/shop').click();
  await page.getByTestId('menu-/shop/order').click();
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  await page.getByTestId('tab-/home').click();
  await expect(page.getByTestId('home-period')).toBeVisible();
  await page.getByTestId('tab-/shop/order').click();
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  await settle(page);

  await watchLongTasks(page);
  await page.getByTestId('tab-/home').click();
  await expect(page.getByTestId('home-period')).toBeVisible();
  await settle(page);
  await page.getByTestId('tab-/shop/order').click();
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  await settle(page);
  expect(await longTasks(page)).toEqual([]);
});

test('a realtime order arriving on /shop/order runs no long task', async ({ page }) => {
  const owner = await merchantOwner(
    page.request,
    PASSWORD,
    `Live order ${randomBytes(3).toString('hex')}`,
  );
  const activityId = await publishedActivity(page.request, owner);
  await signInEnglish(page, owner.mobile, PASSWORD);
  await page.goto('/shop/order');
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  // The first order's row and its live notice have been drawn once; the one measured is the next.
  const buyer = await storefrontCustomer(page.request, 'Wang Fang');
  const first = await buyer.placeAndPay(activityId);
  await expect(page.getByTestId(`order-row-${first.id}`)).toBeVisible();
  await settle(page);

  await watchLongTasks(page);
  const second = await buyer.placeAndPay(activityId);
  await expect(page.getByTestId(`order-row-${second.id}`)).toBeVisible();
  await settle(page);
  expect(await longTasks(page)).toEqual([]);
});
