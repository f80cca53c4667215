import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { callApi } from './support/api.ts';
import { decideAsOperator, merchantOwner, uploadImage } from './support/accounts.ts';
import { PNG, signIn } from './support/onboarding.ts';
import { E2E_DEMO_PASSWORD } from './support/server-env.ts';
import { confirmOk, expect, test } from './support/test.ts';

// Activities (docs/web.md "Activities"), from the editor through the operator's review back to the
// merchant.

const PASSWORD = 'activitypass2026';
const DAY = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD HH:mm' in the browser's (and this machine's) local time, `days` from now. */
function pickerTime(days: number, hour: number) {
  const at = new Date(Date.now() + days * DAY);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(hour)}:00`;
}

/** Signs in on the login page after choosing the console's language there. */
async function signInWith(page: Page, mobile: string, locale: 'en-US' | 'zh-CN') {
  await page.goto('/login');
  await page.getByTestId(`locale-${locale}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await signIn(page, mobile, PASSWORD);
}

/** Types a time into an antd picker input and confirms it. */
async function typeTime(page: Page, input: ReturnType<Page['locator']>, value: string) {
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** Clicks a toolbar button until it shows `pressed` (a click the editor missed is repeated). */
async function pressTool(button: Locator, pressed: boolean) {
  await expect(async () => {
    if ((await button.getAttribute('aria-pressed')) !== String(pressed)) await button.click();
    await expect(button).toHaveAttribute('aria-pressed', String(pressed), { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

async function fillEditor(page: Page, title: string) {
  await page.getByTestId('activity-title').fill(title);
  await page
    .getByTestId('activity-cover')
    .locator('input[type=file]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('activity-cover').locator('img')).toBeVisible();
  await page.getByTestId('activity-category').click();
  await page.locator('.ant-select-item-option', { hasText: 'Culture' }).click();
  await page.getByTestId('activity-summary').fill('An evening of poems by the harbour');
  const description = page.getByTestId('activity-description');
  await description.click();
  await page.keyboard.type('Bring a poem. ');
  // Each toolbar step waits for the toolbar to show it before typing on: on a busy machine a key
  // typed before the editor took a click landed in the wrong mark ("Free teaOpen mic" in bold).
  const bold = page.getByTestId('activity-rte-bold');
  await pressTool(bold, true);
  await page.keyboard.type('Free tea');
  await pressTool(bold, false);
  await page.keyboard.press('Enter');
  await expect(description.locator('p')).toHaveCount(2);
  await pressTool(page.getByTestId('activity-rte-bullet'), true);
  await page.keyboard.type('Open mic');
  await page.getByTestId('activity-region').click();
  await page.keyboard.type('南山');
  await page.locator('.ant-cascader-menu-item', { hasText: '深圳市 / 南山区' }).click();
  await page.getByTestId('activity-address').fill('1 Harbour Road');
  const range = page.getByTestId('activity-time-range').locator('input');
  await typeTime(page, range.first(), pickerTime(10, 19));
  await typeTime(page, range.last(), pickerTime(10, 21));
  await typeTime(page, page.getByTestId('activity-deadline').locator('input'), pickerTime(9, 12));
  await page.getByTestId('activity-capacity').fill('30');
  await page.getByTestId('activity-price').fill('0');
}

/** The operator, in a context of its own, approves the pending activity in the audit centre. */
async function approveInAuditCentre(browser: Browser, baseURL: string | undefined, title: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, 'admin@example.com', E2E_DEMO_PASSWORD);
  await page.goto('/audit/activities');
  const row = page.locator('[data-testid^="audit-row-"]', { hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').click();
  await expect(page.getByTestId('audit-detail')).toBeVisible();
  // What the merchant wrote reaches the operator formatted, and the cover with it.
  await expect(page.locator('strong', { hasText: 'Free tea' })).toBeVisible();
  await expect(page.getByText('Open mic')).toBeVisible();
  await page.getByTestId('audit-approve').click();
  await confirmOk(page);
  await expect(page.getByTestId('audit-detail-status')).toHaveText('已通过');
  await context.close();
}

test('an activity is written, submitted, approved, and the bell opens its detail page', async ({
  page,
  browser,
  baseURL,
}) => {
  const shop = `Poetry shop ${randomBytes(3).toString('hex')}`;
  const owner = await merchantOwner(page.request, PASSWORD, shop);
  await signInWith(page, owner.mobile, 'en-US');

  await page.goto('/activity/list');
  await expect(page.getByTestId('activity-empty')).toBeVisible();
  await page.getByTestId('activity-empty').getByRole('button').first().click();
  await expect(page).toHaveURL('/activity/new');

  const title = `Harbour poems ${randomBytes(2).toString('hex')}`;
  await fillEditor(page, title);
  await page.getByTestId('activity-submit').click();
  await confirmOk(page);
  await expect(page).toHaveURL(/\/activity\/\d+$/);
  const activityId = Number(page.url().split('/').at(-1));
  await expect(page.getByTestId('activity-detail-title')).toHaveText(title);
  await expect(page.getByTestId('activity-detail-status')).toHaveText('In review');
  await expect(page.getByTestId('activity-description-html').locator('strong')).toHaveText(
    'Free tea',
  );
  await expect(page.getByTestId('activity-description-html').locator('li')).toHaveText('Open mic');
  await expect(page.getByTestId('activity-detail-cover').locator('img').first()).toBeVisible();

  // One unread message already: the merchant's own approval.
  await expect(page.getByTestId('notice-badge')).toContainText('1');
  await approveInAuditCentre(browser, baseURL, title);

  await expect(page.locator('.ant-message-warning')).toContainText(title);
  await expect(page.getByTestId('notice-badge')).toContainText('2');
  await page.getByTestId('notice-bell').click();
  await page.getByTestId('notice-tab-3').click();
  const item = page.getByTestId('notice-panel').locator('[data-testid^="notice-item-"]').first();
  await expect(item).toContainText(title);
  await item.click();
  await expect(page).toHaveURL(`/activity/${activityId}`);
  await expect(page.getByTestId('activity-detail-status')).toHaveText('Published');
  await expect(page.getByTestId('activity-history-item').first()).toHaveAttribute(
    'data-status',
    'approved',
  );
  await expect(page.getByTestId('activity-figures')).toContainText('0');
  await page.keyboard.press('Escape');
  await page.screenshot({ path: 'test-results/activity-detail-en-US.png' });

  // The approved activity is what customers now see through the storefront API.
  const storefront = await callApi<{ activity: { title: string; merchant: { name: string } } }>(
    page.request,
    'GET',
    `storefront/activities/${activityId}`,
  );
  expect(storefront.activity).toMatchObject({ title, merchant: { name: shop } });
});

type Created = { activity: { id: number; version: number } };

/** A complete free activity of the owner's merchant, created and submitted through the API. */
async function submittedActivity(
  request: APIRequestContext,
  owner: { token: string; merchantId: number },
  title: string,
) {
  const { token, merchantId } = owner;
  const coverImageId = await uploadImage(request, token, 'cover.png');
  const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  const { activity } = await callApi<Created>(request, 'POST', 'activities', {
    token,
    data: {
      title,
      coverImageId,
      category: 'sports',
      summary: 'Morning run along the river',
      description: '<p>Meet at the <em>north gate</em>.</p>',
      mode: 'online',
      link: 'https://meet.example.com/run',
      startAt: at(5),
      endAt: at(5.1),
      signupDeadline: at(4),
      capacity: null,
      priceCents: 0,
      merchants_id: merchantId,
    },
  });
  await callApi(request, 'POST', `activities/${activity.id}/submit`, {
    token,
    data: { version: activity.version, merchants_id: merchantId },
  });
  return activity.id;
}

test('filters survive a reload; a rejected activity shows why and goes back to review', async ({
  page,
}) => {
  const owner = await merchantOwner(
    page.request,
    PASSWORD,
    `Runners ${randomBytes(3).toString('hex')}`,
  );
  const tag = randomBytes(2).toString('hex');
  const rejected = await submittedActivity(page.request, owner, `River run ${tag}`);
  await submittedActivity(page.request, owner, `Hill run ${tag}`);
  await decideAsOperator(
    page.request,
    { kind: 'activity', subjectId: rejected },
    'The meeting point is missing from the description',
  );

  await signInWith(page, owner.mobile, 'zh-CN');
  await page.goto('/activity/list');
  await expect(page.locator('[data-testid^="activity-row-"]')).toHaveCount(2);
  await page.getByTestId('activity-filter-status').click();
  await page.locator('.ant-select-item-option', { hasText: '未通过' }).click();
  await expect(page).toHaveURL(/status=rejected/);
  await expect(page.locator('[data-testid^="activity-row-"]')).toHaveCount(1);
  const keyword = page.getByTestId('activity-filter-keyword').locator('input');
  await keyword.fill('River');
  await keyword.press('Enter');
  await expect(page).toHaveURL(/keyword=River/);

  await page.reload();
  await expect(page.getByTestId(`activity-row-${rejected}`)).toBeVisible();
  await expect(page.locator('[data-testid^="activity-row-"]')).toHaveCount(1);
  await expect(keyword).toHaveValue('River');
  await expect(page.getByTestId('activity-filter-status')).toContainText('未通过');

  await page.getByTestId(`activity-row-${rejected}`).getByRole('link').first().click();
  await expect(page).toHaveURL(`/activity/${rejected}`);
  await expect(page.getByTestId('activity-reject-reason')).toContainText(
    'The meeting point is missing from the description',
  );
  await page.getByTestId('activity-reject-edit').click();
  await expect(page).toHaveURL(`/activity/${rejected}/edit`);
  await expect(page.getByTestId('activity-title')).toHaveValue(`River run ${tag}`);
  await page.getByTestId('activity-summary').fill('Morning run; we meet at the north gate');
  await page.getByTestId('activity-submit').click();
  await confirmOk(page);
  await expect(page).toHaveURL(`/activity/${rejected}`);
  await expect(page.getByTestId('activity-detail-status')).toHaveText('待审核');
  await expect(page.getByTestId('activity-history-item')).toHaveCount(2);

  // The operator sees the resubmission again, with what changed since the rejection.
  const { token } = await callApi<{ token: string }>(page.request, 'POST', 'login', {
    data: { username: 'admin@example.com', password: E2E_DEMO_PASSWORD },
  });
  const { submissions } = await callApi<{ submissions: { subjectId: number }[] }>(
    page.request,
    'GET',
    'audit/submissions?kind=activity&status=pending&pageSize=100',
    { token },
  );
  expect(submissions.filter((entry) => entry.subjectId === rejected)).toHaveLength(1);
});
