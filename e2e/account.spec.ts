import { randomBytes } from 'node:crypto';
import { merchantOwner } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';
import { signIn, signInEnglish } from './support/onboarding.ts';
import { confirmOk, expect, test } from './support/test.ts';
import { screenshot } from './support/screenshot.ts';

// docs/account.md: the user edits their nickname and sees it in the
// header at once; revokes another browser's session and that browser lands on login; both
// locales.

const PASSWORD = 'accountpass2026';

test('a new nickname shows in the header at once; a revoked browser lands on login', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await merchantOwner(
    page.request,
    PASSWORD,
    `Loom ${randomBytes(3).toString('hex')}`,
  );
  // The same user in a second browser, in Chinese.
  const other = await browser.newContext({ baseURL });
  const zh = await other.newPage();
  await zh.goto('/login');
  await zh.getByTestId('locale-zh-CN').click();
  await signIn(zh, owner.mobile, PASSWORD);
  await zh.goto('/account/mine');
  await expect(zh.getByTestId('my-account')).toContainText('所有者');
  await screenshot(zh, 'account-mine-zh-CN');

  await signInEnglish(page, owner.mobile, PASSWORD);
  await page.goto('/setting/user');
  const nickname = `Lin ${randomBytes(2).toString('hex')}`;
  await page.getByTestId('profile-nickname').fill(nickname);
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('user-menu')).toContainText(nickname);

  await page.goto('/setting/account');
  // Newest first: this session (no button), then the Chinese browser, then the API sign-ins
  // that made the merchant.
  const revoke = page.locator('[data-testid^="session-revoke-"]');
  await expect(revoke).not.toHaveCount(0);
  const others = await revoke.count();
  expect(await axeFindings(page, 'account settings')).toEqual([]);
  await screenshot(page, 'account-settings-en-US');
  await revoke.first().click();
  await confirmOk(page);
  await expect(revoke).toHaveCount(others - 1);
  // The other browser is signed out: its socket is closed and its token refused.
  await expect(zh).toHaveURL(/\/login/, { timeout: 20_000 });
  await expect(zh.getByTestId('login-submit')).toBeVisible();
  await other.close();
});
