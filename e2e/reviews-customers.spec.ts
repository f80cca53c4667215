import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { merchantOwner, PNG } from './support/accounts.ts';
import { publishedActivity } from './support/activities.ts';
import { callApi } from './support/api.ts';
import { signInEnglish } from './support/onboarding.ts';
import { readCodeSentTo, uniqueMobile } from './support/outbox.ts';
import { expect, test } from './support/test.ts';
import { screenshot } from './support/screenshot.ts';

// docs/reviews.md, docs/customers.md: a customer reviews a checked-in order through the storefront
// API; staff see it arrive on /eva without a reload, reply, hide one image with a reason; the
// storefront read shows the reply and not the image; a customer gets a tag and is found by it (and
// by pinyin initials); both locales.

const PASSWORD = 'reviewspass2026';

type Order = { id: number; version: number; verificationCode: string | null };
type PublicReviews = {
  reviews: { id: number; imageIds: number[]; reply: { text: string } | null }[];
  summary: { count: number; average: number | null };
};

/** A storefront customer signed in with a code from the outbox, as the simulator does. */
async function customer(request: APIRequestContext, name: string) {
  const mobile = uniqueMobile();
  await callApi(request, 'POST', 'storefront/captcha', { data: { mobile } });
  const captcha = await readCodeSentTo(mobile, 'customer');
  const { token } = await callApi<{ token: string }>(request, 'POST', 'storefront/login', {
    data: { mobile, captcha, name },
  });
  const call = <T>(method: 'GET' | 'POST', path: string, data?: unknown) =>
    callApi<T>(request, method, `storefront/${path}`, { token, data });
  return {
    async placeAndPay(activityId: number) {
      const placed = await call<{ order: Order }>('POST', 'orders', {
        activityId,
        quantity: 1,
        contactName: name,
        contactMobile: mobile,
      });
      const paid = await call<{ order: Order }>('POST', `orders/${placed.order.id}/pay`, {
        version: placed.order.version,
      });
      return paid.order;
    },
    async upload(fileName: string) {
      const response = await request.post('/api/storefront/uploads', {
        headers: { Authorization: token },
        multipart: { file: { name: fileName, mimeType: 'image/png', buffer: PNG } },
      });
      const body = (await response.json()) as { code: string; content: { file: { id: number } } };
      expect(body.code).toBe('0000');
      return body.content.file.id;
    },
    review: (data: { orderId: number; rating: number; text: string; imageIds: number[] }) =>
      call<{ review: { id: number } }>('POST', 'reviews', data),
  };
}

const reviewCard = (page: Page, id: number) => page.getByTestId(`review-${id}`);

const customerRows = (page: Page) => page.locator('[data-testid^="customer-row-"]');

