import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { merchantOwner } from './support/accounts.ts';
import { signInEnglish } from './support/onboarding.ts';
import { pickQuickReply } from './support/quick-replies.ts';
import { screenshot } from './support/screenshot.ts';
import { solidPng, storefrontCustomer } from './support/storefront.ts';
import { expect, test } from './support/test.ts';

// docs/chat.md "Web": a thread with pictures ends at its newest message, on open and after a
// send; the /cc menu label truncates before its unread count does; a quick reply with a value
// missing and no fallback cannot be sent as broken text.

const PASSWORD = 'chatedges2026';
const shopName = () => `Edge studio ${randomBytes(3).toString('hex')}`;

/** How far the thread is from its end (px); 0 when its newest message is in full view. */
const distanceFromEnd = (page: Page) =>
  page
    .getByTestId('chat-messages')
    .evaluate((box) => Math.round(box.scrollHeight - box.scrollTop - box.clientHeight));

/** Every picture of the thread has loaded (its height is known). */
const imagesLoaded = (page: Page) =>
  page
    .getByTestId('chat-messages')
    .locator('img')
    .evaluateAll((images) =>
      images.every((image) => (image as HTMLImageElement).complete && image.clientHeight > 0),
    );

test('a thread with pictures opens and sends to its newest message, "Sent" line in view', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await merchantOwner(page.request, PASSWORD, shopName());
  const buyer = await storefrontCustomer(page.request, 'Lin Yu');
  const conversationId = await buyer.conversation(owner.merchantId);
  for (let line = 1; line <= 12; line += 1) await buyer.say(conversationId, `Question ${line}?`);
  const { message } = await buyer.sendImage(conversationId, solidPng(220, 150));

  await signInEnglish(page, owner.mobile, PASSWORD);
  await page.goto(`/cc?c=${conversationId}`);
  const newest = page.getByTestId(`chat-message-${message.seq}`);
  await expect(newest.locator('img')).toBeVisible();
  await expect.poll(() => imagesLoaded(page)).toBe(true);
  await expect.poll(() => distanceFromEnd(page)).toBeLessThanOrEqual(1);
  await expect(newest.locator('img')).toBeInViewport({ ratio: 1 });

  // Staff answer with a picture of their own: the thread follows it to its "Sent" line.
  await page
    .getByTestId('chat-image-input')
    .setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: solidPng(200, 140) });
  const sent = page.getByTestId(`chat-message-${message.seq + 1}`);
  await expect(sent).toHaveAttribute('data-status', 'sent');
  await expect.poll(() => imagesLoaded(page)).toBe(true);
  await expect.poll(() => distanceFromEnd(page)).toBeLessThanOrEqual(1);
  await expect(sent.getByText('Sent')).toBeInViewport({ ratio: 1 });
  await screenshot(page, 'chat-image-thread-en-US');

  // Scrolled up to read, a picture loading does not pull the reader down.
  await page.getByTestId('chat-messages').evaluate((box) => box.scrollTo({ top: 0 }));
  await buyer.sendImage(conversationId, solidPng(180, 160));
  await expect(page.getByTestId(`chat-message-${message.seq + 2}`)).toBeAttached();
  const readingAt = await page.getByTestId('chat-messages').evaluate((box) => box.scrollTop);
  await expect.poll(() => imagesLoaded(page)).toBe(true);
  expect(await page.getByTestId('chat-messages').evaluate((box) => box.scrollTop)).toBe(readingAt);
});

/** The unread badge lies wholly inside its menu label's visible box. */
const badgeFits = (badge: Locator) =>
  badge.evaluate((element) => {
    const label = element.closest('.ant-menu-title-content')!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return box.left >= label.left - 0.5 && box.right <= label.right + 0.5;
  });

