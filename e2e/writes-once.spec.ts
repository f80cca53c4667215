import { callApi } from './support/api.ts';
import { login, registeredUser } from './support/accounts.ts';
import { readCodeSentTo, uniqueMobile } from './support/outbox.ts';
import { E2E_DEMO_PASSWORD } from './support/server-env.ts';
import { PASSWORD, signIn } from './support/shell.ts';
import { expect, test } from './support/test.ts';
import { browserToken, recordRefusals, recordToasts, seenToasts } from './support/toasts.ts';

// docs/web.md "Writes": a double click on a button that creates creates once and says so once.
// After the success the test waits for the network to settle, so a second request, if one
// went out, has landed before the count.

test('a double click on "save draft" of /record saves one record', async ({ page, request }) => {
  const user = await registeredUser(request, PASSWORD);
  await recordToasts(page);
  await signIn(page, user.mobile);
  await page.goto('/record');
  await page.locator('#record_name').fill('Double Click Studio');
  await page.getByTestId('record-save').dblclick();
  await expect(page.getByTestId('record-status-tag')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seenToasts(page, 'success')).toHaveLength(1);
  const token = await browserToken(page);
  const { records } = await callApi<{ records: unknown[] }>(request, 'GET', 'merchantRecords', {
    token,
  });
  expect(records).toHaveLength(1);
  expect(await seenToasts(page, 'error')).toEqual([]);
});

test('a double click on "save draft" of a new activity saves one draft', async ({
  page,
  request,
}) => {
  const title = `Double ${uniqueMobile()}`;
  await recordToasts(page);
  await signIn(page, 'merchant@example.com', E2E_DEMO_PASSWORD);
  await page.goto('/activity/new');
  await page.locator('#activity_title').fill(title);
  await page.getByTestId('activity-save-draft').dblclick();
  await expect.poll(() => seenToasts(page, 'success')).toHaveLength(1);
  await page.waitForLoadState('networkidle');
  expect(await seenToasts(page, 'success')).toHaveLength(1);
  expect(await seenToasts(page, 'error')).toEqual([]);
  const session = await login(request, 'merchant@example.com', E2E_DEMO_PASSWORD);
  let found = 0;
  for (const merchant of session.info.merchants) {
    const { activities } = await callApi<{ activities: unknown[] }>(
      request,
      'GET',
      `activities?merchants_id=${merchant.id}&keyword=${encodeURIComponent(title)}`,
      { token: session.token },
    );
    found += activities.length;
  }
  expect(found).toBe(1);
});

test('a double click on "invite" adds one member and shows one toast', async ({
  page,
  request,
}) => {
  const invitee = await registeredUser(request, PASSWORD);
  await recordToasts(page);
  await signIn(page, 'merchant@example.com', E2E_DEMO_PASSWORD);
  await page.goto('/account/sub');
  await page.getByTestId('invite-member').click();
  await page.locator('#invite_mobile').fill(invitee.mobile);
  const refusals = recordRefusals(page);
  await page.getByTestId('invite-submit').dblclick();
  await expect.poll(() => seenToasts(page, 'success')).toHaveLength(1);
  await page.waitForLoadState('networkidle');
  expect(await seenToasts(page, 'success')).toHaveLength(1);
  expect(await seenToasts(page, 'error')).toEqual([]);
  expect(refusals).toEqual([]);
  await expect(page.getByTestId('members-table')).toContainText(invitee.nickname);
});

test('a double click on "register" signs up once without an error', async ({ page }) => {
  const mobile = uniqueMobile();
  await recordToasts(page);
  await page.goto('/register');
  await page.locator('#register_mail').fill(`dbl${mobile}@example.com`);
  await page.locator('#register_password').fill(PASSWORD);
  await page.locator('#register_mobile').fill(mobile);
  await page.getByTestId('captcha-button').click();
  await page.locator('#register_captcha').fill(await readCodeSentTo(mobile, 'register'));
  const refusals = recordRefusals(page);
  await page.getByTestId('register-submit').dblclick();
  await expect(page).toHaveURL(/\/register\/result$/);
  await page.waitForLoadState('networkidle');
  expect(await seenToasts(page, 'error')).toEqual([]);
  expect(refusals).toEqual([]);
});