test('a review arrives live, is answered and an image hidden; customers are tagged and found', async ({
  page,
}) => {
  const owner = await merchantOwner(
    page.request,
    PASSWORD,
    `Tea garden ${randomBytes(3).toString('hex')}`,
  );
  const activityId = await publishedActivity(page.request, owner);
  await signInEnglish(page, owner.mobile, PASSWORD);
  await page.goto('/eva?tab=reviews');
  await expect(page.getByTestId('reviews-empty')).toBeVisible();

  // A customer orders, pays and is checked in by the staff with the code they show.
  const buyer = await customer(page.request, '张三丰');
  const order = await buyer.placeAndPay(activityId);
  await callApi(page.request, 'POST', `orders/${order.id}/check-in`, {
    token: owner.token,
    data: { merchants_id: owner.merchantId, version: order.version, code: order.verificationCode },
  });
  // Another customer orders too, without a review or a tag: the filters must leave them out.
  await (await customer(page.request, 'Wang Fang')).placeAndPay(activityId);

  // The review, with two images, arrives on the open page without a reload.
  const [kept, hidden] = [await buyer.upload('kept.png'), await buyer.upload('hidden.png')];
  const { review } = await buyer.review({
    orderId: order.id,
    rating: 2,
    text: 'Crowded <b>but</b> the tea was good',
    imageIds: [kept, hidden],
  });
  const card = reviewCard(page, review.id);
  await expect(card).toBeVisible();
  await expect(page.getByTestId('reviews-live-notice')).toBeVisible();
  await expect(card.getByTestId('review-text')).toHaveText('Crowded <b>but</b> the tea was good');
  await expect(card.getByTestId('review-verified')).toBeVisible();
  await expect(page.getByTestId('rating-count')).toContainText('1');

  // Staff reply publicly.
  await card.getByTestId('review-reply-button').click();
  await page.getByTestId('review-reply-text').fill('Thank you, we will add more seats.');
  await page.getByTestId('review-reply-ok').click();
  await expect(card.getByTestId('review-reply')).toContainText('we will add more seats');

  // Staff hide one image; a reason from the list is needed before it can be confirmed.
  await card.getByTestId(`review-image-hide-${hidden}`).click();
  await expect(page.getByTestId('review-hide-ok')).toBeDisabled();
  await page.getByTestId('review-hide-reason-personal_information').click();
  await page.getByTestId('review-hide-ok').click();
  await expect(card.getByTestId(`review-image-${hidden}`)).toHaveAttribute('data-hidden', 'true');
  await expect(card.getByTestId(`review-image-${kept}`)).toHaveAttribute('data-hidden', 'false');
  await screenshot(page, 'eva-reviews-en-US');

  // The storefront read shows the reply and not the hidden image.
  const read = await callApi<PublicReviews>(
    page.request,
    'GET',
    `storefront/activities/${activityId}/reviews`,
  );
  const published = read.reviews.find((entry) => entry.id === review.id);
  expect(published?.reply?.text).toBe('Thank you, we will add more seats.');
  expect(published?.imageIds).toEqual([kept]);
  expect(read.summary.count).toBe(1);

  // Customers: the reviewer gets a tag in the drawer.
  await page.getByTestId('eva-tab-customers').click();
  await expect(page).toHaveURL(/tab=customers/);
  await expect(customerRows(page)).toHaveCount(2);
  await customerRows(page).filter({ hasText: '张三丰' }).click();
  const drawer = page.getByTestId('customer-drawer');
  await expect(drawer.getByTestId('customer-timeline')).toContainText('Review');
  const tag = `tea-${randomBytes(2).toString('hex')}`;
  await drawer.getByTestId('customer-tag-input').fill(tag);
  await drawer.getByTestId('customer-tag-input').press('Enter');
  await expect(drawer.getByTestId(`customer-tag-${tag}`)).toBeVisible();
  await screenshot(page, 'eva-customer-drawer-en-US');
  await page.getByRole('button', { name: 'Close the customer' }).click();
  await expect(drawer).toBeHidden();

  // Found by the tag filter…
  await page.getByTestId('customers-filter-tags').locator('input').click();
  await page.getByTestId('customers-filter-tags').locator('input').fill(tag);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`tags=${tag}`));
  await expect(customerRows(page)).toHaveCount(1);
  await expect(customerRows(page).first()).toContainText('张三丰');
  await page.keyboard.press('Escape');

  // …and by pinyin initials.
  await page.getByTestId('customers-filter-reset').click();
  await expect(customerRows(page)).toHaveCount(2);
  await page.getByPlaceholder('Name, mobile ending or pinyin initials (e.g. zs)').fill('zsf');
  await page.getByPlaceholder('Name, mobile ending or pinyin initials (e.g. zs)').press('Enter');
  await expect(page).toHaveURL(/keyword=zsf/);
  await expect(customerRows(page)).toHaveCount(1);
  await expect(customerRows(page).first()).toContainText('张三丰');
  await screenshot(page, 'eva-customers-en-US');

  // Both locales: the same page in Chinese.
  await page.getByTestId('locale-switch').getByText('中文').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('eva-tab-customers')).toHaveText('客户管理');
  await expect(page.getByPlaceholder('姓名、手机尾号或拼音首字母（如 zs）')).toBeVisible();
  await screenshot(page, 'eva-customers-zh-CN');
  await page.getByTestId('eva-tab-reviews').click();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('review-verified')).toHaveText('已核销订单');
  await expect(card.getByTestId(`review-image-${hidden}`)).toContainText('已隐藏');
  await screenshot(page, 'eva-reviews-zh-CN');
});
