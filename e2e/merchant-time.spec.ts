import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { SignInsContent } from '@console/contract/account-sessions';
import type { ActivityContent } from '@console/contract/activities';
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

/** The instant at which `zone`'s clock reads `day` `hhmm` (the merchant zones here keep one offset). */
function instantIn(day: string, hhmm: string, zone: string) {
  const guess = new Date(`${day}T${hhmm}:00Z`);
  const offset = /UTC([+-])(\d\d):(\d\d)/.exec(clockIn(guess.toISOString(), zone).shown)!;
  const minutes = (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3]));
  return new Date(guess.getTime() - minutes * 60_000).toISOString();
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

test("an activity's times are shown, and picked, on the merchant's clock", async ({ page }) => {
  test.setTimeout(120_000);
  const zone = merchantZone();
  const owner = await merchantOwner(
    page.request,
    PASSWORD,
    `Clock studio ${randomBytes(3).toString('hex')}`,
  );
  await callApi(page.request, 'PUT', 'merchant/time-zone', {
    token: owner.token,
    data: { merchants_id: owner.merchantId, timeZone: zone },
  });
  const read = async (id: number) =>
    (
      await callApi<ActivityContent>(
        page.request,
        'GET',
        `activities/${id}?merchants_id=${owner.merchantId}`,
        { token: owner.token },
      )
    ).activity;
  const published = await read(await publishedActivity(page.request, owner));
  const start = clockIn(published.startAt!, zone);
  await signInEnglish(page, owner.mobile, PASSWORD);

  // The list (date and time; the offset in a tooltip) and the detail (with the offset).
  await page.goto('/activity/list');
  const row = page.getByTestId(`activity-row-${published.id}`).getByTestId('activity-times');
  await expect(row).toContainText(`${start.day} ${start.hhmm}`);
  await expect(row.locator('span[title]').first()).toHaveAttribute(
    'title',
    `${start.shown} ${zone}`,
  );
  await page.goto(`/activity/${published.id}`);
  await expect(page.getByTestId('activity-field-startAt')).toHaveText(start.shown);
  await expect(page.getByTestId('activity-field-signupDeadline')).toHaveText(
    clockIn(published.signupDeadline!, zone).shown,
  );
  await screenshot(page, 'merchant-time-activity-detail-en-US');

  // A new draft, its times picked as the merchant's wall clock.
  const day = clockIn(new Date(Date.now() + 10 * 86_400_000).toISOString(), zone).day;
  const eve = clockIn(new Date(Date.now() + 9 * 86_400_000).toISOString(), zone).day;
  await page.goto('/activity/new');
  const offset = /\((UTC[^)]*)\)/.exec(start.shown)![1];
  await expect(page.getByTestId('activity-time-zone')).toHaveText(`Times in ${zone} (${offset})`);
  await page.getByTestId('activity-title').fill('Evening on the pier');
  const range = page.getByTestId('activity-time-range').locator('input');
  const type = async (input: ReturnType<Page['locator']>, value: string) => {
    await input.click();
    await input.fill(value);
    await input.press('Enter');
  };
  await type(range.first(), `${day} 10:00`);
  await type(range.last(), `${day} 12:00`);
  await type(page.getByTestId('activity-deadline').locator('input'), `${eve} 20:30`);
  await page.getByTestId('activity-save-draft').click();
  await expect(page).toHaveURL(/\/activity\/\d+$/);
  const id = Number(/\/activity\/(\d+)$/.exec(page.url())![1]);
  expect(await read(id)).toMatchObject({
    startAt: instantIn(day, '10:00', zone),
    endAt: instantIn(day, '12:00', zone),
    signupDeadline: instantIn(eve, '20:30', zone),
  });
  await expect(page.getByTestId('activity-field-startAt')).toContainText(`${day} 10:00:00 (UTC`);

  // Edited: the stored instants come back as the merchant's wall clock; a new end is stored.
  await page.goto(`/activity/${id}/edit`);
  await expect(range.first()).toHaveValue(`${day} 10:00`);
  await expect(range.last()).toHaveValue(`${day} 12:00`);
  await screenshot(page, 'merchant-time-activity-editor-en-US');
  // The range picker takes a new range from its start: the start, then the new end.
  await type(range.first(), `${day} 10:00`);
  await type(range.last(), `${day} 13:30`);
  await page.getByTestId('activity-save-draft').click();
  await expect(page).toHaveURL(`/activity/${id}`);
  expect(await read(id)).toMatchObject({
    startAt: instantIn(day, '10:00', zone),
    endAt: instantIn(day, '13:30', zone),
  });

  // Chinese: the detail and the editor say the same.
  await page.getByTestId('locale-switch').getByText('中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('activity-field-endAt')).toContainText(`${day} 13:30:00 (UTC`);
  await screenshot(page, 'merchant-time-activity-detail-zh-CN');
  await page.goto(`/activity/${id}/edit`);
  await expect(page.getByTestId('activity-time-zone')).toHaveText(
    `时间按 ${zone} 时区（${offset}）`,
  );
  await expect(range.last()).toHaveValue(`${day} 13:30`);
  await screenshot(page, 'merchant-time-activity-editor-zh-CN');
});
