import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { SignInsContent } from '@console/contract/account-sessions';
import { merchantOwner } from './support/accounts.ts';
import { publishedActivity } from './support/activities.ts';
import { callApi } from './support/api.ts';
import { signInEnglish } from './support/onboarding.ts';
import { screenshot } from './support/screenshot.ts';
import { storefrontCustomer } from './support/storefront.ts';
import { expect, test } from './support/test.ts';

// docs/web.md "Dates and time zones": merchant data on the merchant's clock, whatever the
// browser's, with the merchant's offset where the two differ; CSV files named by the merchant's
// day. The browser runs in Berlin; the merchant's zone is chosen so that its day is not UTC's
// day right now (a file named by the server's UTC day would pass otherwise).

const PASSWORD = 'zonepass2026';
const BROWSER_ZONE = 'Europe/Berlin';
test.use({ timezoneId: BROWSER_ZONE });

/** UTC+14 from 10:00 UTC on (already tomorrow there), else UTC−11 (still yesterday there). */
const merchantZone = () =>
  new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';

/** The wall clock of `zone` at `iso`, as the console writes it; its offset as "UTC+14:00". */
function clockIn(iso: string, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}:${parts.second}`;
  const offset = parts.timeZoneName!.replace('GMT', 'UTC');
  return { day, hhmm: time.slice(0, 5), shown: `${day} ${time} (${offset})` };
}

async function downloadName(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(button).click(),
  ]);
  return download.suggestedFilename();
}

test("a review, a chat message, a sign-in and the CSV files show the merchant's time", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const zone = merchantZone();
  const owner = await merchantOwner(
    page.request,
    PASSWORD,
    `Clock shop ${randomBytes(3).toString('hex')}`,
  );
  await callApi(page.request, 'PUT', 'merchant/time-zone', {
    token: owner.token,
    data: { merchants_id: owner.merchantId, timeZone: zone },
  });
  const activityId = await publishedActivity(page.request, owner);

  // A customer orders, is checked in, reviews, and writes in the chat.
  const buyer = await storefrontCustomer(page.request, 'Zhou Lan');
  const order = await buyer.placeAndPay(activityId);
  await callApi(page.request, 'POST', `orders/${order.id}/check-in`, {
    token: owner.token,
    data: { merchants_id: owner.merchantId, version: order.version, code: order.verificationCode },
  });
  const { review } = await buyer.review({ orderId: order.id, rating: 5, text: 'Lovely evening' });
  const conversationId = await buyer.conversation(owner.merchantId);
  const { message } = await buyer.say(conversationId, 'What time does it start?');

  await signInEnglish(page, owner.mobile, PASSWORD);
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    BROWSER_ZONE,
  );

  // The review list and the customer's timeline show the same time, the merchant's.
  const reviewAt = clockIn(review.createdAt, zone).shown;
  await page.goto('/eva?tab=reviews');
  await expect(page.getByTestId(`review-${review.id}`)).toContainText(reviewAt);
  await screenshot(page, 'merchant-time-reviews-en-US');
  await page.getByTestId('eva-tab-customers').click();
  await page.locator('[data-testid^="customer-row-"]', { hasText: 'Zhou Lan' }).click();
  await expect(page.getByTestId(`timeline-review-${review.id}`)).toContainText(reviewAt);
  await page.getByRole('button', { name: 'Close the customer' }).click();

  // The customers' CSV is named by the merchant's day.
  const today = clockIn(new Date().toISOString(), zone).day.replaceAll('-', '');
  expect(await downloadName(page, 'customers-export')).toBe(`customers-${today}.csv`);

  // The chat message: its time of day in the bubble, the full time and offset in its tooltip.
  const said = clockIn(message.createdAt, zone);
  await page.goto(`/cc?c=${conversationId}`);
  const time = page.getByTestId('chat-message-1').getByTestId('chat-message-time');
  await expect(time).toHaveText(said.hhmm);
  await expect(time).toHaveAttribute('title', `${said.shown} ${zone}`);
  await expect(page.getByTestId('chat-day')).toHaveText(said.day);

  // The sign-in just made, in the account settings, on the merchant's clock.
  const { signIns } = await callApi<SignInsContent>(page.request, 'GET', 'account/sign-ins', {
    token: owner.token,
  });
  await page.goto('/setting/account');
  await expect(page.getByTestId('sign-ins-table')).toContainText(
    clockIn(signIns[0]!.at, zone).shown,
  );
  await screenshot(page, 'merchant-time-account-en-US');

  // The orders' CSV too.
  await page.goto('/shop/order');
  expect(await downloadName(page, 'orders-export')).toBe(`orders-${today}.csv`);

  // Chinese: the same figures.
  await page.goto('/eva?tab=reviews');
  await page.getByTestId('locale-switch').getByText('中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId(`review-${review.id}`)).toContainText(reviewAt);
  await screenshot(page, 'merchant-time-reviews-zh-CN');
  await page.goto('/setting/account');
  await expect(page.getByTestId('sign-ins-table')).toContainText(
    clockIn(signIns[0]!.at, zone).shown,
  );
  await screenshot(page, 'merchant-time-account-zh-CN');
});
