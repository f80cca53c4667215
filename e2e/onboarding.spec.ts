import { creditCodeCheckChar } from '@console/contract/credit-code';
import { confirmOk, expect, test } from './support/test.ts';
import {
  openSubmission,
  operatorPage,
  PASSWORD,
  PNG,
  registeredUser,
  signIn,
} from './support/onboarding.ts';

// DESIGN §4: a user's onboarding record goes through the operator audit and back.

test('onboarding record: submit, rejection with reason, resubmission, approval', async ({
  page,
  browser,
  baseURL,
}) => {
  const user = await registeredUser(page.request);
  const digits = user.mobile.slice(-8);
  const first17 = `9111010${digits}MA`.slice(0, 17);
  const creditCode = `${first17}${creditCodeCheckChar(first17)}`;
  const name = `E2E 商户 ${user.mobile}`;

  await signIn(page, user.mobile, PASSWORD);
  await page.goto('/record');
  await page.locator('#record_name').fill(name);
  await page.locator('#record_category').click();
  await page.getByTitle('教育培训').click();
  await page.locator('#record_contactName').fill('张三');
  await page.locator('#record_contactMobile').fill('12');
  await expect(page.getByText('手机号格式不正确！')).toBeVisible();
  await page.locator('#record_contactMobile').fill(user.mobile);
  await page.locator('#record_contactMail').fill(user.mail);
  await page.locator('#record_region').click();
  await page.getByRole('menuitemcheckbox', { name: '北京市' }).click();
  await page.getByRole('menuitemcheckbox', { name: '市辖区' }).click();
  await page.getByRole('menuitemcheckbox', { name: '东城区' }).click();
  await page.locator('#record_address').fill('长安街 1 号');
  await page.locator('#record_creditCode').fill(creditCode);
  await page.locator('#record_legalPerson').fill('张三');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await page.getByTestId('record-submit').click();
  await expect(page.getByTestId('record-status')).toHaveAttribute('data-status', 'pending');

  const operator = await operatorPage(browser, baseURL);
  await openSubmission(operator, name);
  await operator.getByTestId('audit-reject').click();
  await operator.getByTestId('audit-reason').fill('营业执照不清晰');
  await operator.getByTestId('audit-confirm').click();
  await expect(operator.getByTestId('audit-detail-status')).toHaveText('已驳回');

  await page.reload();
  await expect(page.getByTestId('record-reject-reason')).toContainText('营业执照不清晰');
  await page.locator('#record_address').fill('长安街 2 号');
  await page.getByTestId('record-submit').click();
  await expect(page.getByTestId('record-status')).toHaveAttribute('data-status', 'pending');

  await openSubmission(operator, name);
  await expect(operator.getByTestId('audit-resubmission')).toBeVisible();
  await expect(operator.getByTestId('audit-field-address')).toHaveAttribute('data-changed', 'true');
  await expect(operator.getByTestId('audit-field-name')).toHaveAttribute('data-changed', 'false');
  await operator.getByTestId('audit-approve').click();
  await confirmOk(operator);
  await expect(operator.getByTestId('audit-detail-status')).toHaveText('已通过');

  await page.reload();
  await expect(page.getByTestId('record-status')).toHaveAttribute('data-status', 'approved');
  await operator.context().close();
});

test('record draft: leaving with unsaved input asks first; a saved draft leaves freely', async ({
  page,
}) => {
  const user = await registeredUser(page.request);
  await signIn(page, user.mobile, PASSWORD);
  await page.goto('/record');
  await page.locator('#record_name').fill(`Draft ${user.mobile}`);
  await page.locator('#record_creditCode').fill('91110108MA01ABCD1X');
  await expect(page.getByText('统一社会信用代码不正确')).toBeVisible();
  await page.locator('#record_creditCode').fill('');
  await page.getByRole('menuitem', { name: '国际化' }).click();
  await page.getByTestId('confirm-cancel').click();
  await expect(page).toHaveURL('/record');
  await page.getByTestId('record-save').click();
  await expect(page.getByText('草稿已保存')).toBeVisible();
  await expect(page.getByTestId('record-status-tag')).toHaveText('草稿');
  await page.getByRole('menuitem', { name: '国际化' }).click();
  await expect(page).toHaveURL('/i18n');
});