test('the /cc menu label truncates, never its two-digit unread count, in both locales', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const owner = await merchantOwner(page.request, PASSWORD, shopName());
  for (let index = 1; index <= 21; index += 1) {
    const buyer = await storefrontCustomer(page.request, `Buyer ${index}`, { ownAddress: true });
    await buyer.say(await buyer.conversation(owner.merchantId), `Hello from ${index}`);
  }
  await signInEnglish(page, owner.mobile, PASSWORD);
  const badge = page.getByTestId('menu-cc-unread');
  await expect(badge).toHaveText('21');
  expect(await badgeFits(badge)).toBe(true);
  await expect(page.getByTestId('menu-/cc')).toContainText('Customer communication');
  await screenshot(page, 'menu-cc-unread-en-US');

  await page.getByTestId('locale-switch').getByText('中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(badge).toHaveText('21');
  expect(await badgeFits(badge)).toBe(true);
  await screenshot(page, 'menu-cc-unread-zh-CN');
});

test('a quick reply with a missing value shows its text, uses a fallback, never sends a gap', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await merchantOwner(page.request, PASSWORD, shopName());
  const buyer = await storefrontCustomer(page.request, 'Qian Mo');
  const conversationId = await buyer.conversation(owner.merchantId);
  await buyer.say(conversationId, 'Did my booking go through?');

  await signInEnglish(page, owner.mobile, PASSWORD);
  await page.goto(`/cc?c=${conversationId}`);
  await expect(page.getByTestId('chat-message-1')).toBeVisible();
  const addReply = async (title: string, zh: string, en: string) => {
    await page.getByTestId('quick-replies-open').click();
    await page.getByTestId('quick-reply-new').click();
    await page.getByTestId('quick-reply-title').fill(title);
    await page.getByTestId('quick-reply-zh').fill(zh);
    await page.getByTestId('quick-reply-en').fill(en);
    await page.getByTestId('quick-reply-save').click();
    await expect(page.getByTestId('quick-replies-drawer')).toContainText(title);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('quick-replies-drawer')).toBeHidden();
  };
  await addReply(
    'Received',
    '{customer}您好，您的订单 {order_no}（{activity}）已收到',
    'Hi {customer}, your order {order_no} ({activity}) is received',
  );
  await addReply(
    'Received, with fallbacks',
    '{customer}您好，您的订单{order_no|（暂无订单）}已收到',
    'Hi {customer}, your order {order_no|(none yet)} is received',
  );
  // No order: the composer shows the placeholders as they are, and nothing can be sent.
  const input = page.getByTestId('chat-input');
  await pickQuickReply(page, 'Received');
  await expect(input).toHaveValue('Hi Qian Mo, your order {order_no} ({activity}) is received');
  await expect(page.getByTestId('chat-unfilled')).toHaveText(
    'Replace or remove {order_no} {activity} before sending: this conversation has no value for it.',
  );
  await expect(page.getByTestId('chat-send')).toBeDisabled();
  await input.press('Enter');
  await screenshot(page, 'chat-quick-reply-missing-en-US');
  await expect(page.locator('[data-testid^="chat-pending-"]')).toHaveCount(0);
  await expect(page.getByTestId('chat-message-2')).toHaveCount(0);

  // The reply with fallbacks reads whole, and goes.
  await input.fill('');
  await pickQuickReply(page, 'Received, with fallbacks');
  await expect(input).toHaveValue('Hi Qian Mo, your order (none yet) is received');
  await expect(page.getByTestId('chat-unfilled')).toHaveCount(0);
  await input.press('Enter');
  await expect(page.getByTestId('chat-message-2')).toContainText(
    'Hi Qian Mo, your order (none yet) is received',
  );
  await expect(page.getByTestId('chat-message-2')).toHaveAttribute('data-status', 'sent');

  // Chinese: the same guard, in Chinese.
  await page.getByTestId('locale-switch').getByText('中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await pickQuickReply(page, 'Received');
  await expect(input).toHaveValue('Qian Mo您好，您的订单 {order_no}（{activity}）已收到');
  await expect(page.getByTestId('chat-unfilled')).toHaveText(
    '发送前请替换或删除 {order_no} {activity}：当前会话没有对应的值。',
  );
  await expect(page.getByTestId('chat-send')).toBeDisabled();
  await screenshot(page, 'chat-quick-reply-missing-zh-CN');
});
