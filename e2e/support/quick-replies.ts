import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** Picks the quick reply titled `title` in /cc's composer and waits for its menu to close. */
export async function pickQuickReply(page: Page, title: string) {
  await page.getByTestId('quick-reply-picker').click();
  await page
    .locator('[data-testid^="quick-reply-option-"]')
    .getByText(title, { exact: true })
    .click();
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
}
