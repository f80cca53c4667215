import { confirmOk, expect, test } from './support/test.ts';
import { merchantOwner } from './support/accounts.ts';
import { operatorPage, PASSWORD, PNG, signIn } from './support/onboarding.ts';

// DESIGN §4 signing licence (/account/license) and its audit.

test('signing licence: the owner submits it, the operator approves it, numbers stay masked', async ({
  page,
  browser,
  baseURL,
}) => {
  const user = await merchantOwner(page.request, PASSWORD, `Licence shop ${Date.now()}`);
  const holder = `Holder ${user.mobile}`;
  await signIn(page, user.mobile, PASSWORD);
  await page.goto('/account/license');
  await expect(page.getByTestId('licence-status')).toHaveText('未提交');
  await page.getByRole('radio', { name: '企业' }).check();
  await page.locator('#licence_holderName').fill(holder);
  await page.locator('#licence_credentialNumber').fill('C-2026-001');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await page.locator('#licence_legalPerson').fill('李四');
  await page.locator('#licence_legalIdNumber').fill('11010519491231002X');
  await page.locator('#licence_validUntil').fill('2030-01-31');
  await page.locator('#licence_validUntil').press('Enter');
  await page.locator('#licence_accountName').fill(holder);
  await page.locator('#licence_bankName').fill('招商银行');
  await page.locator('#licence_accountNumber').fill('6225880112345678');
  await page.getByTestId('licence-submit').click();
  await expect(page.getByTestId('licence-status')).toHaveText('审核中');
  await expect(page.locator('#licence_accountNumber')).toHaveAttribute('placeholder', /\*/);

  const operator = await operatorPage(browser, baseURL);
  await operator.goto('/audit/licences');
  const row = operator.locator('[data-testid^="audit-row-"]', { hasText: holder });
  await row.getByRole('link').click();
  const account = operator.getByTestId('audit-field-accountNumberMasked');
  await expect(account).toContainText('5678');
  await expect(account).not.toContainText('62258801');
  await expect(operator.getByTestId('audit-field-subjectType')).toHaveText('企业');
  await operator.getByTestId('audit-approve').click();
  await confirmOk(operator);
  await expect(operator.getByTestId('audit-detail-status')).toHaveText('已通过');
  await operator.context().close();

  await page.reload();
  await expect(page.getByTestId('licence-status')).toHaveText('已通过');
});
