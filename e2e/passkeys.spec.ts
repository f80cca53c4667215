import type { Locator } from '@playwright/test';
import { registeredUser } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';
import { signInEnglish } from './support/onboarding.ts';
import { screenshot } from './support/screenshot.ts';
import { E2E_PORT } from './support/server-env.ts';
import { confirmOk, expect, test } from './support/test.ts';

// docs/auth.md "Passkeys": a user adds a passkey in /setting/account with Chromium's virtual
// authenticator (DevTools protocol), signs out, and signs in with the passkey alone.

// An IP address is no valid RP ID (browsers refuse it): this test uses the host name.
test.use({ baseURL: `http://localhost:${E2E_PORT}` });

const PASSWORD = 'passkeypass2026';

/** A screenshot of one element in test-results/, once the toasts of the last steps are gone. */
async function shot(element: Locator, name: string) {
  await expect(element.page().locator('.ant-message-notice')).toHaveCount(0, { timeout: 15_000 });
  await element.screenshot({ path: `test-results/${name}.png` });
}

test('a passkey added in account settings signs the user in alone', async ({ page }) => {
  const user = await registeredUser(page.request, PASSWORD);
  await signInEnglish(page, user.mobile, PASSWORD);

  // A platform authenticator with a fingerprint, which the user always touches.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await page.goto('/setting/account');
  const card = page.getByTestId('passkeys-card');
  await expect(card).toContainText('No passkeys yet');
  await page.getByTestId('passkey-add').click();
  await page.getByTestId('passkey-name').fill('Work laptop');
  await page.getByTestId('passkey-name-submit').click();

  // The first second factor: its ten recovery codes, shown once.
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await shot(page.getByRole('dialog'), 'passkeys-recovery-codes-en-US');
  await page.getByTestId('recovery-codes-saved').click();
  await expect(page.getByTestId('recovery-codes')).toBeHidden();
  await expect(card).toContainText('Work laptop');
  await expect(card).toContainText('Never');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

  expect(await axeFindings(page, 'account settings with a passkey')).toEqual([]);
  await shot(card, 'passkeys-card-en-US');
  // The language row of the settings (the header may have a switch too).
  await page.getByTestId('locale-zh-CN').first().click();
  await expect(card).toContainText('通行密钥');
  await shot(card, 'passkeys-card-zh-CN');

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await confirmOk(page);
  await expect(page.getByTestId('login-passkey')).toBeVisible();
  await expect(page.getByTestId('login-passkey')).toHaveText('使用通行密钥登录');
  await screenshot(page, 'login-passkey-zh-CN');
  await page.getByTestId('locale-en-US').click();
  await expect(page.getByTestId('login-passkey')).toHaveText('Sign in with a passkey');
  await screenshot(page, 'login-passkey-en-US');

  await page.getByTestId('login-passkey').click();
  await expect(page.getByTestId('header')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText(user.nickname);
  await page.goto('/setting/account');
  await expect(card).not.toContainText('Never');
});
