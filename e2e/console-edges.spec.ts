import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { merchantOwner, submitLicence } from './support/accounts.ts';
import { signIn, signInEnglish } from './support/onboarding.ts';
import { screenshot } from './support/screenshot.ts';
import { E2E_DEMO_PASSWORD } from './support/server-env.ts';
import { expect, test } from './support/test.ts';

// Rough edges a merchant meets (docs/web.md "/account/license" and "Requests cut
// by leaving", docs/system.md "Lists" and "Roles"), both locales.

const PASSWORD = 'edgespass2026';
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The demo admin's language is stored on the server and follows the account (docs/web.md
// "Settings sync"): tests here that work in English give it back in Chinese, pass or fail, so
// the suites after them meet the admin as they expect.
test.afterEach(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await signIn(admin, 'admin@example.com', E2E_DEMO_PASSWORD);
  const html = admin.locator('html');
  await expect(html).toHaveAttribute('lang', /.+/);
  if ((await html.getAttribute('lang')) !== 'zh-CN') {
    const stored = admin.waitForResponse(
      (answer) => answer.url().includes('/api/userSettings') && answer.request().method() === 'PUT',
    );
    await admin.getByTestId('header').getByTestId('locale-zh-CN').click();
    await expect(html).toHaveAttribute('lang', 'zh-CN');
    await stored;
  }
  await context.close();
});

test('a submitted licence shows a loading state while it is read, never "not submitted"', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await merchantOwner(
    page.request,
    PASSWORD,
    `Edges ${randomBytes(3).toString('hex')}`,
  );
  await submitLicence(page.request, owner);

  // Whatever the page draws while it loads is watched: "not submitted" must never appear.
  const watchNone = `
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="licence-alert"][data-status="none"]')) window.__sawNone = true;
      const tag = document.querySelector('[data-testid="licence-status"]');
      if (tag && /未提交|Not submitted/.test(tag.textContent)) window.__sawNone = true;
    }).observe(document, { childList: true, subtree: true, attributes: true });`;
  const sawNone = (target: Page) =>
    target.evaluate(() => Boolean((window as { __sawNone?: boolean }).__sawNone));

  for (const [locale, pending] of [
    ['zh-CN', '审核中'],
    ['en-US', 'Under review'],
  ] as const) {
    const context = await browser.newContext({ baseURL });
    const tab = await context.newPage();
    if (locale === 'en-US') await signInEnglish(tab, owner.mobile, PASSWORD);
    else await signIn(tab, owner.mobile, PASSWORD);
    await tab.addInitScript(watchNone);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await tab.route('**/api/merchant/licence?**', async (route) => {
      await held;
      await route.continue();
    });
    await tab.goto('/account/license');
    await expect(tab.getByTestId('licence-loading')).toBeVisible();
    await expect(tab.getByTestId('licence-alert')).toHaveCount(0);
    await expect(tab.getByTestId('licence-status')).toHaveCount(0);
    await screenshot(tab, `licence-loading-${locale}`);
    release();
    await expect(tab.getByTestId('licence-status')).toHaveText(pending);
    await expect(tab.getByTestId('licence-alert')).toHaveAttribute('data-status', 'pending');
    await expect(tab.getByTestId('licence-loading')).toHaveCount(0);
    expect(await sawNone(tab)).toBe(false);
    await screenshot(tab, `licence-pending-${locale}`);
    await context.close();
  }
});

test('requests cut by a reload or a page load leave the log empty; a real failure is logged', async ({
  page,
}) => {
  // An answer that starts (200, half a body) and would finish 4 s later: the reload cuts it.
  let begun!: () => void;
  const begunAnswer = new Promise<void>((resolve) => (begun = resolve));
  const slow = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"code":"0000","msg":"","content":');
    begun();
    setTimeout(() => response.end('{"list":[],"total":0}}'), 4000);
  });
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  const port = (slow.address() as { port: number }).port;
  try {
    await signInEnglish(page, 'admin@example.com', E2E_DEMO_PASSWORD);
    const indicator = page.getByTestId('log-indicator');
    await expect(indicator).toHaveAttribute('data-errors', '0');

    // The users list answers 200 and stalls in its body; the roles list has not answered yet.
    await page.route('**/api/system/user/list', (route) =>
      route.continue({ url: `http://127.0.0.1:${port}/slow` }),
    );
    await page.route('**/api/system/role/list', async (route) => {
      await later(4000);
      await route.continue().catch(() => undefined);
    });
    const answered = page.waitForResponse((r) => /\/slow$|\/system\/user\/list$/.test(r.url()));
    await page.goto('/system/user');
    await begunAnswer;
    expect((await answered).status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('users-table')).toBeVisible();
    // Once more, cut by a page load to another page.
    await page.unroute('**/api/system/user/list');
    const rolesAsked = page.waitForRequest('**/api/system/role/list');
    await page.goto('/system/role');
    await rolesAsked;
    await page.goto('/home');
    await expect(page.getByTestId('header')).toBeVisible();
    await page.unroute('**/api/system/role/list');
    // A cut request's entry would have been written by the page it was cut from, before this one.
    await expect(indicator).toHaveAttribute('data-errors', '0');
    const stored = await page.evaluate(() => sessionStorage.getItem('console-log') ?? '[]');
    expect(JSON.parse(stored)).toEqual([]);

    // A request that really fails is still an error, toasted and logged.
    await page.route('**/api/system/role/list', (route) =>
      route.fulfill({ status: 502, body: 'Bad gateway' }),
    );
    await page.goto('/system/role');
    await expect(page.getByTestId('roles-table-error')).toBeVisible();
    await expect(indicator).toHaveAttribute('data-errors', '1');
  } finally {
    slow.closeAllConnections();
    slow.close();
  }
});

