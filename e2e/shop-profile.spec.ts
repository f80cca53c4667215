import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ShopProfile } from '@console/contract/shop-profile';
import { callApi } from './support/api.ts';
import { merchantOwner, PNG, staffMember, uploadImage } from './support/accounts.ts';
import { signIn } from './support/onboarding.ts';
import { confirmOk, expect, test } from './support/test.ts';

// docs/shop.md "Web": the shop profile on /shop/info, edited in a drawer by shop:edit holders.

const PASSWORD = 'shoppass2026';

/** Signs in on the login page after choosing the console's language there. */
async function signInWith(page: Page, mobile: string, locale: 'en-US' | 'zh-CN') {
  await page.goto('/login');
  await page.getByTestId(`locale-${locale}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await signIn(page, mobile, PASSWORD);
}

/**
 * Cancels the open confirm dialog; like confirmOk, it clicks again when a click during the
 * opening animation was lost.
 */
async function confirmCancel(page: Page) {
  const cancel = page.getByTestId('confirm-cancel').last();
  await expect(cancel).toBeVisible({ timeout: 10_000 });
  await expect(async () => {
    if (await cancel.isVisible()) await cancel.click({ timeout: 2000 });
    await expect(cancel).toBeHidden({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

const readProfile = async (
  request: APIRequestContext,
  owner: { token: string; merchantId: number },
) =>
  (
    await callApi<{ profile: ShopProfile }>(
      request,
      'GET',
      `shop/profile?merchants_id=${owner.merchantId}`,
      { token: owner.token },
    )
  ).profile;

/** The form item (label, input and its error) holding the input with this test id. */
const formItem = (page: Page, testId: string) =>
  page.locator('.ant-form-item').filter({ has: page.getByTestId(testId) });

/** Types an opening range into one weekday row of the editor, switching the day open first. */
async function openDay(page: Page, day: number, open: string, close: string) {
  const row = page.getByTestId(`shop-hours-${day}`);
  await row.getByRole('switch').click();
  const inputs = row.locator('.ant-picker input');
  await expect(inputs.first()).toBeVisible();
  await inputs.first().click();
  await inputs.first().fill(open);
  await inputs.first().press('Enter');
  await inputs.last().fill(close);
  await inputs.last().press('Enter');
  await expect(inputs.first()).toHaveValue(open);
  await expect(inputs.last()).toHaveValue(close);
}

/** What the profile card shows once the full profile below is saved. */
async function expectSavedCard(page: Page, name: string) {
  const card = page.getByTestId('shop-profile');
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('shop-profile-name')).toHaveText(name);
  await expect(card.getByRole('img', { name: 'Logo' })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Cover image' })).toBeVisible();
  await expect(card).toContainText('Tea, books and quiet corners');
  await expect(card).toContainText('0755-12345678');
  await expect(card).toContainText('广东省 / 深圳市 / 福田区');
  await expect(card).toContainText('8 Lotus Road');
  const hours = page.getByTestId('shop-profile-hours');
  await expect(hours).toContainText('Monday09:00 – 18:00');
  await expect(hours).toContainText('Tuesday' + 'Closed');
  await expect(hours).toContainText('Saturday10:00 – 16:30');
  await expect(card.locator('.ant-tag')).toHaveText(['Free Wi-Fi', 'Parking']);
}

test('the owner fills the profile in the drawer; invalid input is refused, the rest survives a reload', async ({
  page,
}) => {
  const shop = `Lotus tea ${randomBytes(3).toString('hex')}`;
  const owner = await merchantOwner(page.request, PASSWORD, shop);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/shop/profile')) {
      saves.push(request.url());
    }
  });
  await signInWith(page, owner.mobile, 'en-US');
  await page.goto('/shop/info');

  // Never saved: a default from the approved onboarding record, beside its audit state.
  const card = page.getByTestId('shop-profile');
  await expect(page.getByTestId('shop-title')).toHaveText(shop);
  await expect(card.getByRole('alert')).toContainText('The profile has not been saved yet');
  await expect(page.getByTestId('shop-profile-name')).toHaveText(shop);
  await expect(card).toContainText('13912345678');
  await expect(card).toContainText('广东省 / 深圳市 / 南山区');
  await expect(card).toContainText('1 Science Park Road');
  await expect(page.getByTestId('shop-profile-hours')).toContainText('Monday' + 'Closed');
  await expect(page.getByTestId('record-status')).toHaveAttribute('data-status', 'approved');
  await page.screenshot({ path: 'test-results/shop-profile-initial-en-US.png' });

  // Invalid input: the fields say what is wrong, in English, and nothing is sent.
  await page.getByTestId('shop-profile-edit').click();
  await expect(page.getByTestId('shop-name')).toHaveValue(shop);
  await page.getByTestId('shop-name').fill('');
  await page.getByTestId('shop-phone').fill('12345');
  await page.getByTestId('shop-profile-save').click();
  await expect(formItem(page, 'shop-name')).toContainText('Please enter the shop name');
  await expect(formItem(page, 'shop-phone')).toContainText(
    'Enter a mobile or landline number (e.g. 0755-12345678)',
  );
  await page.getByTestId('shop-name').fill('X');
  await expect(formItem(page, 'shop-name')).toContainText('Too short (at least 2 characters)');
  await page.getByTestId('shop-profile-save').click();
  await expect(page.getByTestId('shop-profile-form')).toBeVisible();
  expect((await readProfile(page.request, owner)).version).toBe(0);
  expect(saves).toHaveLength(0);

  // Every field, then save.
  const name = `Lotus Tea Room ${randomBytes(2).toString('hex')}`;
  await page.getByTestId('shop-name').fill(name);
  await expect(formItem(page, 'shop-name').locator('.ant-form-item-explain-error')).toHaveCount(0);
  // ImageUpload's testId never reaches the page (antd's Upload drops data-*): find it by label.
  for (const label of ['Logo', 'Cover image']) {
    const upload = page
      .getByTestId('shop-profile-form')
      .locator('.ant-form-item')
      .filter({ has: page.getByTitle(label, { exact: true }) });
    await upload
      .locator('input[type=file]')
      .setInputFiles({ name: `${label}.png`, mimeType: 'image/png', buffer: PNG });
    await expect(upload.locator('.ant-upload-list-item-done')).toHaveCount(1);
  }
  await page.getByTestId('shop-intro').fill('Tea, books and quiet corners');
  await page.getByTestId('shop-phone').fill('0755-12345678');
  await expect(formItem(page, 'shop-phone').locator('.ant-form-item-explain-error')).toHaveCount(0);
  await page.getByTestId('shop-region').click();
  await page.keyboard.type('福田');
  await page.locator('.ant-cascader-menu-item', { hasText: '深圳市 / 福田区' }).click();
  await expect(page.getByTestId('shop-region')).toContainText('福田区');
  await page.getByTestId('shop-address').fill('8 Lotus Road');
  await openDay(page, 0, '09:00', '18:00');
  await openDay(page, 5, '10:00', '16:30');
  const tags = page.getByTestId('shop-tags').locator('input');
  await tags.fill('Free Wi-Fi');
  await tags.press('Enter');
  await tags.fill('Parking');
  await tags.press('Enter');
  await expect(page.getByTestId('shop-tags').locator('.ant-select-selection-item')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/shop-profile-drawer-en-US.png' });
  await page.getByTestId('shop-profile-save').click();
  await expect(page.getByText('Shop profile saved')).toBeVisible();
  await expect(page.getByTestId('shop-profile-form')).toBeHidden();
  await expectSavedCard(page, name);
  expect(saves).toHaveLength(1);
  await page.screenshot({ path: 'test-results/shop-profile-saved-en-US.png' });

  // Stored as shown: read back through the API, then through the page after a reload.
  expect(await readProfile(page.request, owner)).toMatchObject({
    version: 1,
    name,
    intro: 'Tea, books and quiet corners',
    phone: '0755-12345678',
    provinceCode: '440000',
    cityCode: '440300',
    districtCode: '440304',
    address: '8 Lotus Road',
    businessHours: ['09:00-18:00', '', '', '', '', '10:00-16:30', ''],
    serviceTags: ['Free Wi-Fi', 'Parking'],
    logo: { id: expect.any(Number) },
    cover: { id: expect.any(Number) },
  });
  await page.reload();
  await expectSavedCard(page, name);
  // The profile name is not the merchant's registered name (docs/shop.md).
  await expect(page.getByTestId('shop-title')).toHaveText(shop);

  // The editor opens on what was saved.
  await page.getByTestId('shop-profile-edit').click();
  await expect(page.getByTestId('shop-name')).toHaveValue(name);
  await expect(page.getByTestId('shop-hours-0').locator('.ant-picker input').first()).toHaveValue(
    '09:00',
  );
  await expect(page.getByTestId('shop-tags').locator('.ant-select-selection-item')).toHaveCount(2);
});

test('unsaved changes: closing the drawer or leaving the page asks first', async ({ page }) => {
  const shop = `Willow books ${randomBytes(3).toString('hex')}`;
  const owner = await merchantOwner(page.request, PASSWORD, shop);
  await signInWith(page, owner.mobile, 'en-US');
  await page.goto('/shop/order');
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  await page.getByTestId('menu-/shop/info').click();
  await expect(page).toHaveURL('/shop/info');

  // Closing an untouched editor asks nothing.
  await page.getByTestId('shop-profile-edit').click();
  await expect(page.getByTestId('shop-profile-form')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('shop-profile-form')).toBeHidden();

  await page.getByTestId('shop-profile-edit').click();
  await page.getByTestId('shop-intro').fill('Second-hand books by the river');
  const dialog = page.locator('.ant-modal-confirm');

  // Closing the drawer: "keep editing" keeps the input.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toContainText('Discard unsaved changes?');
  await confirmCancel(page);
  await expect(page.getByTestId('shop-intro')).toHaveValue('Second-hand books by the river');

  // Leaving the route (browser back): "stay" keeps the page and the input.
  await page.goBack();
  await expect(dialog).toContainText('Unsaved changes');
  await confirmCancel(page);
  await expect(page).toHaveURL('/shop/info');
  await expect(page.getByTestId('shop-intro')).toHaveValue('Second-hand books by the river');

  // "Leave" goes, and nothing was saved.
  await page.goBack();
  await expect(dialog).toContainText('Unsaved changes');
  await confirmOk(page);
  await expect(page).toHaveURL('/shop/order');
  // Wait until the profile page is gone: while it is still mounted, its leave guard drops a
  // navigation back to it without asking (useLeaveGuard blocks any path change while dirty).
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  await expect(page.getByTestId('shop-info-page')).toBeHidden();
  expect((await readProfile(page.request, owner)).version).toBe(0);

  // Discarding from the drawer closes it, also without saving.
  await page.getByTestId('menu-/shop/info').click();
  await expect(page).toHaveURL('/shop/info');
  await page.getByTestId('shop-profile-edit').click();
  await page.getByTestId('shop-address').fill('2 River Lane');
  await page.keyboard.press('Escape');
  await expect(dialog).toContainText('Discard unsaved changes?');
  await confirmOk(page);
  await expect(page.getByTestId('shop-profile-form')).toBeHidden();
  await expect(page.getByTestId('shop-profile')).toContainText('1 Science Park Road');
  expect((await readProfile(page.request, owner)).version).toBe(0);
});

test('a sub-account without shop:edit sees the profile but cannot edit it (zh-CN)', async ({
  page,
}) => {
  const shop = `Harbour tea ${randomBytes(3).toString('hex')}`;
  const owner = await merchantOwner(page.request, PASSWORD, shop);
  const logoImageId = await uploadImage(page.request, owner.token, 'logo.png');
  const form = {
    name: '海港茶馆',
    logoImageId,
    coverImageId: null,
    intro: '',
    phone: '13800001111',
    provinceCode: '440000',
    cityCode: '440300',
    districtCode: '440305',
    address: '',
    businessHours: ['09:00-21:00', '09:00-21:00', '', '', '', '', ''],
    serviceTags: ['包间'],
  };
  await callApi(page.request, 'PUT', 'shop/profile', {
    token: owner.token,
    data: { ...form, version: 0, merchants_id: owner.merchantId },
  });
  const staff = await staffMember(page.request, owner, PASSWORD, ['order:view']);

  await signInWith(page, staff.mobile, 'zh-CN');
  await page.goto('/shop/info');
  const card = page.getByTestId('shop-profile');
  await expect(page.getByTestId('shop-title')).toHaveText(shop);
  await expect(card).toContainText('店铺资料');
  await expect(page.getByTestId('shop-profile-name')).toHaveText('海港茶馆');
  // The owner's logo is readable by every member.
  await expect(card.getByRole('img', { name: '店铺 Logo' })).toBeVisible();
  await expect(card).toContainText('未填写');
  await expect(page.getByTestId('shop-profile-hours')).toContainText('周一09:00 – 21:00');
  await expect(page.getByTestId('shop-profile-hours')).toContainText('周三休息');
  await expect(card.locator('.ant-tag')).toHaveText(['包间']);
  await expect(page.getByTestId('shop-profile-edit')).toHaveCount(0);
  // The onboarding record is the owner's: a staff member is not asked to fill in one.
  await expect(page.getByTestId('record-audit-card')).toContainText('入驻资料由商户主账号维护');
  await expect(page.getByTestId('record-audit-card').getByRole('link')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/shop-profile-staff-zh-CN.png' });

  // The API refuses the save too.
  const { token } = await callApi<{ token: string }>(page.request, 'POST', 'login', {
    data: { username: staff.mobile, password: PASSWORD },
  });
  const refused = await page.request.put('/api/shop/profile', {
    headers: { Authorization: token },
    data: { ...form, name: '改名', logoImageId: null, version: 1, merchants_id: owner.merchantId },
  });
  expect(((await refused.json()) as { code: string }).code).toBe('1003');
  expect(await readProfile(page.request, owner)).toMatchObject({ version: 1, name: '海港茶馆' });
});
