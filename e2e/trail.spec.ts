import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { login, merchantOwner, staffMember } from './support/accounts.ts';
import { publishedActivity } from './support/activities.ts';
import { callApi } from './support/api.ts';
import { axeFindings } from './support/axe.ts';
import { signIn, signInEnglish } from './support/onboarding.ts';
import { screenshot } from './support/screenshot.ts';
import { storefrontCustomer } from './support/storefront.ts';
import { confirmOk, expect, test } from './support/test.ts';

// docs/web.md "Trail page": the owner refunds an order, a sub-account hides a review and changes a
// customer's tags; the owner's trail page shows the three with their before / after, filtered by
// who did them; the order's drawer shows its own history; the CSV of a filter holds the rows the
// page shows; a sub-account without trail:view has no menu entry, no history in the drawer and
// 1003 from the API. Axe on the page and the drawer; both locales.

const PASSWORD = 'trailpass2026';

type Members = { members: { userId: number; nickname: string }[] };
type Customers = { customers: { id: number; name: string }[] };

const rowsOf = (page: Page) => page.locator('[data-testid^="trail-row-"]');

/** A row of the trail page by what it is about (`review:12`) and its action. */
const rowAbout = (page: Page, object: string, action: string) =>
  page.locator(`[data-testid^="trail-row-"][data-object="${object}"][data-action="${action}"]`);

/** A field of an entry's before → after: what it was (struck out) and what it became. */
async function expectChange(row: Locator, field: string, was: string | null, now: string) {
  const change = row.locator(`[data-field="${field}"]`);
  if (was !== null) await expect(change.locator('del')).toHaveText(was);
  await expect(change.locator('ins')).toHaveText(now);
}

