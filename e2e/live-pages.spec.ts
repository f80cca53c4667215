import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { callApi } from './support/api.ts';
import {
  decideAsOperator,
  login,
  merchantOwner,
  PNG,
  registeredUser,
  submitRecord,
  uniqueCreditCode,
  uploadImage,
} from './support/accounts.ts';
import { signInEnglish } from './support/onboarding.ts';
import { E2E_DEMO_PASSWORD } from './support/server-env.ts';
import { confirmOk, expect, test } from './support/test.ts';

// docs/web.md "Kept-alive pages", "Pages follow a decision": pages follow what changes them; an
// owner adds a second merchant.

const PASSWORD = 'livepass2026';

/** The operator, in a browser context of its own, approves the pending record. */
async function approveRecord(browser: Browser, recordId: number) {
  const context = await browser.newContext();
  await decideAsOperator(context.request, { kind: 'record', subjectId: recordId });
  await context.close();
}

test('an owner starts a second record for a new merchant; the list shows both', async ({
  page,
  browser,
}) => {
  const first = `Willow ${randomBytes(3).toString('hex')}`;
  const owner = await merchantOwner(page.request, PASSWORD, first);
  await signInEnglish(page, owner.mobile, PASSWORD);

  // spec §2 "add merchant" with nothing awaiting audit: a new record, the approved one listed.
  await page.getByTestId('merchant-switcher').click();
  await page.getByTestId('add-merchant').click();
  await expect(page).toHaveURL('/record?new=1');
  const rows = page.getByTestId('record-list').locator('[data-testid^="record-row-"]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(first);
  await expect(rows.first()).toHaveAttribute('data-status', 'approved');
  await expect(page.getByTestId('record-status')).toHaveAttribute('data-status', 'draft');
  await expect(page.locator('#record_name')).toHaveValue('');

  const second = `Cedar ${randomBytes(3).toString('hex')}`;
  await page.locator('#record_name').fill(second);
  await page.locator('#record_category').click();
  await page.getByTitle('Education').click();
  await page.locator('#record_contactName').fill('Li Lei');
  await page.locator('#record_contactMobile').fill(owner.mobile);
  await page.locator('#record_contactMail').fill(owner.mail);
  await page.locator('#record_region').click();
  await page.getByRole('menuitemcheckbox', { name: '北京市' }).click();
  await page.getByRole('menuitemcheckbox', { name: '市辖区' }).click();
  await page.getByRole('menuitemcheckbox', { name: '东城区' }).click();
  await page.locator('#record_address').fill('1 Chang’an Avenue');
  await page.locator('#record_creditCode').fill(uniqueCreditCode());
  await page.locator('#record_legalPerson').fill('Han Meimei');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await page.getByTestId('record-submit').click();
  await expect(page.getByTestId('record-status')).toHaveAttribute('data-status', 'pending');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(second);
  await expect(rows.first()).toHaveAttribute('data-status', 'pending');
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'approved');
  await page.screenshot({ path: 'test-results/record-list-en-US.png', fullPage: true });

  // The earlier record opens from the list, read-only.
  await rows.nth(1).getByRole('button', { name: 'Open' }).click();
  await expect(page.getByTestId('record-status')).toHaveAttribute('data-status', 'approved');
  await expect(page.getByTestId('record-view')).toBeVisible();
  await expect(page.locator('#record_name')).toHaveText(first);
  await expect(page.getByTestId('record-save')).toHaveCount(0);

  // With a record awaiting audit, "add merchant" warns first (spec §2); OK shows /record.
  await page.getByTestId('merchant-switcher').click();
  await page.getByTestId('add-merchant').click();
  await expect(
    page
      .locator('.ant-modal-confirm-title')
      .filter({ hasText: 'A submitted merchant record exists, are you sure to re-create?' }),
  ).toBeVisible();
  await confirmOk(page);
  await expect(page).toHaveURL('/record');

  // Approved, the new merchant is the owner's too.
  const { records } = await callApi<{ records: { id: number; name: string }[] }>(
    page.request,
    'GET',
    'merchantRecords',
    { token: owner.token },
  );
  await approveRecord(browser, records.find((record) => record.name === second)!.id);
  await expect(rows.first()).toHaveAttribute('data-status', 'approved');
  await page.getByTestId('locale-switch').getByText('中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('record-list')).toContainText('我的入驻记录');
  await page.screenshot({ path: 'test-results/record-list-zh-CN.png', fullPage: true });
});

test('the record page shows the decision as it is made, without a reload', async ({
  page,
  browser,
}) => {
  const user = await registeredUser(page.request, PASSWORD);
  const { token } = await login(page.request, user.mobile, PASSWORD);
  const recordId = await submitRecord(page.request, token, `Maple ${user.mobile}`);
  await signInEnglish(page, user.mobile, PASSWORD);
  await page.goto('/record');
  await expect(page.getByTestId('record-status')).toHaveAttribute('data-status', 'pending');

  await approveRecord(browser, recordId);

  await expect(page.getByTestId('notice-badge')).toContainText('1');
  await expect(page.getByTestId('record-status')).toHaveAttribute('data-status', 'approved');
  await expect(page.getByTestId('record-status-tag')).toHaveText('Approved');
});

test('the licence page shows the decision as it is made, without a reload', async ({
  page,
  browser,
}) => {
  const owner = await merchantOwner(
    page.request,
    PASSWORD,
    `Elm ${randomBytes(3).toString('hex')}`,
  );
  const imageId = await uploadImage(page.request, owner.token, 'licence.png');
  await callApi(page.request, 'PUT', 'merchant/licence', {
    token: owner.token,
    data: {
      version: 0, // a new merchant has no licence yet
      subjectType: 'enterprise',
      holderName: 'Elm Ltd',
      credentialNumber: 'C-2026-002',
      imageIds: [imageId],
      legalPerson: 'Li Si',
      legalIdNumber: '11010519491231002X',
      validUntil: '2030-01-31',
      accountName: 'Elm Ltd',
      bankName: 'China Merchants Bank',
      accountNumber: '6225880112345678',
      merchants_id: owner.merchantId,
    },
  });
  await signInEnglish(page, owner.mobile, PASSWORD);
  await page.goto('/account/license');
  await expect(page.getByTestId('licence-status')).toHaveText('Under review');

  // The operator approves it from a browser context of its own.
  const context = await browser.newContext();
  const admin = await login(context.request, 'admin@example.com', E2E_DEMO_PASSWORD);
  const { submissions } = await callApi<{
    submissions: { id: number; merchantId: number | null }[];
  }>(context.request, 'GET', 'audit/submissions?kind=licence&status=pending&pageSize=100', {
    token: admin.token,
  });
  const submission = submissions.find((entry) => entry.merchantId === owner.merchantId)!;
  await callApi(context.request, 'POST', `audit/submissions/${submission.id}/decision`, {
    token: admin.token,
    data: { decision: 'approve' },
  });
  await context.close();

  await expect(page.getByTestId('licence-status')).toHaveText('Approved');
});
