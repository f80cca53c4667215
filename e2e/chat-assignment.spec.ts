import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { merchantOwner, staffMember } from './support/accounts.ts';
import { axeFindings, settle } from './support/axe.ts';
import { signIn, signInEnglish } from './support/onboarding.ts';
import { screenshot } from './support/screenshot.ts';
import { storefrontCustomer } from './support/storefront.ts';
import { expect, test } from './support/test.ts';

// docs/chat.md "Assignment": the owner (zh-CN) turns auto-assignment on with one conversation
// each; with a sub-account (en-US) online too, new conversations go to each in turn, the next
// waits in the queue, and goes to the member who frees room — live in both inboxes. Then, in one
// conversation both have open: each sees the other's viewing mark; a send the network drops
// shows "not sent" and its Retry writes it once; a resolve is rated by the customer, live.

const PASSWORD = 'assignpass2026';

test('new conversations go to the free member in turn; the queue waits for room', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const owner = await merchantOwner(
    page.request,
    PASSWORD,
    `Assign studio ${randomBytes(3).toString('hex')}`,
  );
  const helper = await staffMember(page.request, owner, PASSWORD, ['chat:reply']);

  await page.goto('/login');
  await page.getByTestId('locale-zh-CN').click();
  await signIn(page, owner.mobile, PASSWORD);
  await page.goto('/cc?filter=all');
  const english = await browser.newContext({ baseURL });
  const pageB = await english.newPage();
  await signInEnglish(pageB, helper.mobile, PASSWORD);
  await pageB.goto('/cc?filter=all');
  await expect(pageB.getByTestId('chat-assignment-open')).toBeVisible();

  // The owner sees the team (both online once their sockets are in) and turns it on.
  await page.getByTestId('chat-assignment-open').click();
  const members = page.getByTestId('chat-assignment-members');
  await expect(members.locator('li')).toHaveCount(2);
  await settle(page);
  expect(await axeFindings(page, '/cc assignment drawer')).toEqual([]);
  await page.getByTestId('chat-assignment-enabled').click();
  await page.getByTestId('chat-assignment-capacity').fill('1');
  await screenshot(page, 'chat-assignment-drawer-zh-CN');
  await page.getByTestId('chat-assignment-save').click();
  await expect(page.getByTestId('chat-assignment-form')).toBeHidden();

  const assigneeOf = (on: Page, id: number) => on.getByTestId(`conversation-assignee-${id}`);
  // Three customers write, one after another.
  const ids: number[] = [];
  const customers = [];
  for (const name of ['First buyer', 'Second buyer', 'Third buyer']) {
    const customer = await storefrontCustomer(page.request, name);
    customers.push(customer);
    const id = await customer.conversation(owner.merchantId);
    await customer.say(id, `Hello from ${name}`);
    ids.push(id);
    if (ids.length < 3) await expect(assigneeOf(page, id)).toBeVisible();
  }
  const [first, second, third] = ids as [number, number, number];
  // One each, in turn; the owner was first in line (assigned to nobody yet, the lower id).
  const names = [owner.nickname, helper.nickname];
  await expect(assigneeOf(page, first)).toHaveText(names[0]!);
  await expect(assigneeOf(page, second)).toHaveText(names[1]!);
  await expect(assigneeOf(pageB, second)).toHaveText(helper.nickname);
  // Everyone is full: the third waits in the queue, as both see.
  await expect(page.getByTestId(`conversation-queued-${third}`)).toHaveText('排队中');
  await expect(pageB.getByTestId(`conversation-queued-${third}`)).toHaveText('In queue');
  await screenshot(pageB, 'chat-assignment-queue-en-US');

  // The sub-account resolves theirs: the queued one is theirs now, live on both pages.
  await pageB.getByTestId(`conversation-row-${second}`).click();
  await pageB.getByTestId('chat-resolve').click();
  // Resolving is confirmed first.
  await pageB.getByRole('dialog').getByRole('button', { name: 'Resolve' }).click();
  await expect(assigneeOf(pageB, third)).toHaveText(helper.nickname);
  await expect(pageB.getByTestId(`conversation-queued-${third}`)).toHaveCount(0);
  await expect(assigneeOf(page, third)).toHaveText(helper.nickname);
  await screenshot(page, 'chat-assignment-given-zh-CN');

  // The team, read again, says who holds what; the sub-account may look but not change it.
  await pageB.getByTestId('chat-assignment-open').click();
  await expect(pageB.getByTestId('chat-assignment-queued')).toHaveText('Waiting in the queue: 0');
  await expect(pageB.getByTestId('chat-assignment-enabled')).toBeDisabled();
  await settle(pageB);
  expect(await axeFindings(pageB, '/cc assignment drawer, read only')).toEqual([]);
  await screenshot(pageB, 'chat-assignment-drawer-en-US');
  await pageB.keyboard.press('Escape');

  // Both open the first conversation: each sees the other there (docs/chat.md "Staff workflow").
  await page.getByTestId(`conversation-row-${first}`).click();
  await pageB.getByTestId(`conversation-row-${first}`).click();
  await expect(page.getByTestId('chat-viewers')).toHaveText(`${helper.nickname} 正在查看`);
  await expect(pageB.getByTestId('chat-viewers')).toHaveText(`${owner.nickname} is viewing`);

  // The owner's send fails on the way (the network drops it): "not sent", nothing shown as sent;
  // Retry sends the same client id again and the bubble turns sent only on the server's answer
  // (docs/chat.md "Delivery states"): one message, on both pages.
  const sendPath = `**/api/chat/conversations/${first}/messages`;
  await page.route(sendPath, (route) =>
    route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback(),
  );
  await page.getByTestId('chat-input').fill('我们周六有位置');
  await page.getByTestId('chat-send').click();
  const retry = page.locator('[data-testid^="chat-retry-"]');
  await expect(retry).toBeVisible();
  await expect(page.locator('[data-testid^="chat-pending-"]')).toHaveAttribute(
    'data-status',
    'failed',
  );
  await page.unroute(sendPath);
  await retry.click();
  await expect(page.locator('[data-testid^="chat-pending-"]')).toHaveCount(0);
  const sentBubbles = page.locator('[data-testid^="chat-message-"][data-seq]', {
    hasText: '我们周六有位置',
  });
  await expect(sentBubbles).toHaveCount(1);
  await expect(
    pageB.locator('[data-testid^="chat-message-"][data-seq]', { hasText: '我们周六有位置' }),
  ).toHaveCount(1);

  // Resolved, then rated by its customer: the header shows it at once on both pages.
  await page.getByTestId('chat-resolve').click();
  await page.getByRole('dialog').getByRole('button', { name: '标记已解决' }).click();
  await expect(page.getByTestId('chat-resolve')).toHaveCount(0);
  const rated = await page.request.post(`/api/storefront/conversations/${first}/rating`, {
    headers: { Authorization: customers[0]!.token },
    data: { resolution: 1, rating: 5, comment: 'Quick and kind' },
  });
  expect(((await rated.json()) as { code: string }).code).toBe('0000');
  await expect(page.getByTestId('chat-rating')).toContainText('满意度 5/5');
  await expect(pageB.getByTestId('chat-rating')).toContainText('5/5');
  await settle(page);
  expect(await axeFindings(page, '/cc thread, viewed and rated')).toEqual([]);
  await screenshot(page, 'chat-assignment-rated-zh-CN');
  await english.close();
});
