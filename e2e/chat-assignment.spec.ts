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
// waits in the queue, and goes to the member who frees room — live in both inboxes.

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
  for (const name of ['First buyer', 'Second buyer', 'Third buyer']) {
    const customer = await storefrontCustomer(page.request, name);
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
  await english.close();
});
