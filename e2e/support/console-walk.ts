import type { Page } from '@playwright/test';
import { callApi } from './api.ts';
import { E2E_DEMO_PASSWORD } from './server-env.ts';
import { expect } from './test.ts';

// Helpers of e2e/accessibility.spec.ts: one sign-in per role, then a walk inside the app.

export async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await page.locator('#login_username').fill(username);
  await page.locator('#login_password').fill(E2E_DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header')).toBeVisible();
}

/**
 * Tabs on with drag, reload and icons (the whole tab bar on screen), no tabs left over. The
 * console just opened saves its own settings too (the locale): a write that lost the race
 * (1004, stale version) reads the version again and retries, as the console's sync does.
 */
export async function startWithTabs(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'admin-token')!.value;
  await expect(async () => {
    const { version } = await callApi<{ version: number }>(page.request, 'GET', 'userSettings', {
      token,
    });
    await callApi(page.request, 'PUT', 'userSettings', {
      token,
      data: {
        version,
        layout: {
          tabs: true,
          tabsOrder: true,
          tabsReload: true,
          showTabsIcon: true,
          siderTheme: 'dark',
          headerTheme: 'light',
        },
        tabs: { merchantId: null, items: [] },
      },
    });
  }).toPass({ timeout: 15_000 });
  await page.reload();
  await expect(page.getByTestId('tab-bar')).toBeVisible();
}

/** Picks a layout setting in the drawer the way a person does, then closes the drawer. */
export async function chooseSetting(page: Page, key: string, option: string) {
  await page.getByTestId('settings-button').click();
  await expect(page.getByTestId('settings-drawer')).toBeVisible();
  await page.getByTestId(`setting-${key}-${option}`).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('settings-drawer')).toBeHidden();
}

/**
 * Opens a console page inside the running app, as the browser's back and forward buttons do
 * (history entry + popstate, which the router follows): no reload per page keeps the walk of
 * ~40 screens within a few minutes on a busy machine.
 */
export async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator(`.ant-tabs-tab-active [data-tab-path="${path}"]`)).toBeVisible();
}
