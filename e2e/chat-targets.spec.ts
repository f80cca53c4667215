import { callApi } from './support/api.ts';
import { login } from './support/accounts.ts';
import { axeFindings, settle } from './support/axe.ts';
import { signIn, signInEnglish } from './support/onboarding.ts';
import { screenshot } from './support/screenshot.ts';
import { E2E_DEMO_PASSWORD } from './support/server-env.ts';
import { expect, test } from './support/test.ts';

// docs/chat.md "Response targets": the demo merchant's customer has waited since before the
// server started; a first-answer target shorter than that makes the conversation overdue at once,
// in the list, its filter and count, and on home.

const OWNER = 'merchant@example.com';

test('a shortened target makes what waits overdue, in the list, its filter and on home', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, OWNER, E2E_DEMO_PASSWORD);
  await page.goto('/cc?filter=all');
  // Chinese, chosen in the header: the demo owner's saved language is whatever another spec left.
  await page.getByTestId('locale-switch').getByTestId('locale-zh-CN').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // The demo customer's conversation: other specs' customers may have written since.
  const demoRow = page.locator('[data-testid^="conversation-row-"]', { hasText: '王小明' });
  const due = demoRow.locator('[data-testid^="conversation-due-"]');
  await expect(due).toBeVisible();

  await page.getByTestId('chat-targets-open').click();
  const form = page.getByTestId('chat-targets-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('chat-targets-always')).toBeChecked();
  await settle(page);
  expect(await axeFindings(page, '/cc targets drawer')).toEqual([]);
  await screenshot(page, 'chat-targets-drawer-zh-CN');
  // The week, as it is offered when leaving "always open" (not saved here).
  await page.getByTestId('chat-targets-always').click();
  await expect(page.getByTestId('chat-targets-from-1-0')).toHaveValue('09:00');
  await expect(page.getByTestId('chat-targets-open-7')).not.toBeChecked();
  await settle(page);
  expect(await axeFindings(page, '/cc targets drawer, business hours')).toEqual([]);
  await screenshot(page, 'chat-targets-hours-zh-CN');
  await page.getByTestId('chat-targets-always').click();
  // One minute: the demo customer has waited longer than that since the demo data was made.
  await page.getByTestId('chat-targets-first').fill('1');
  await page.getByTestId('chat-targets-save').click();
  await expect(form).toBeHidden();

  await expect(due).toHaveAttribute('data-overdue', 'true');
  await expect(due).toContainText('已超时');
  await expect(page.getByTestId('chat-overdue-count')).toHaveText(/^[1-9]\d*$/);
  await page.getByTestId('chat-filter-overdue').click();
  await expect(page).toHaveURL(/filter=overdue/);
  await expect(
    page.locator('[data-testid^="conversation-due-"][data-overdue="true"]').first(),
  ).toBeVisible();
  await screenshot(page, 'chat-overdue-zh-CN');

  await page.goto('/home');
  await expect(page.getByTestId('home-todo-conversationsOverdue')).toBeVisible();

  const english = await browser.newContext({ baseURL });
  const other = await english.newPage();
  await signInEnglish(other, OWNER, E2E_DEMO_PASSWORD);
  await other.goto('/cc?filter=overdue');
  await expect(other.locator('[data-testid^="conversation-due-"]').first()).toContainText(
    'Overdue',
  );
  await screenshot(other, 'chat-overdue-en-US');
  await english.close();

  // Back to the demo's 30 minutes, for the specs that follow.
  const { token, info } = await login(page.request, OWNER, E2E_DEMO_PASSWORD);
  await callApi(page.request, 'PUT', 'chat/targets', {
    token,
    data: {
      businessHours: null,
      firstResponseMinutes: 30,
      nextResponseMinutes: 15,
      merchants_id: info.merchants[0]!.id,
    },
  });
});
