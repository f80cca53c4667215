import type { Browser, Page } from '@playwright/test';
import { callApi } from './support/api.ts';
import { E2E_DEMO_PASSWORD } from './support/server-env.ts';
import { confirmOk, expect, test } from './support/test.ts';

const DEMO_USER = 'merchant@example.com';

type StoredTabs = { merchantId: number | null; items: { fullPath: string }[] };
type Settings = { version: number; tabs: StoredTabs };

async function signIn(page: Page) {
  await page.goto('/login');
  await page.locator('#login_username').fill(DEMO_USER);
  await page.locator('#login_password').fill(E2E_DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL('/activity/list');
}

async function tokenOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'admin-token')?.value;
  expect(token).toBeTruthy();
  return token!;
}

/**
 * A clean start: no tabs left from earlier runs and tabs off (spec §9 default), with drag,
 * reload and icons; then tabs are turned on in the layout settings drawer.
 */
async function startWithTabsOn(page: Page) {
  const token = await tokenOf(page);
  const settings = await callApi<Settings>(page.request, 'GET', 'userSettings', { token });
  await callApi(page.request, 'PUT', 'userSettings', {
    token,
    data: {
      version: settings.version,
      layout: { tabs: false, tabsOrder: true, tabsFix: true, tabsReload: true, showTabsIcon: true },
      tabs: { merchantId: null, items: [] },
    },
  });
  await page.reload();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.getByTestId('tab-bar')).toHaveCount(0);
  await page.getByTestId('settings-button').click();
  await page.getByTestId('setting-tabs').click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('settings-drawer')).toBeHidden();
  await expect(page.getByTestId('tab-bar')).toBeVisible();
}

const tabOrder = (page: Page) =>
  page
    .getByTestId('tab-bar')
    .locator('[data-tab-path]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-tab-path')));

const activeTab = (page: Page) =>
  page.locator('.ant-tabs-tab-active [data-tab-path]').getAttribute('data-tab-path');

/**
 * Opens a page from the menu and waits until it is on screen as the current tab, as a person
 * does: a click made before a page has rendered supersedes it (React transitions), and a page
 * never shown opens no tab.
 */
async function openFromMenu(page: Page, path: string) {
  await page.getByTestId(`menu-${path}`).click();
  await expect(page).toHaveURL(path);
  await expect.poll(() => activeTab(page)).toBe(path);
}

/**
 * Opens a tab menu and picks an entry until the tabs are `expected`. On a busy machine a menu
 * can close before the pick lands (a pointer click first scrolls the entry "into view", moving
 * the document under the fixed header mid-animation): it is then opened and picked again.
 * Every entry used here is idempotent (closing what is already closed changes nothing).
 */
async function pick(page: Page, open: () => Promise<void>, entry: string, expected: string[]) {
  await expect(async () => {
    if (!(await page.getByTestId(entry).isVisible())) await open();
    await page.getByTestId(entry).dispatchEvent('click', undefined, { timeout: 2_000 });
    await expect.poll(() => tabOrder(page), { timeout: 2_000 }).toEqual(expected);
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId(entry)).toHaveCount(0);
}

/** dnd-kit starts a drag after a few pixels of pointer movement, then follows the pointer. */
async function dragTab(page: Page, from: string, onto: string) {
  const source = await page.getByTestId(`tab-${from}`).boundingBox();
  const target = await page.getByTestId(`tab-${onto}`).boundingBox();
  if (!source || !target) throw new Error('tab not on screen');
  const y = source.y + source.height / 2;
  await page.mouse.move(source.x + source.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 - 12, y, { steps: 4 });
  await page.mouse.move(target.x + 4, y, { steps: 12 });
  await page.mouse.up();
}

async function secondBrowser(browser: Browser, baseURL: string, headers: Record<string, string>) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: headers });
  const page = await context.newPage();
  return { context, page };
}

