import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { registeredUser as registeredAccount } from './support/accounts.ts';
import { readCodeSentTo } from './support/outbox.ts';

/** Registers through the API, the way the register page does, and returns the credentials. */
const registeredUser = (page: Page) => registeredAccount(page.request, 'firstpass2026');

test('forgot password: a code to the mail resets it, the old one stops working', async ({
  page,
}) => {
  const { mail } = await registeredUser(page);
  await page.goto('/login');
  await page.getByTestId('locale-en-US').click();
  await page.getByTestId('forgot-password').click();
  await page.getByTestId('reset-channel').getByText('Email').click();
  await page.locator('#reset_mail').fill(mail);
  await page.getByTestId('captcha-button').click();
  await page.locator('#reset_captcha').fill(await readCodeSentTo(mail, 'reset'));
  await page.locator('#reset_password').fill('secondpass2026');
  await page.locator('#reset_confirm').fill('secondpass2027');
  await expect(page.getByText('The two passwords do not match!')).toBeVisible();
  await page.locator('#reset_confirm').fill('secondpass2026');
  await page.getByTestId('reset-submit').click();
  await expect(
    page.getByText('Password reset, please sign in with the new password'),
  ).toBeVisible();

  await page.locator('#login_username').fill(mail);
  await page.locator('#login_password').fill('firstpass2026');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('user name or password wrong')).toBeVisible();
  await page.locator('#login_password').fill('secondpass2026');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL('/activity/list');
});

test('sign in with other methods: a code to the mobile signs the user in', async ({ page }) => {
  const { mobile } = await registeredUser(page);
  await page.goto('/login?redirect=%2Flog');
  await page.getByTestId('login-method-captcha').click();

  // The register code went to this mobile seconds ago: DESIGN §3 allows one per 60 s.
  await page.locator('#loginCaptcha_mobile').fill(mobile);
  await page.getByTestId('captcha-button').click();
  await expect(page.getByText(/请 \d+ 秒后再获取验证码/)).toBeVisible();
  await expect(page.getByTestId('captcha-button')).toBeEnabled();

  const operatorMobile = '13800000001';
  await page.locator('#loginCaptcha_mobile').fill(operatorMobile);
  await page.getByTestId('captcha-button').click();
  await page.locator('#loginCaptcha_captcha').fill('000000');
  await page.getByTestId('login-submit').click();
  await expect(page.locator('#loginCaptcha').getByRole('alert')).toHaveText('验证码错误或已过期');
  await page.locator('#loginCaptcha_captcha').fill(await readCodeSentTo(operatorMobile, 'login'));
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL('/log');
  await expect(page.getByTestId('log-table')).toBeVisible();
});
