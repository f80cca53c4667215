import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test.ts';
import { registeredUser as registeredAccount, submitRecord as submitRecordAs } from './accounts.ts';

// Helpers of the console-shell browser tests (e2e/shell*.spec.ts).
type Envelope<T> = { code: string; msg: string; content: T };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const PASSWORD = 'shellpass2026';

export async function api<T>(
  request: APIRequestContext,
  method: Method,
  path: string,
  token?: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api/${path}`, {
    method,
    headers: token ? { Authorization: token } : {},
    data,
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${method} ${path}: ${body.msg}`).toBe('0000');
  return body.content;
}

export { login, type Session } from './accounts.ts';

/** A new user with the shell tests' password. */
export const registeredUser = (request: APIRequestContext) => registeredAccount(request, PASSWORD);

export async function signIn(page: Page, username: string, password = PASSWORD) {
  await page.goto('/login');
  await page.locator('#login_username').fill(username);
  await page.locator('#login_password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header')).toBeVisible();
}

export const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

export { PNG } from './accounts.ts';

/** A complete merchant record, submitted: the caller now has one awaiting audit. */
export const submitRecord = (request: APIRequestContext, token: string) =>
  submitRecordAs(request, token, 'Lakeside Atelier');
