import type { Page } from 'playwright-core';

/** Signs in through the console's sign-in page, as a person does, and waits until it has left. */
export async function signInThroughPage(page: Page, base: string, mail: string, password: string) {
  await page.goto(`${base}/login`);
  await page.locator('#login_username').fill(mail);
  await page.locator('#login_password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
