import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** A full-page screenshot in test-results/ once the toasts of the last steps are gone. */
export async function screenshot(page: Page, name: string) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15_000 });
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}
