import type { Page } from '@playwright/test';
import { confirmOk, expect, test } from './support/test.ts';
import { readCodeSentTo, uniqueMobile } from './support/outbox.ts';
import { E2E_DEMO_PASSWORD } from './support/server-env.ts';

async function signIn(page: Page, username: string, password: string) {
  await page.locator('#login_username').fill(username);
  await page.locator('#login_password').fill(password);
  await page.getByTestId('login-submit').click();
}

async function tokenCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'admin-token')?.value;
}

test('a new user registers with the code from the outbox, signs out, and a deep link survives sign-in', async ({
  page,
}) => {
  const mobile = uniqueMobile();
  const mail = `reg${mobile}@example.com`;
  const password = 'shopkeeper2026';

  await page.goto('/register');
  await expect(page).toHaveTitle(/ - 商户控制台$/);
  await page.locator('#register_mail').fill(mail);
  await page.locator('#register_password').fill(password);
  await page.locator('#register_mobile').fill(mobile);
  await page.getByTestId('captcha-button').click();
  await expect(page.getByTestId('captcha-button')).toBeDisabled();
  await page.locator('#register_captcha').fill(await readCodeSentTo(mobile, 'register'));
  await page.getByTestId('register-submit').click();

  await expect(page).toHaveURL(/\/register\/result$/);
  expect(await tokenCookie(page)).toBeTruthy();

  await page.getByTestId('go-console').click();
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await confirmOk(page);
  await expect(page).toHaveURL(/\/login/);
  expect(await tokenCookie(page)).toBeUndefined();

  await page.goto('/shop/order?status=paid&page=2');
  await expect(page).toHaveURL(
    `/login?redirect=${encodeURIComponent('/shop/order?status=paid&page=2')}`,
  );
  await signIn(page, mobile, password);
  await expect(page).toHaveURL('/shop/order?status=paid&page=2');
});

test('a wrong password shows the server message in each language and signs nobody in', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'merchant@example.com', 'not-the-password1');
  await expect(page.getByText('用户名或密码错误')).toBeVisible();

  await page.getByTestId('locale-en-US').click();
  await expect(page).toHaveTitle(/ - Merchant Console$/);
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('user name or password wrong')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await tokenCookie(page)).toBeUndefined();

  await page.locator('#login_password').fill(E2E_DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL('/activity/list');
  await expect(page.getByTestId('current-merchant')).toContainText(/Sunrise Studio|Harbor Books/);
});

const RULES = {
  'zh-CN': {
    mailRequired: '请输入邮箱！',
    mailFormat: '邮箱格式不正确！',
    passwordRequired: '请输入密码！',
    mobileRequired: '请输入手机号！',
    mobileFormat: '手机号格式不正确！',
    captchaRequired: '请输入验证码！',
  },
  'en-US': {
    mailRequired: 'Please enter the email!',
    mailFormat: 'the email format is incorrect!',
    passwordRequired: 'Please enter the password!',
    mobileRequired: 'Please enter the mobile number!',
    mobileFormat: 'the mobile number format is incorrect!',
    captchaRequired: 'Please enter the captcha!',
  },
} as const;

for (const [locale, texts] of Object.entries(RULES)) {
  test(`every register rule shows its message on change in ${locale}`, async ({ page }) => {
    await page.goto('/register');
    await page.getByTestId(`locale-${locale}`).click();
    // A message is worded when its field changes: the language is switched first.
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // The message under a field is the input's accessible description (aria-describedby):
    // checked so, the message is the one tied to its field.
    const field = (name: string) => page.locator(`#register_${name}`);

    await field('mail').fill('shop');
    await expect(field('mail')).toHaveAccessibleDescription(texts.mailFormat);
    await field('mail').fill('');
    await expect(field('mail')).toHaveAccessibleDescription(texts.mailRequired);

    await field('password').fill('x');
    await field('password').fill('');
    await expect(field('password')).toHaveAccessibleDescription(texts.passwordRequired);

    await field('mobile').fill('2380013800');
    await expect(field('mobile')).toHaveAccessibleDescription(texts.mobileFormat);
    await field('mobile').fill('');
    await expect(field('mobile')).toHaveAccessibleDescription(texts.mobileRequired);

    await field('captcha').fill('1');
    await field('captcha').fill('');
    await expect(field('captcha')).toHaveAccessibleDescription(texts.captchaRequired);

    // spec §5: requesting a captcha validates the mobile first, and sends nothing
    await field('mobile').fill('123');
    await page.getByTestId('captcha-button').click();
    await expect(field('mobile')).toHaveAccessibleDescription(texts.mobileFormat);
    await expect(page.getByTestId('captcha-button')).toBeEnabled();
  });
}
