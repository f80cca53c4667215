import type { Page } from '@playwright/test';
import { axeFindings, haloContrast, settle } from './support/axe.ts';
import { chooseSetting, signIn, startWithTabs, visit } from './support/console-walk.ts';
import { expect, test } from './support/test.ts';

// docs/accessibility.md: axe-core over every screen of spec §2, signed out, as the
// demo owner and as the operator, with the bell, the settings drawer and the tab menu open, in
// both sider themes (and the three header themes on one page). No critical or serious finding.
// Findings are gathered over the whole walk and printed together, so one run shows them all.

type SiderTheme = 'dark' | 'light';
const SIDER_THEMES: SiderTheme[] = ['dark', 'light'];

const OWNER_ROUTES = [
  '/home',
  '/activity/list',
  '/activity/new',
  '/shop/info',
  '/shop/order',
  '/cc',
  '/eva',
  '/account/mine',
  '/account/sub',
  '/account/license',
  '/record',
  '/setting/user',
  '/setting/account',
  '/i18n',
];
const OPERATOR_ROUTES = [
  '/audit/records',
  '/audit/licences',
  '/audit/activities',
  '/log',
  // The system lists: plain tables with sortable headers and a pager (docs/system.md "Lists").
  '/system/user',
  '/system/role',
  '/system/menu',
  '/system/change',
];

test.describe.configure({ timeout: 180_000 });

/** The header's overlays and the tab menu, each checked while open. */
async function overlays(page: Page, where: string) {
  const findings: string[] = [];
  await page.getByTestId('notice-bell').click();
  await expect(page.getByTestId('notice-panel')).toBeVisible();
  findings.push(...(await axeFindings(page, `${where} bell open`)));
  // The bell toggles its panel.
  await page.getByTestId('notice-bell').click();
  await expect(page.getByTestId('notice-panel')).toBeHidden();

  await page.getByTestId('settings-button').click();
  await expect(page.getByTestId('settings-drawer')).toBeVisible();
  findings.push(...(await axeFindings(page, `${where} settings drawer open`)));
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('settings-drawer')).toBeHidden();

  await page.getByTestId('tabs-actions').click();
  await expect(page.getByTestId('tabs-close-other')).toBeVisible();
  findings.push(...(await axeFindings(page, `${where} tab menu open`)));
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tabs-close-other')).toBeHidden();
  return findings;
}

/** Every page in `routes` in one sider theme, the overlays open on the first. */
async function walk(page: Page, routes: string[], theme: SiderTheme) {
  await visit(page, routes[0]!);
  await chooseSetting(page, 'siderTheme', theme);
  await expect(page.getByTestId('sider')).toHaveAttribute('data-theme', theme);
  const findings = await overlays(page, `${theme} sider`);
  for (const path of routes) {
    await visit(page, path);
    findings.push(...(await axeFindings(page, `${theme} sider ${path}`)));
  }
  return findings;
}

/**
 * A focused text field must be plain to see, not only a faint shadow (docs/accessibility.md
 * "Colour"): its focus halo, drawn over white, at least 3:1 against white (WCAG 1.4.11). axe does
 * not judge focus.
 */
async function focusRing(page: Page, selector: string) {
  await page.locator(selector).focus();
  await settle(page);
  const shadow = await page.locator(selector).evaluate(
    (input) =>
      getComputedStyle(
        // antd's field, or the sign-in page's own (drawn without antd, docs/web.md "Delivery")
        input.closest('.ant-input-affix-wrapper, [data-focus-ring]') ?? input,
      ).boxShadow,
  );
  const ratio = haloContrast(shadow);
  return ratio >= 3
    ? []
    : [`${selector} focused | focus halo ${shadow} is ${ratio.toFixed(2)}:1 on white`];
}

test('signed out: sign-in, register, password reset and not-found pages', async ({ page }) => {
  const findings: string[] = [];
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  findings.push(...(await axeFindings(page, '/login')));
  findings.push(...(await focusRing(page, '#login_username')));
  await page.getByTestId('forgot-password').click();
  await expect(page.getByTestId('reset-submit')).toBeVisible();
  findings.push(...(await axeFindings(page, '/login reset password')));
  await page.goto('/register');
  await expect(page.locator('form')).toBeVisible();
  findings.push(...(await axeFindings(page, '/register')));
  // The captcha field shares its border with the send button: its ring must still show.
  findings.push(...(await focusRing(page, '#register_captcha')));
  await page.getByTestId('register-submit').click();
  await expect(page.locator('#register_mail')).toHaveAttribute('aria-invalid', 'true');
  findings.push(...(await axeFindings(page, '/register with its messages')));
  await page.goto('/no-such-page');
  await expect(page.getByTestId('error-text')).toBeVisible();
  findings.push(...(await axeFindings(page, '404')));
  expect(findings).toEqual([]);
});

test.describe('demo owner', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let routes: string[];

  test.beforeAll(async ({ browser, baseURL }) => {
    page = await browser.newPage({ baseURL });
    await signIn(page, 'merchant@example.com');
    await startWithTabs(page);
    await page.goto('/activity/list');
    const detail = page.locator('[data-testid^="activity-row-"] a').first();
    await expect(detail).toBeVisible();
    routes = [...OWNER_ROUTES, (await detail.getAttribute('href'))!];
  });
  test.afterAll(() => page.close());

  for (const theme of SIDER_THEMES) {
    test(`every console page, bell, drawer and tab menu, ${theme} sider`, async () => {
      expect(await walk(page, routes, theme)).toEqual([]);
    });
  }

  test('header themes, and the error pages signed in', async () => {
    const findings: string[] = [];
    await visit(page, '/shop/order');
    for (const header of ['dark', 'primary', 'light']) {
      await chooseSetting(page, 'headerTheme', header);
      await expect(page.getByTestId('header')).toHaveAttribute('data-theme', header);
      findings.push(...(await axeFindings(page, `${header} header /shop/order`)));
    }
    // Outside the console layout: a page of its own with its main landmark.
    for (const path of ['/403', '/500']) {
      await page.goto(path);
      await expect(page.getByTestId('error-text')).toBeVisible();
      findings.push(...(await axeFindings(page, path)));
    }
    expect(findings).toEqual([]);
  });
});

test.describe('operator', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;

  test.beforeAll(async ({ browser, baseURL }) => {
    page = await browser.newPage({ baseURL });
    await signIn(page, 'admin@example.com');
    await startWithTabs(page);
  });
  test.afterAll(() => page.close());

  for (const theme of SIDER_THEMES) {
    test(`audit centre, log and system pages, ${theme} sider`, async () => {
      expect(await walk(page, OPERATOR_ROUTES, theme)).toEqual([]);
    });
  }
});
