import { expect, test } from './support/test.ts';
import { E2E_DEMO_PASSWORD } from './support/server-env.ts';
import { api, login, PASSWORD, registeredUser, signIn } from './support/shell.ts';

// The console shell (docs/web.md "Shell"): layout settings, language, responsive menu, log.

test('a layout setting applies at once, survives a reload and follows the user to another browser', async ({
  page,
  browser,
}) => {
  const user = await registeredUser(page.request);
  await signIn(page, user.mobile);
  const sider = page.getByTestId('sider');
  await expect(sider).toHaveAttribute('data-theme', 'dark');
  await page.getByTestId('settings-button').click();
  await expect(page.getByTestId('settings-drawer')).toBeVisible();
  await page.getByTestId('setting-siderTheme-light').click();
  await expect(sider).toHaveAttribute('data-theme', 'light');
  await expect(sider).toHaveClass(/ant-layout-sider-light/);
  await page.keyboard.press('Escape');

  const session = await login(page.request, user.mobile, PASSWORD);
  await expect
    .poll(
      async () =>
        (
          await api<{ layout: { siderTheme: string } }>(
            page.request,
            'GET',
            'userSettings',
            session.token,
          )
        ).layout.siderTheme,
    )
    .toBe('light');
  await page.reload();
  await expect(sider).toHaveAttribute('data-theme', 'light');

  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, user.mobile);
  await expect(second.getByTestId('sider')).toHaveAttribute('data-theme', 'light');
  await other.close();
});
test('the language switch changes the texts and the title, and stays the user’s choice', async ({
  page,
}) => {
  const user = await registeredUser(page.request);
  await signIn(page, user.mobile);
  await expect(page).toHaveTitle('列表 - 商户控制台');
  await expect(page.getByTestId('menu-/activity')).toHaveText('活动管理');
  await page.getByTestId('locale-en-US').click();
  await expect(page).toHaveTitle('List - Merchant Console');
  await expect(page.getByTestId('menu-/activity')).toHaveText('Activities');
  await expect(page.getByTestId('breadcrumb')).toContainText('List');
  await page.reload();
  await expect(page.getByTestId('menu-/activity')).toHaveText('Activities');
  await expect(page).toHaveTitle('List - Merchant Console');
});
test('at 400 px the menu is a drawer that closes on navigation; at 800 px it is collapsed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await signIn(page, 'merchant@example.com', E2E_DEMO_PASSWORD);
  await expect(page.getByTestId('sider')).toHaveCount(0);
  await page.getByTestId('mobile-menu-button').click();
  const drawer = page.getByTestId('mobile-menu-content');
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('menu-/home').click();
  await expect(page).toHaveURL('/home');
  await expect(drawer).toBeHidden();

  await page.setViewportSize({ width: 800, height: 800 });
  const sider = page.getByTestId('sider');
  await expect(sider).toBeVisible();
  await expect.poll(async () => (await sider.boundingBox())?.width).toBe(80);
  await expect(page.getByTestId('mobile-menu-button')).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => (await sider.boundingBox())?.width).toBe(256);
});
test('a failing API call raises the log indicator, shows on /log and reaches the operators’ list', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com', E2E_DEMO_PASSWORD);
  await page.getByTestId('locale-en-US').click();
  const indicator = page.getByTestId('log-indicator');
  await indicator.hover();
  await expect(page.getByTestId('log-indicator-tooltip')).toHaveText('No logs or errors');

  await indicator.click();
  await expect(page).toHaveURL('/log');
  await page.getByTestId('log-tab-all').click();
  // A keyword longer than the API accepts: the server answers 1001.
  await page.getByTestId('server-log-keyword').locator('input').fill('x'.repeat(201));
  await page.getByTestId('server-log-keyword').locator('input').press('Enter');
  await expect(page.getByText('Too long (at most 200 characters)').first()).toBeVisible();
  await expect(indicator).toHaveAttribute('data-errors', '1');
  await indicator.hover();
  await expect(page.getByTestId('log-indicator-tooltip')).toHaveText('1 logs | includes 1 errors');

  await page.getByTestId('log-tab-browser').click();
  await expect(page.getByTestId('log-table')).toContainText('Too long (at most 200 characters)');

  // The error went to the server in a batch; operators see it with route and version.
  await expect(async () => {
    await page.reload();
    await page.getByTestId('log-tab-all').click();
    await expect(page.getByTestId('server-log-table')).toContainText(
      'Too long (at most 200 characters)',
      {
        timeout: 2_000,
      },
    );
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('server-log-table')).toContainText('/log');
});

// A 1×1 PNG: the licence image a merchant record needs.