/** A CSV file's lines as fields (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
function csvTable(text: string): string[][] {
  const lines: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      lines.push([...fields, field]);
      fields = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || fields.length > 0) lines.push([...fields, field]);
  return lines;
}

test('who did what: the owner and a sub-account leave entries; the page, the drawer and the CSV show them', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const owner = await merchantOwner(
    page.request,
    PASSWORD,
    `Trail tea ${randomBytes(3).toString('hex')}`,
  );
  const merchants_id = owner.merchantId;
  const activityId = await publishedActivity(page.request, owner);
  const staff = await staffMember(page.request, owner, PASSWORD, [
    'order:view',
    'review:reply',
    'customer:manage',
  ]);
  const { members } = await callApi<Members>(
    page.request,
    'GET',
    `merchant/members?merchants_id=${merchants_id}`,
    {
      token: owner.token,
    },
  );
  const staffId = members.find((member) => member.nickname === staff.nickname)!.userId;
  const ownerId = members.find((member) => member.nickname !== staff.nickname)!.userId;

  // A customer pays two orders; the second is checked in and reviewed.
  const buyer = await storefrontCustomer(page.request, 'Zhao Min');
  const refunded = await buyer.placeAndPay(activityId);
  const reviewed = await buyer.placeAndPay(activityId);
  await callApi(page.request, 'POST', `orders/${reviewed.id}/check-in`, {
    token: owner.token,
    data: { merchants_id, version: reviewed.version, code: reviewed.verificationCode },
  });
  const { review } = await buyer.review({
    orderId: reviewed.id,
    rating: 1,
    text: 'Buy cheap pills',
  });
  const { customers } = await callApi<Customers>(
    page.request,
    'GET',
    `customers?merchants_id=${merchants_id}&keyword=Zhao`,
    { token: owner.token },
  );
  const customerId = customers[0]!.id;

  // The sub-account hides the review and tags the customer.
  const staffToken = (await login(page.request, staff.mobile, PASSWORD)).token;
  await callApi(page.request, 'POST', `reviews/${review.id}/hide`, {
    token: staffToken,
    data: { merchants_id, reason: 'spam' },
  });
  await callApi(page.request, 'PUT', `customers/${customerId}/tags`, {
    token: staffToken,
    data: { merchants_id, tags: ['vip'] },
  });

  // The owner refunds the first order from its drawer; the drawer's history shows it at once.
  await signInEnglish(page, owner.mobile, PASSWORD);
  await page.goto(`/shop/order?order=${refunded.id}`);
  const drawer = page.getByTestId('order-drawer');
  await drawer.getByTestId('order-action-refund').click();
  await page.getByTestId('order-reason').fill('The tea master is ill');
  await page.getByTestId('order-input-ok').click();
  await confirmOk(page);
  const history = drawer.getByTestId('object-trail');
  const refundEntry = history.locator('[data-action="refund"]');
  await expect(refundEntry).toContainText('Refunded');
  await expect(refundEntry).toContainText(owner.nickname);
  await expectChange(refundEntry, 'status', 'Paid', 'Refunded');
  await expectChange(refundEntry, 'refundReason', '—', 'The tea master is ill');
  // The customer's own entries of the order: placed, then paid.
  await expect(history.locator('[data-action="pay"]')).toContainText('Customer');
  await expect(history.locator('[data-action="create"]')).toContainText('Placed');
  expect(await axeFindings(page, 'order drawer with history')).toEqual([]);
  await history.scrollIntoViewIfNeeded();
  await screenshot(page, 'trail-order-drawer-en-US');
  await page.keyboard.press('Escape');

  // The owner finds the trail under Account.
  await page.goto('/account/mine');
  await page.getByTestId('menu-/account/trail').click();
  await expect(page).toHaveURL('/account/trail');
  const refundRow = rowAbout(page, `order:${refunded.id}`, 'refund');
  const hideRow = rowAbout(page, `review:${review.id}`, 'hide');
  const tagsRow = rowAbout(page, `customer:${customerId}`, 'setTags');
  await expect(refundRow).toHaveAttribute('data-actor', `member:${ownerId}`);
  await expectChange(refundRow, 'status', 'Paid', 'Refunded');
  await expect(hideRow).toHaveAttribute('data-actor', `member:${staffId}`);
  await expect(hideRow.getByTestId('trail-action')).toHaveText('Hidden');
  await expectChange(hideRow, 'status', 'Published', 'Hidden');
  await expect(tagsRow.getByTestId('trail-action')).toHaveText('Tags changed');
  await expectChange(tagsRow, 'tags', '(none)', 'vip');
  await expect(tagsRow.getByRole('link', { name: `Customer #${customerId}` })).toBeVisible();
  // An entry's origin in its expanded row.
  await hideRow.getByRole('button', { name: /^Show the details of entry/ }).click();
  const hideId = (await hideRow.getAttribute('data-testid'))!.replace('trail-row-', '');
  await expect(
    page.getByTestId(`trail-details-${hideId}`).getByTestId('trail-origin-ip'),
  ).not.toContainText('Not recorded');

  // Filtered by who: the sub-account did these two, nothing else.
  await page.getByTestId('trail-filter-actor').click();
  await page.locator('.ant-select-item-option', { hasText: `${staff.nickname} (member)` }).click();
  await expect(page).toHaveURL(`/account/trail?actorType=member&actorId=${staffId}`);
  await expect(rowsOf(page)).toHaveCount(2);
  await expect(hideRow).toBeVisible();
  await expect(tagsRow).toBeVisible();
  expect(await axeFindings(page, 'trail page filtered')).toEqual([]);
  await screenshot(page, 'trail-page-en-US');

  // The CSV of this filter holds the same entries as the page: the same seqs, who, what.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('trail-export').click(),
  ]);
  const [header, ...records] = csvTable(await readFile((await download.path())!, 'utf8'));
  const column = (name: string) => header!.indexOf(name);
  const shownSeqs = await rowsOf(page).evaluateAll((rows) =>
    rows.map((row) => row.getAttribute('data-seq')),
  );
  expect(records.map((record) => record[column('Seq')]).sort()).toEqual(shownSeqs.sort());
  expect(new Set(records.map((record) => record[column('Actor')]))).toEqual(
    new Set([staff.nickname]),
  );
  expect(
    records
      .map(
        (record) =>
          `${record[column('Object type')]}:${record[column('Object id')]}:${record[column('Action')]}`,
      )
      .sort(),
  ).toEqual([`customer:${customerId}:setTags`, `review:${review.id}:hide`]);

  // Filtered by the owner, the refund is there and the sub-account's entries are not.
  await page.goto(`/account/trail?actorType=member&actorId=${ownerId}`);
  await expect(refundRow).toBeVisible();
  await expect(hideRow).toHaveCount(0);
  await expect(tagsRow).toHaveCount(0);

  // The same page in Chinese.
  await page.getByTestId('locale-switch').getByText('中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(refundRow.getByTestId('trail-action')).toHaveText('退款');
  await expectChange(refundRow, 'status', '已支付', '已退款');
  await page.goto(`/account/trail?actorType=member&actorId=${staffId}`);
  await expectChange(tagsRow, 'tags', '（无）', 'vip');
  expect(await axeFindings(page, 'trail page zh-CN')).toEqual([]);
  await screenshot(page, 'trail-page-zh-CN');
  await page.goto(`/shop/order?order=${refunded.id}`);
  await expect(drawer.getByTestId('object-trail').locator('[data-action="refund"]')).toContainText(
    '退款',
  );
  await drawer.getByTestId('object-trail').scrollIntoViewIfNeeded();
  await screenshot(page, 'trail-order-drawer-zh-CN');

  // The sub-account holds no trail:view: no menu entry, no history in the drawer, 1003.
  const staffContext = await browser.newContext({ baseURL });
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, staff.mobile, PASSWORD);
  await staffPage.goto('/account/mine');
  await expect(staffPage.getByTestId('menu-/account/mine')).toBeVisible();
  await expect(staffPage.getByTestId('menu-/account/trail')).toHaveCount(0);
  await staffPage.goto(`/shop/order?order=${refunded.id}`);
  await expect(staffPage.getByTestId('order-drawer').getByTestId('order-timeline')).toBeVisible();
  await expect(staffPage.getByTestId('object-trail')).toHaveCount(0);
  const refused = await staffPage.request.get(`/api/trail?merchants_id=${merchants_id}`, {
    headers: { Authorization: staffToken },
  });
  expect(((await refused.json()) as { code: string }).code).toBe('1003');
  const refusedCsv = await staffPage.request.get(
    `/api/trail/export.csv?merchants_id=${merchants_id}`,
    { headers: { Authorization: staffToken } },
  );
  expect(((await refusedCsv.json()) as { code: string }).code).toBe('1003');
  await staffPage.goto('/account/trail');
  await expect(staffPage).toHaveURL('/403');
  await staffContext.close();
});