type HeaderBox = {
  text: string;
  left: number;
  right: number;
  fixed: boolean;
  overflows: boolean;
  lines: number;
};

/** Each column header of a table: where it is, whether it is the fixed one, whether it wraps. */
async function headersOf(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((table) => {
    // A plain table in antd's look (lib/table/plain-table.tsx): its scrolling box holds it.
    const scroller = table.parentElement!;
    const view = scroller.getBoundingClientRect();
    const headers = [...table.querySelectorAll<HTMLElement>('thead th')]
      .filter((th) => th.textContent?.trim())
      .map((th) => {
        const box = th.getBoundingClientRect();
        // A sortable column's title sits in its sort button, beside the carets.
        const title = th.querySelector<HTMLElement>('button > span:first-child') ?? th;
        const range = document.createRange();
        range.selectNodeContents(title);
        const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return {
          text: th.textContent!.trim(),
          left: box.left,
          right: box.right,
          fixed: getComputedStyle(th).position === 'sticky',
          overflows: title.scrollWidth > title.clientWidth + 1,
          lines: lineTops.size,
        } satisfies HeaderBox;
      });
    return {
      view: { left: view.left, right: view.right },
      scrolls: scroller.scrollWidth > scroller.clientWidth + 1,
      headers,
    };
  });
}

/** Every column shows: inside the table, left of the fixed actions column, its title on one line. */
async function expectEveryColumnShown(page: Page, testId: string, count: number) {
  const { view, scrolls, headers } = await headersOf(page, testId);
  expect(headers).toHaveLength(count);
  expect(scrolls, `${testId} scrolls sideways`).toBe(false);
  const actions = headers.find((header) => header.fixed)!;
  for (const header of headers) {
    expect(header.left, header.text).toBeGreaterThanOrEqual(view.left - 1);
    expect(header.right, header.text).toBeLessThanOrEqual(view.right + 1);
    if (header !== actions) expect(header.right, header.text).toBeLessThanOrEqual(actions.left + 1);
    expect(header.lines, `${header.text} wraps`).toBe(1);
    expect(header.overflows, `${header.text} is cut`).toBe(false);
  }
}

test('at 1,280 px the users and roles lists show every column; roles are named in the language shown', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInEnglish(page, 'admin@example.com', E2E_DEMO_PASSWORD);
  await page.goto('/system/role');
  await expect(page.getByTestId('role-name-3')).toHaveText('Administrator');
  await expect(page.getByTestId('role-name-2')).toHaveText('Operations');
  await expect(page.getByTestId('role-name-1')).toHaveText('User');
  await expectEveryColumnShown(page, 'roles-table', 8);
  await screenshot(page, 'roles-1280-en-US');
  await page.goto('/system/user');
  // Earlier suites sign many users up: the first page shows the newest, whoever they are.
  await expect(
    page.getByTestId('users-table').locator('tbody tr[data-row-key]').first(),
  ).toBeVisible();
  await expectEveryColumnShown(page, 'users-table', 9);
  await screenshot(page, 'users-1280-en-US');

  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const zh = await context.newPage();
  await signIn(zh, 'admin@example.com', E2E_DEMO_PASSWORD);
  // The stored choice (English, from the other tab) applies first; then Chinese is picked.
  await expect(zh.locator('html')).toHaveAttribute('lang', 'en-US');
  const stored = zh.waitForResponse(
    (answer) => answer.url().endsWith('/api/userSettings') && answer.request().method() === 'PUT',
  );
  await zh.getByTestId('header').getByTestId('locale-zh-CN').click();
  await expect(zh.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // The page is loaded anew below: the choice must be stored first (its save is debounced, and
  // a save sent as the page unloads can lose the race with the new page's read).
  await stored;
  await zh.goto('/system/role');
  await expect(zh.getByTestId('role-name-3')).toHaveText('管理员');
  await expectEveryColumnShown(zh, 'roles-table', 8);
  await screenshot(zh, 'roles-1280-zh-CN');
  await zh.goto('/system/user');
  await expect(
    zh.getByTestId('users-table').locator('tbody tr[data-row-key]').first(),
  ).toBeVisible();
  await expectEveryColumnShown(zh, 'users-table', 9);
  await screenshot(zh, 'users-1280-zh-CN');
  await context.close();
});
