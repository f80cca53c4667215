import { randomBytes } from 'node:crypto';
import { merchantOwner, staffMember } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';
import { signInEnglish } from './support/onboarding.ts';
import { screenshot } from './support/screenshot.ts';
import { signInWithCode, totpCode, turnOnTotp } from './support/second-factor.ts';
import { confirmOk, expect, test } from './support/test.ts';

// docs/auth.md "Second factor" and "Required": a user turns the authenticator app on and signs
// in with it; an owner requires it and a member without one is led to set it up.

const PASSWORD = 'twostep2026pass';
const shopName = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

test('a user turns on the authenticator app, keeps the recovery codes, and signs in with a code', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await merchantOwner(page.request, PASSWORD, shopName('Lantern'));
  await signInEnglish(page, owner.mobile, PASSWORD);
  await page.goto('/setting/account');
  await expect(page.getByTestId('totp-state')).toHaveText('Off');
  await page.getByTestId('totp-turn-on').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('totp-qr')).toBeVisible();
  const secret = (await dialog.getByTestId('totp-secret').textContent())!;
  expect(await axeFindings(page, 'authenticator set-up')).toEqual([]);
  await screenshot(page, 'second-factor-setup-en-US');
  await dialog.getByTestId('second-factor-code').fill(totpCode(secret));
  await dialog.getByTestId('second-factor-code-submit').click();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await screenshot(page, 'second-factor-codes-en-US');
  await page.getByTestId('recovery-codes-saved').click();
  await expect(page.getByTestId('totp-state')).toHaveText('On');
  await expect(page.getByTestId('second-factor')).toContainText('10 of 10 unused');

  // Another browser, in Chinese: the password alone no longer signs in.
  const other = await browser.newContext({ baseURL });
  const zh = await other.newPage();
  await zh.goto('/login');
  await zh.getByTestId('locale-zh-CN').click();
  await zh.locator('#login_username').fill(owner.mobile);
  await zh.locator('#login_password').fill(PASSWORD);
  await zh.getByTestId('login-submit').click();
  await expect(zh.getByRole('heading', { name: '两步验证' })).toBeVisible();
  await zh.locator('#secondFactor_code').fill('000000');
  await zh.getByTestId('second-factor-submit').click();
  await expect(zh.getByText('验证码错误或已使用').first()).toBeVisible();
  expect(await axeFindings(zh, 'second step')).toEqual([]);
  await screenshot(zh, 'second-factor-step-zh-CN');
  await zh.locator('#secondFactor_code').fill(totpCode(secret, 1));
  await zh.getByTestId('second-factor-submit').click();
  await expect(zh.getByTestId('header')).toBeVisible();
  // Signed in, the account's own language choice (English, made in the first browser) applies.
  await zh.goto('/setting/account');
  await expect(zh.getByTestId('totp-state')).toHaveText('On');
  await other.close();
});

test('an owner requires a second factor; a member without one is led to set it up', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = shopName('Harbour');
  const owner = await merchantOwner(page.request, PASSWORD, name);
  const member = await staffMember(page.request, owner, PASSWORD, ['order:view']);
  const secret = await turnOnTotp(page.request, owner.token);

  await page.goto('/login');
  await page.getByTestId('locale-en-US').click();
  await signInWithCode(page, owner.mobile, PASSWORD, secret);
  await page.goto('/account/sub');
  const requirement = page.getByTestId('require-2fa');
  await expect(requirement).toHaveAttribute('aria-checked', 'false');
  await requirement.click();
  await confirmOk(page);
  await expect(requirement).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Two-step verification is now required here')).toBeVisible();
  await screenshot(page, 'members-require-2fa-en-US');

  const other = await browser.newContext({ baseURL });
  const memberPage = await other.newPage();
  await signInEnglish(memberPage, member.mobile, PASSWORD);
  await expect(memberPage).toHaveURL(/\/setting\/account#second-factor$/);
  const notice = memberPage.getByTestId('second-factor-required');
  await expect(notice).toContainText(`${name} requires a second factor`);
  expect(await axeFindings(memberPage, 'required set-up')).toEqual([]);
  await screenshot(memberPage, 'second-factor-required-en-US');
  // Set up there, the merchant opens.
  await memberPage.getByTestId('totp-turn-on').click();
  const dialog = memberPage.getByRole('dialog');
  const memberSecret = (await dialog.getByTestId('totp-secret').textContent())!;
  await dialog.getByTestId('second-factor-code').fill(totpCode(memberSecret));
  await dialog.getByTestId('second-factor-code-submit').click();
  await memberPage.getByTestId('recovery-codes-saved').click();
  await expect(notice).toHaveCount(0);
  await memberPage.goto('/shop/order');
  await expect(memberPage.getByTestId('header')).toBeVisible();
  await expect(memberPage.getByText('requires a second factor')).toHaveCount(0);
  await other.close();
});
