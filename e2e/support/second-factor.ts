import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { callApi } from './api.ts';
import { expect } from './test.ts';

// The authenticator app of the second-factor specs (docs/auth.md "Second factor").

/** The code an app shows for `secret`, `windows` periods from now (each code is used once). */
export function totpCode(secret: string, windows = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), digits: 6 });
  return totp.generate({ timestamp: Date.now() + windows * 30_000 });
}

/** Turns the app on through the API, as the account page does; answers the secret. */
export async function turnOnTotp(request: APIRequestContext, token: string): Promise<string> {
  const { secret } = await callApi<{ secret: string }>(request, 'POST', 'account/totp/setup', {
    token,
    data: {},
  });
  await callApi(request, 'POST', 'account/totp/enable', {
    token,
    data: { code: totpCode(secret) },
  });
  return secret;
}

/** Password, then the second step with the app's next code; the console opens. */
export async function signInWithCode(
  page: Page,
  username: string,
  password: string,
  secret: string,
) {
  await page.goto('/login');
  await page.locator('#login_username').fill(username);
  await page.locator('#login_password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('second-factor-text')).toBeVisible();
  // The next window's code: the one that turned the app on may be this window's.
  await page.locator('#secondFactor_code').fill(totpCode(secret, 1));
  await page.getByTestId('second-factor-submit').click();
  await expect(page.getByTestId('header')).toBeVisible();
}
