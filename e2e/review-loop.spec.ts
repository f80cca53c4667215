import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  decideAsOperator,
  login,
  registeredUser as registeredAccount,
  submitRecord,
} from './support/accounts.ts';
import { expect, test } from './support/test.ts';

const PASSWORD = 'reviewpass2026';

/** A new user (no merchant yet) signed in through the API. */
async function registeredUser(request: APIRequestContext) {
  const { mobile } = await registeredAccount(request, PASSWORD);
  const { token } = await login(request, mobile, PASSWORD);
  return { mobile, token };
}

/** The operator, in a browser context of its own, decides the pending record. */
async function decideRecord(browser: Browser, recordId: number, reason?: string) {
  const context = await browser.newContext();
  await decideAsOperator(context.request, { kind: 'record', subjectId: recordId }, reason);
  await context.close();
}

/** Opens the bell on the merchant review tab. */
async function openMerchantTab(page: Page) {
  await page.getByTestId('notice-bell').click();
  const tab = page.getByRole('tab', { name: 'Merchant review' });
  await expect(async () => {
    await page.getByTestId('notice-tab-1').click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
}

async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByTestId('locale-en-US').click();
  await page.locator('#login_username').fill(username);
  await page.locator('#login_password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('notice-bell')).toBeVisible();
}

test('an approval reaches the open console: badge, toast, title and the new merchant', async ({
  page,
  browser,
}) => {
  const user = await registeredUser(page.request);
  const name = `Harbor ${randomBytes(3).toString('hex')}`;
  const recordId = await submitRecord(page.request, user.token, name);
  await signIn(page, user.mobile);
  await page.goto('/shop/info');
  await expect(page.getByTestId('record-status')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('current-merchant')).toHaveCount(0);

  await decideRecord(browser, recordId);

  await expect(page.getByTestId('notice-badge')).toContainText('1');
  await expect(page.locator('.ant-message-warning')).toContainText(name);
  await expect(page).toHaveTitle(/^\(1 messages\)/);
  await expect(page.getByTestId('current-merchant')).toHaveText(name);
  await expect(page.getByTestId('record-status')).toHaveAttribute('data-status', 'approved');

  await openMerchantTab(page);
  const item = page.locator('[data-testid^="notice-item-"]').first();
  await expect(item).toContainText(name);
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(page.locator('.ant-popover:not(.ant-popover-hidden)')).toHaveCSS('opacity', '1');
  await page.screenshot({ path: 'test-results/bell-open-en-US.png' });
  await item.click();
  await expect(page).toHaveURL('/shop/info');
  await expect(page.getByTestId('notice-badge')).not.toContainText('1');
});

test('a rejection shows its reason on the shop audit page', async ({ page, browser }) => {
  const user = await registeredUser(page.request);
  const name = `Lantern ${randomBytes(3).toString('hex')}`;
  const recordId = await submitRecord(page.request, user.token, name);
  await signIn(page, user.mobile);
  await page.goto('/home');

  await decideRecord(browser, recordId, 'The licence photo is blurred');

  await expect(page.getByTestId('notice-badge')).toContainText('1');
  await openMerchantTab(page);
  await page.locator('[data-testid^="notice-item-"]').first().click();
  await expect(page).toHaveURL('/shop/info');
  await expect(page.getByTestId('record-status')).toHaveAttribute('data-status', 'rejected');
  await expect(page.getByTestId('record-reason')).toHaveText('The licence photo is blurred');
  await expect(page.getByRole('link', { name: 'Edit and resubmit' })).toBeVisible();
  await expect(
    page.locator('.ant-menu-item-selected').getByTestId('menu-/shop/info'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/shop-info-en-US.png' });
  await page.getByTestId('locale-zh-CN').click();
  await expect(page.getByText('驳回原因')).toBeVisible();
  await page.screenshot({ path: 'test-results/shop-info-zh-CN.png' });
  await page.getByTestId('notice-bell').click();
  await expect(page.getByTestId('notice-tab-3')).toHaveText('活动审核');
  // The bell reopens on the tab it was left on; the opened message now reads as read.
  const item = page.getByTestId('notice-panel').locator('[data-testid^="notice-item-"]');
  await expect(item).toHaveAttribute('data-read', 'true');
  await expect(page.getByText('全部已读')).toBeVisible();
  await expect(page.locator('.ant-popover:not(.ant-popover-hidden)')).toHaveCSS('opacity', '1');
  await page.screenshot({ path: 'test-results/bell-open-zh-CN.png' });
});
