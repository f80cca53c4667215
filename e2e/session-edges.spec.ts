import { registeredUser } from './support/accounts.ts';
import { E2E_DEMO_PASSWORD } from './support/server-env.ts';
import { PASSWORD, signIn } from './support/shell.ts';
import { confirmOk, expect, test } from './support/test.ts';
import { recordRefusals, recordToasts, seenToasts } from './support/toasts.ts';

// docs/web.md "Session", "Merchant pages without a merchant": a normal logout ends quietly; a user
// without a merchant sees one clear state on merchant pages, and nothing reports success for a call
// that was not made.

test('a normal logout shows no error and no "login expired"', async ({ page }) => {
  await recordToasts(page);
  await signIn(page, 'merchant@example.com', E2E_DEMO_PASSWORD);
  // The console is loaded when the bell has its count.
  await expect(page.getByTestId('notice-bell')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const refusals = recordRefusals(page);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await confirmOk(page);
  await expect(page.locator('#login_username')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seenToasts(page, 'error')).toEqual([]);
  expect(refusals).toEqual([]);
  await expect(page).toHaveURL(/\/login/);
});

test('merchant pages show "register a merchant first" to a user without one', async ({
  page,
  request,
}) => {
  const user = await registeredUser(request, PASSWORD);
  await recordToasts(page);
  await signIn(page, user.mobile);
  for (const path of ['/activity/list', '/shop/order', '/account/sub']) {
    await page.goto(path);
    await expect(page.getByTestId('no-merchant')).toBeVisible();
    await expect(page.getByTestId('no-merchant')).toContainText('请先注册商户');
    await expect(page.getByTestId('no-merchant-register')).toBeVisible();
    await expect(page.getByTestId('members-table')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // No warning per skipped call, and no success for a call that was not made.
    expect(await seenToasts(page)).toEqual([]);
  }
  await page.getByTestId('no-merchant-register').click();
  await expect(page).toHaveURL('/record');
  await expect(page.getByTestId('record-save')).toBeVisible();
});
