import { randomBytes } from 'node:crypto';
import { merchantOwner } from './support/accounts.ts';
import { publishedActivity } from './support/activities.ts';
import { callApi } from './support/api.ts';
import { axeFindings } from './support/axe.ts';
import { signInEnglish } from './support/onboarding.ts';
import { screenshot } from './support/screenshot.ts';
import { storefrontCustomer } from './support/storefront.ts';
import { expect, test } from './support/test.ts';

// docs/reviews.md "Review requests": a check-in asks the customer for a review; the customer
// answers through the request's link without signing in; the review arrives on /eva; home
// shows requests sent and answered; the owner turns reminders off after confirming. Both
// locales, axe.

const PASSWORD = 'requestspass2026';

type Request = { token: string; orderId: number };

test('a check-in asks for a review, the link answers it, home counts it, reminders go off', async ({
  page,
}) => {
  const owner = await merchantOwner(
    page.request,
    PASSWORD,
    `Ink studio ${randomBytes(3).toString('hex')}`,
  );
  const activityId = await publishedActivity(page.request, owner);
  const buyer = await storefrontCustomer(page.request, 'Zhou Yu');
  // The customer's notifications: their open review requests, each with its link's token.
  const openRequests = () =>
    callApi<{ requests: Request[] }>(page.request, 'GET', 'storefront/review-requests', {
      token: buyer.token,
    });
  const order = await buyer.placeAndPay(activityId);
  await callApi(page.request, 'POST', `orders/${order.id}/check-in`, {
    token: owner.token,
    data: { merchants_id: owner.merchantId, version: order.version, code: order.verificationCode },
  });

  // The check-in asked: the customer's notifications list the request with its link.
  const { requests } = await openRequests();
  expect(requests).toHaveLength(1);
  const [asked] = requests;
  expect(asked!.orderId).toBe(order.id);

  await signInEnglish(page, owner.mobile, PASSWORD);
  await page.goto('/home');
  const card = page.getByTestId('home-kpi-requests');
  await expect(page.getByTestId('home-kpi-requests-counts')).toHaveText('Sent 1, answered 0');
  await expect(page.getByTestId('home-kpi-requests-value')).toContainText('0');

  // The link answers without a sign-in (no token): the review is the customer's, verified.
  const answered = await callApi<{ review: { id: number; verified: boolean } }>(
    page.request,
    'POST',
    `storefront/review-requests/${asked!.token}/review`,
    { data: { rating: 5, text: 'Lovely brushes and a patient teacher' } },
  );
  expect(answered.review.verified).toBe(true);
  expect((await openRequests()).requests).toEqual([]);

  await page.reload();
  await expect(page.getByTestId('home-kpi-requests-counts')).toHaveText('Sent 1, answered 1');
  await expect(page.getByTestId('home-kpi-requests-value')).toContainText('100');
  await screenshot(page, 'home-review-requests-en-US');
  await card.getByTestId('home-kpi-requests-link').click();
  await expect(page).toHaveURL(/\/eva\?tab=reviews/);
  const review = page.getByTestId(`review-${answered.review.id}`);
  await expect(review).toContainText('Lovely brushes and a patient teacher');
  await expect(review.getByTestId('review-verified')).toBeVisible();

  // Reminders: on by default; turning them off asks first, Cancel keeps them on.
  const reminders = page.getByTestId('review-request-reminders');
  await expect(reminders).toBeChecked();
  await reminders.click();
  const dialog = page.getByRole('dialog', { name: 'Turn review reminders off?' });
  await expect(dialog).toBeVisible();
  expect(await axeFindings(page, 'review reminders confirmation')).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(reminders).toBeChecked();
  await reminders.click();
  await page
    .getByRole('dialog', { name: 'Turn review reminders off?' })
    .getByRole('button', { name: 'Turn off' })
    .click();
  await expect(reminders).not.toBeChecked();
  await expect(
    page.locator('.ant-message-notice').getByText('Review reminders off', { exact: true }),
  ).toBeVisible();
  const rules = await callApi<{ rules: { reminders: boolean } }>(
    page.request,
    'GET',
    `reviews/request-rules?merchants_id=${owner.merchantId}`,
    { token: owner.token },
  );
  expect(rules.rules.reminders).toBe(false);
  await page.reload();
  await expect(reminders).not.toBeChecked();
  expect(await axeFindings(page, '/eva reviews with the reminders switch')).toEqual([]);
  await screenshot(page, 'eva-review-requests-en-US');

  // Chinese: the same switch and home card.
  await page.getByTestId('locale-switch').getByText('中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('review-request-rules')).toContainText('提醒未评价的顾客');
  await screenshot(page, 'eva-review-requests-zh-CN');
  await page.goto('/home');
  await expect(page.getByTestId('home-kpi-requests-counts')).toHaveText('已发送 1，已回复 1');
  // The figures count up when drawn: the screenshot waits for the rate's end.
  await expect(page.getByTestId('home-kpi-requests-value')).toContainText('100');
  await screenshot(page, 'home-review-requests-zh-CN');
});