test('open tabs keep their pages alive, close to the neighbour, and a dragged order follows the user', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  await signIn(page);
  await startWithTabsOn(page);
  await expect.poll(() => tabOrder(page)).toEqual(['/activity/list']);

  // Three pages opened from the menu, each as a tab (spec §2).
  await openFromMenu(page, '/i18n');
  await openFromMenu(page, '/cc');
  await expect.poll(() => tabOrder(page)).toEqual(['/activity/list', '/i18n', '/cc']);
  expect(await activeTab(page)).toBe('/cc');

  // Text typed on one page survives switching to another tab and back (kept alive).
  // A short window, so that the page scrolls; its scroll comes back too.
  await page.setViewportSize({ width: 1280, height: 360 });
  await page.getByTestId('tab-/i18n').click();
  await page.getByTestId('greeting-name').fill('Mia');
  await expect(page.getByTestId('greeting')).toContainText('Mia');
  const scrolled = await page.evaluate(() => {
    window.scrollTo(0, 150);
    return window.scrollY;
  });
  expect(scrolled).toBeGreaterThan(50);
  await page.getByTestId('tab-/cc').click();
  await expect(page).toHaveURL('/cc');
  await expect(page.getByTestId('greeting-name')).toBeHidden();
  await page.getByTestId('tab-/i18n').click();
  await expect(page).toHaveURL('/i18n');
  await expect(page.getByTestId('greeting-name')).toHaveValue('Mia');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Closing the current tab asks first (unsaved input), then selects its right neighbour.
  await page.getByTestId('tab-close-/i18n').click();
  await confirmOk(page);
  await expect(page).toHaveURL('/cc');
  await expect.poll(() => tabOrder(page)).toEqual(['/activity/list', '/cc']);
  expect(await activeTab(page)).toBe('/cc');

  // Opened again, the page starts afresh.
  await page.getByTestId('menu-/i18n').click();
  await expect(page.getByTestId('greeting-name')).toHaveValue('');
  await expect.poll(() => tabOrder(page)).toEqual(['/activity/list', '/cc', '/i18n']);

  // Drag the last tab to the front.
  await dragTab(page, '/i18n', '/activity/list');
  const dragged = ['/i18n', '/activity/list', '/cc'];
  await expect.poll(() => tabOrder(page)).toEqual(dragged);

  // Stored on the server for this user ...
  const token = await tokenOf(page);
  await expect
    .poll(async () => {
      const settings = await callApi<Settings>(page.request, 'GET', 'userSettings', { token });
      return settings.tabs.items.map((tab) => tab.fullPath);
    })
    .toEqual(dragged);

  // ... so a reload shows the same order,
  await page.reload();
  await expect.poll(() => tabOrder(page)).toEqual(dragged);
  expect(await activeTab(page)).toBe('/i18n');

  // ... and so does a second browser where the same user signs in.
  const second = await secondBrowser(browser, baseURL!, extraHTTPHeaders ?? {});
  await signIn(second.page);
  await expect(second.page.getByTestId('tab-bar')).toBeVisible();
  await expect.poll(() => tabOrder(second.page)).toEqual(dragged);
  expect(await activeTab(second.page)).toBe('/activity/list');
  await second.context.close();
});

test('close left, right, other and all from the tab menu; home stays and close-all goes to the index', async ({
  page,
}) => {
  await signIn(page);
  await startWithTabsOn(page);
  for (const path of ['/home', '/i18n', '/cc', '/record']) await openFromMenu(page, path);
  await expect
    .poll(() => tabOrder(page))
    .toEqual(['/activity/list', '/home', '/i18n', '/cc', '/record']);
  await expect(page.getByTestId('tab-close-/home')).toHaveCount(0);
  // The last page opened (/record, a long form) settles before a menu opens over it: a page
  // still loading grows the document and moves it under an open menu on a busy machine.
  await expect(page.getByTestId('record-status-tag')).toBeVisible();

  // The context menu of /i18n: close right leaves /i18n current.
  const i18nMenu = () => page.getByTestId('tab-/i18n').click({ button: 'right' });
  await pick(page, i18nMenu, 'tabs-close-right', ['/activity/list', '/home', '/i18n']);
  await expect(page).toHaveURL('/i18n');

  // The actions dropdown works on the current tab: close left keeps home (not closable).
  const actions = () => page.getByTestId('tabs-actions').click();
  await pick(page, actions, 'tabs-close-left', ['/home', '/i18n']);

  await page.getByTestId('tab-/home').click();
  await pick(page, actions, 'tabs-close-other', ['/home']);

  await page.getByTestId('menu-/cc').click();
  await pick(page, actions, 'tabs-close-all', ['/home', '/activity/list']);
  await expect(page).toHaveURL('/activity/list');
});
