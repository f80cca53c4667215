import { expect, test as base, type Page } from '@playwright/test';

export { expect };

let clients = 0;

/**
 * Each test is its own client: the e2e server trusts X-Forwarded-For, so per-IP limits
 * (codes per hour, failed logins) count per test as they would per visitor, and no test
 * spends another's allowance. The addresses are header values only; nothing is sent there.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    clients += 1;
    const address = `198.51.100.${((testInfo.workerIndex * 50 + clients) % 254) + 1}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
});

/**
 * Confirms the confirm dialog that is opening. The dialogs' code loads on the first one
 * (lib/feedback), so this waits for it to show first. On a busy machine a click during the
 * dialog's opening animation can be lost, so this clicks until the dialog is gone (a busy OK
 * button ignores further clicks).
 */
export async function confirmOk(page: Page) {
  const ok = page.getByTestId('confirm-ok').last();
  await expect(ok).toBeVisible({ timeout: 10_000 });
  await expect(async () => {
    if (await ok.isVisible()) await ok.click({ timeout: 2000 });
    await expect(ok).toBeHidden({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}
