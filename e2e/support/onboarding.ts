import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from './test.ts';
import { registeredUser as registeredAccount } from './accounts.ts';
import { E2E_DEMO_PASSWORD } from './server-env.ts';

// Helpers of the onboarding, licence and audit specs (DESIGN §4).
export const PASSWORD = 'recordpass2026';
export { PNG } from './accounts.ts';

/** A new user with the onboarding tests' password. */
export const registeredUser = (request: APIRequestContext) => registeredAccount(request, PASSWORD);

export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.locator('#login_username').fill(username);
  await page.locator('#login_password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header')).toBeVisible();
}

/** Picks English on the login page (an explicit choice, kept after sign-in), then signs in. */
export async function signInEnglish(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByTestId('locale-en-US').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await signIn(page, username, password);
}

export async function operatorPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, 'admin@example.com', E2E_DEMO_PASSWORD);
  return page;
}

/** The operator opens the newest pending record submission with this name. */
export async function openSubmission(page: Page, name: string) {
  await page.goto('/audit/records');
  const row = page.locator('[data-testid^="audit-row-"]', { hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').click();
  await expect(page.getByTestId('audit-detail')).toBeVisible();
}
