import { randomBytes } from 'node:crypto';
import { PNG, merchantOwner } from './support/accounts.ts';
import { axeFindings } from './support/axe.ts';
import { signInEnglish } from './support/onboarding.ts';
import { pickQuickReply } from './support/quick-replies.ts';
import { screenshot } from './support/screenshot.ts';
import { storefrontCustomer } from './support/storefront.ts';
import { expect, test } from './support/test.ts';

// docs/chat.md "Quick replies": after its first snippet a quick reply holds further snippets
// (zh-CN and en-US) and images, each sent as a message of its own, in that order, after the
// box's text; the image stays bound to the quick reply and the message showing it makes it
// readable by the conversation's customer. docs/chat.md "Web": the drawer's form adds snippets
// and images; the composer lists the further parts under the box ("Also sends" / "同时发送"),
// and Send sends the box's text, then each part, through the same send path.

const PASSWORD = 'quickparts2026';

type Message = { seq: number; sender: string; kind: string; text: string; imageId: number | null };
type Envelope<T> = { code: string; msg: string; content: T };

test('a quick reply with a further snippet and an image sends three messages in order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await merchantOwner(
    page.request,
    PASSWORD,
    `Parts studio ${randomBytes(3).toString('hex')}`,
  );
  const buyer = await storefrontCustomer(page.request, 'Zhou Ning');
  const conversationId = await buyer.conversation(owner.merchantId);
  await buyer.say(conversationId, 'How do I find your studio?');

  await signInEnglish(page, owner.mobile, PASSWORD);
  await page.goto(`/cc?c=${conversationId}`);
  await expect(page.getByTestId('chat-message-1')).toBeVisible();

  // The drawer's form: a first snippet, one further snippet in both languages, one image.
  const drawer = page.getByTestId('quick-replies-drawer');
  await page.getByTestId('quick-replies-open').click();
  await page.getByTestId('quick-reply-new').click();
  await page.getByTestId('quick-reply-title').fill('Directions');
  await page.getByTestId('quick-reply-zh').fill('{customer}您好，我们在科技园路 1 号。');
  await page.getByTestId('quick-reply-en').fill('Hi {customer}, we are at 1 Science Park Road.');
  await page.getByTestId('quick-reply-more-add').click();
  await page.getByTestId('quick-reply-more-zh-0').fill('地图如下，{customer}，到了请打电话。');
  await page
    .getByTestId('quick-reply-more-en-0')
    .fill('The map follows, {customer}; call us when you arrive.');
  await expect(page.getByTestId('quick-reply-image-add')).toBeVisible();
  await page
    .getByTestId('quick-reply-image-input')
    .setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: PNG });
  const thumb = page
    .getByTestId('quick-reply-images')
    .locator('[data-testid^="quick-reply-image-"]:has(img)');
  await expect(thumb).toHaveCount(1);
  const imageId = Number((await thumb.getAttribute('data-testid'))!.replace(/\D+/g, ''));
  expect(imageId).toBeGreaterThan(0);
  await expect(thumb.locator('img')).toHaveJSProperty('complete', true);
  // The form's file input stays out of sight (antd's form reset once showed it, unlabelled).
  await expect(page.getByTestId('quick-reply-image-input')).toBeHidden();
  expect(await axeFindings(page, '/cc quick reply form with a snippet and an image')).toEqual([]);
  await page.getByTestId('quick-reply-image-add').scrollIntoViewIfNeeded();
  await screenshot(page, 'chat-quick-reply-parts-form-en-US');

  await page.getByTestId('quick-reply-save').click();
  await expect(page.getByTestId('quick-reply-form')).toBeHidden();
  await expect(drawer).toContainText('Directions');
  await expect(drawer).toContainText('The map follows, {customer}; call us when you arrive.');
  await expect(drawer.locator(`img[src$="/${imageId}"]`)).toBeVisible();
  expect(await axeFindings(page, '/cc quick replies drawer with parts')).toEqual([]);
  await screenshot(page, 'chat-quick-reply-parts-drawer-en-US');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Picked: the box holds the first snippet, the parts list the second one and the image.
  const input = page.getByTestId('chat-input');
  const parts = page.getByTestId('chat-parts');
  await pickQuickReply(page, 'Directions');
  await expect(input).toHaveValue('Hi Zhou Ning, we are at 1 Science Park Road.');
  await expect(parts).toContainText('Also sends');
  await expect(parts.locator('[data-testid^="chat-part-"][data-kind]')).toHaveCount(2);
  await expect(page.getByTestId('chat-part-0')).toHaveAttribute('data-kind', 'text');
  await expect(page.getByTestId('chat-part-0')).toHaveText(
    'The map follows, Zhou Ning; call us when you arrive.',
  );
  await expect(page.getByTestId('chat-part-1')).toHaveAttribute('data-kind', 'image');
  await expect(page.getByTestId('chat-part-1').locator('img')).toHaveAttribute(
    'src',
    new RegExp(`/${imageId}$`),
  );
  await expect(page.getByTestId('chat-part-remove-0')).toBeVisible();
  await expect(page.getByTestId('chat-part-remove-1')).toBeVisible();
  await expect(page.getByTestId('chat-send')).toBeEnabled();
  await screenshot(page, 'chat-quick-reply-parts-en-US');

  // Send: three messages, in order (text, text, image), each sent.
  await page.getByTestId('chat-send').click();
  const text1 = page.getByTestId('chat-message-2');
  const text2 = page.getByTestId('chat-message-3');
  const image = page.getByTestId('chat-message-4');
  await expect(text1).toContainText('Hi Zhou Ning, we are at 1 Science Park Road.');
  await expect(text2).toContainText('The map follows, Zhou Ning; call us when you arrive.');
  await expect(image.locator('img')).toBeVisible();
  for (const message of [text1, text2, image]) {
    await expect(message).toHaveAttribute('data-sender', 'staff');
    await expect(message).toHaveAttribute('data-status', 'sent');
  }
  await expect(text1.locator('img')).toHaveCount(0);
  await expect(text2.locator('img')).toHaveCount(0);
  await expect(page.locator('[data-testid^="chat-pending-"]')).toHaveCount(0);
  const seqs = await page
    .getByTestId('chat-messages')
    .locator('[data-seq]')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-seq'))));
  expect(seqs).toEqual([1, 2, 3, 4]);
  await expect(input).toHaveValue('');
  await expect(parts).toHaveCount(0);
  await screenshot(page, 'chat-quick-reply-parts-sent-en-US');

  // The customer reads all three, in order, and can read the image (docs/chat.md "Safety").
  const customer = { Authorization: buyer.token };
  const read = await page.request.get(
    `/api/storefront/conversations/${conversationId}/messages?after_seq=1`,
    { headers: customer },
  );
  const body = (await read.json()) as Envelope<{ messages: Message[] }>;
  expect(body.code, body.msg).toBe('0000');
  expect(
    body.content.messages.map(({ seq, sender, kind, text, imageId: id }) => ({
      seq,
      sender,
      kind,
      text,
      imageId: id,
    })),
  ).toEqual([
    {
      seq: 2,
      sender: 'staff',
      kind: 'text',
      text: 'Hi Zhou Ning, we are at 1 Science Park Road.',
      imageId: null,
    },
    {
      seq: 3,
      sender: 'staff',
      kind: 'text',
      text: 'The map follows, Zhou Ning; call us when you arrive.',
      imageId: null,
    },
    { seq: 4, sender: 'staff', kind: 'image', text: '', imageId },
  ]);
  const picture = await page.request.get(`/api/storefront/uploads/${imageId}`, {
    headers: customer,
  });
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  expect(Buffer.compare(await picture.body(), PNG)).toBe(0);

  // Chinese: picked once more, the parts are listed in Chinese.
  await page.getByTestId('locale-switch').getByText('中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await pickQuickReply(page, 'Directions');
  await expect(input).toHaveValue('Zhou Ning您好，我们在科技园路 1 号。');
  await expect(parts).toContainText('同时发送');
  await expect(page.getByTestId('chat-part-0')).toHaveText('地图如下，Zhou Ning，到了请打电话。');
  await expect(page.getByTestId('chat-part-1')).toHaveAttribute('data-kind', 'image');
  await expect(page.getByTestId('chat-part-remove-1')).toHaveAttribute('aria-label', '移除第 2 项');
  // The composer grew with the parts: the thread kept its end in view, the picture's "sent" too.
  await expect(page.getByTestId('chat-message-4')).toBeInViewport({ ratio: 1 });
  await screenshot(page, 'chat-quick-reply-parts-zh-CN');
});
