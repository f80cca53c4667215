import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from './test.ts';
import { callApi } from './api.ts';
import { readCodeSentTo, uniqueMobile } from './outbox.ts';
import { E2E_DEMO_PASSWORD } from './server-env.ts';

// Helpers of the onboarding, licence and audit specs (DESIGN §4).
export const PASSWORD = 'recordpass2026';
// A 1×1 PNG: signature, IHDR, one IDAT row, IEND.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function registeredUser(request: APIRequestContext) {
  const mobile = uniqueMobile();
  const mail = `rec${mobile}@example.com`;
  await callApi(request, 'POST', 'captcha', { data: { mobile, purpose: 'register' } });
  const captcha = await readCodeSentTo(mobile, 'register');
  await callApi(request, 'POST', 'register', {
    data: { mail, mobile, password: PASSWORD, captcha },
  });
  return { mobile, mail };
}

export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.locator('#login_username').fill(username);
  await page.locator('#login_password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header')).toBeVisible();
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
