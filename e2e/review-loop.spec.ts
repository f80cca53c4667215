import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { creditCodeCheckChar } from '@console/contract/credit-code';
import { expect, test } from './support/test.ts';
import { callApi } from './support/api.ts';
import { readCodeSentTo, uniqueMobile } from './support/outbox.ts';
import { E2E_DEMO_PASSWORD } from './support/server-env.ts';

const PASSWORD = 'reviewpass2026';
type Session = { token: string };

/** A new user (no merchant yet), registered through the API like the register page does. */
async function registeredUser(request: APIRequestContext) {
  const mobile = uniqueMobile();
  await callApi(request, 'POST', 'captcha', { data: { mobile, purpose: 'register' } });
  const captcha = await readCodeSentTo(mobile, 'register');
  const mail = `r${mobile}@example.com`;
  await callApi(request, 'POST', 'register', {
    data: { mail, mobile, password: PASSWORD, captcha },
  });
  const { token } = await callApi<Session>(request, 'POST', 'login', {
    data: { username: mobile, password: PASSWORD },
  });
  return { mobile, token };
}

/** A complete onboarding record, submitted for review; answers its id. */
async function submitRecord(request: APIRequestContext, token: string, name: string) {
  const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(64)]);
  const uploaded = await request.post('/api/uploads', {
    headers: { Authorization: token },
    multipart: { file: { name: 'licence.png', mimeType: 'image/png', buffer: png } },
  });
  const fileId = ((await uploaded.json()) as { content: { file: { id: number } } }).content.file.id;
  const first17 = `91440300${String(Date.now()).slice(-9)}`;
  const { record } = await callApi<{ record: { id: number; version: number } }>(
    request,
    'POST',
    'merchantRecords',
    {
      token,
      data: {
        name,
        category: 'education',
        contactName: 'Li Lei',
        contactMobile: '13912345678',
        contactMail: 'contact@shop.example',
        provinceCode: '440000',
        cityCode: '440300',
        districtCode: '440305',
        address: '1 Science Park Road',
        creditCode: `${first17}${creditCodeCheckChar(first17)}`,
        legalPerson: 'Han Meimei',
        licenceImageId: fileId,
      },
    },
  );
  await callApi(request, 'POST', `merchantRecords/${record.id}/submit`, {
    token,
    data: { version: record.version },
  });
  return record.id;
}

/** The operator, in a browser context of its own, decides the pending record. */
async function decideAsOperator(browser: Browser, recordId: number, reason?: string) {
  const context = await browser.newContext();
  const { request } = context;
  const { token } = await callApi<Session>(request, 'POST', 'login', {
    data: { username: 'admin@example.com', password: E2E_DEMO_PASSWORD },
  });
  const { submissions } = await callApi<{ submissions: { id: number; subjectId: number }[] }>(
    request,
    'GET',
    'audit/submissions?kind=record&status=pending&pageSize=100',
    { token },
  );
  const submission = submissions.find((entry) => entry.subjectId === recordId);
  expect(submission, 'the record waits in the audit queue').toBeDefined();
  await callApi(request, 'POST', `audit/submissions/${submission?.id}/decision`, {
    token,
    data: reason ? { decision: 'reject', reason } : { decision: 'approve' },
  });
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

  await decideAsOperator(browser, recordId);

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

  await decideAsOperator(browser, recordId, 'The licence photo is blurred');

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
