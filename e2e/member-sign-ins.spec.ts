import { randomBytes } from 'node:crypto';
import type { MerchantMembersContent } from '@console/contract/merchants';
import { callApi } from './support/api.ts';
import { merchantOwner, staffMember } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';
import { signIn, signInEnglish } from './support/onboarding.ts';
import { screenshot } from './support/screenshot.ts';
import { confirmOk, expect, test } from './support/test.ts';

// docs/auth.md "Sign-ins": the owner opens a sub-account's sign-ins on /account/sub, sees the
// one the member just made, signs the member out everywhere, and the member's open page goes to
// the sign-in page; the drawer in both locales.

const PASSWORD = 'signinspass2026';

test('the owner sees a member sign in and signs them out everywhere', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers and a merchant made through the operator's approval.
  test.setTimeout(120_000);
  const owner = await merchantOwner(
    page.request,
    PASSWORD,
    `Kiln ${randomBytes(3).toString('hex')}`,
  );
  const staff = await staffMember(page.request, owner, PASSWORD, ['order:view']);
  const { members } = await callApi<MerchantMembersContent>(
    page.request,
    'GET',
    `merchant/members?merchants_id=${owner.merchantId}`,
    { token: owner.token },
  );
  const staffId = members.find((member) => member.nickname === staff.nickname)!.userId;

  // The member works in a browser of their own.
  const staffContext = await browser.newContext({ baseURL });
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, staff.mobile, PASSWORD);
  await staffPage.goto('/account/mine');
  await expect(staffPage.getByTestId('my-account')).toBeVisible();

  await signInEnglish(page, owner.mobile, PASSWORD);
  await page.goto('/account/sub');
  await expect(page.getByTestId(`member-sign-out-${staffId}`)).toBeVisible();
  await screenshot(page, 'member-actions-en-US');
  await page.getByTestId(`member-sign-ins-${staffId}`).click();
  const drawer = page.getByTestId('member-sign-ins-drawer');
  await expect(drawer).toContainText(`Sign-ins of ${staff.nickname}`);
  // Newest first: the browser sign-in just made, then the registration (through the API).
  const rows = drawer.getByTestId('member-sign-ins-table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Password');
  await expect(rows.nth(0)).toContainText('Chrome');
  await expect(rows.nth(0)).toContainText('None');
  await expect(rows.nth(1)).toContainText('Registration');
  expect(await axeFindings(page, 'member sign-ins drawer')).toEqual([]);
  await screenshot(page, 'member-sign-ins-en-US');
  await drawer.getByRole('button', { name: 'Close the sign-ins' }).click();
  await expect(drawer).toBeHidden();

  await page.getByTestId(`member-sign-out-${staffId}`).click();
  await confirmOk(page);
  await expect(page.locator('.ant-message-notice')).toContainText(
    `'${staff.nickname}' was signed out everywhere (2 sessions ended)`,
  );
  // The member's page hears its socket close, and its token is refused: the sign-in page.
  await expect(staffPage).toHaveURL(/\/login/, { timeout: 20_000 });
  await expect(staffPage.getByTestId('login-submit')).toBeVisible();
  await staffContext.close();

  // The drawer in Chinese.
  await page.getByTestId('locale-switch').getByText('中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.getByTestId(`member-sign-ins-${staffId}`).click();
  await expect(drawer).toContainText(`${staff.nickname} 的登录记录`);
  await expect(rows.nth(0)).toContainText('密码');
  await expect(rows.nth(1)).toContainText('注册');
  expect(await axeFindings(page, 'member sign-ins drawer zh-CN')).toEqual([]);
  await screenshot(page, 'member-sign-ins-zh-CN');
});
