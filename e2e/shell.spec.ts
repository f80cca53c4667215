import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { readCodeSentTo, uniqueMobile } from './support/outbox.ts';
import { E2E_DEMO_PASSWORD } from './support/server-env.ts';

// Issue 3, the console shell: merchant switch, layout settings, language, responsive menu, log.

type Envelope<T> = { code: string; msg: string; content: T };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Session = { token: string; info: { merchants: { id: number; name: string }[] } };
const PASSWORD = 'shellpass2026';

async function api<T>(
  request: APIRequestContext,
  method: Method,
  path: string,
  token?: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api/${path}`, {
    method,
    headers: token ? { Authorization: token } : {},
    data,
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${method} ${path}: ${body.msg}`).toBe('0000');
  return body.content;
}

const login = (request: APIRequestContext, username: string, password: string) =>
  api<Session>(request, 'POST', 'login', undefined, { username, password });

/** A new user, registered through the API the way the register page does it. */
async function registeredUser(request: APIRequestContext) {
  const mobile = uniqueMobile();
  const mail = `shell${mobile}@example.com`;
  await api(request, 'POST', 'captcha', undefined, { mobile, purpose: 'register' });
  const captcha = await readCodeSentTo(mobile, 'register');
  await api(request, 'POST', 'register', undefined, { mail, mobile, password: PASSWORD, captcha });
  return { mobile, mail, nickname: mail.split('@')[0]! };
}

async function signIn(page: Page, username: string, password = PASSWORD) {
  await page.goto('/login');
  await page.locator('#login_username').fill(username);
  await page.locator('#login_password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header')).toBeVisible();
}

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

test('switching merchant asks first, then changes the name, menus and data, and drops the old tabs', async ({
  page,
}) => {
  const owner = await login(page.request, 'merchant@example.com', E2E_DEMO_PASSWORD);
  const shop = (name: string) => owner.info.merchants.find((merchant) => merchant.name === name)!;
  const [sunrise, harbor] = [shop('Sunrise Studio'), shop('Harbor Books')];
  const staff = await registeredUser(page.request);
  const harborOnly = await registeredUser(page.request);
  const invite = (mobile: string, merchantId: number, permissions: string[]) =>
    api(page.request, 'POST', 'merchant/members', owner.token, {
      mobile,
      permissions,
      merchants_id: merchantId,
    });
  await invite(staff.mobile, sunrise.id, ['activity:view']);
  await invite(staff.mobile, harbor.id, ['member:manage', 'order:view']);
  await invite(harborOnly.mobile, harbor.id, []);
  const session = await login(page.request, staff.mobile, PASSWORD);
  await api(page.request, 'PUT', `merchants/lastUse/${sunrise.id}`, session.token);
  await api(page.request, 'PUT', 'userSettings', session.token, {
    version: 0,
    layout: { tabs: true },
  });

  await signIn(page, staff.mobile);
  const current = page.getByTestId('current-merchant');
  await expect(current).toHaveText('Sunrise Studio');
  await expect(page).toHaveURL('/activity/list');
  await expect(page.getByTestId('menu-/activity')).toBeVisible();
  await expect(page.getByTestId('menu-/cc')).toHaveCount(0);
  await page.getByTestId('menu-/account').click();
  await expect(page.getByTestId('menu-/account/mine')).toBeVisible();
  await expect(page.getByTestId('menu-/account/sub')).toHaveCount(0);
  await page.getByTestId('menu-/account/mine').click();
  await expect(page.getByTestId('tab-/activity/list')).toBeVisible();
  await expect(page.getByTestId('tab-/account/mine')).toBeVisible();

  // Cancelling the confirmation changes nothing.
  await page.getByTestId('merchant-switcher').click();
  await page.getByTestId(`merchant-option-${harbor.id}`).click();
  await page.getByTestId('confirm-cancel').click();
  await expect(current).toHaveText('Sunrise Studio');

  await page.getByTestId('merchant-switcher').click();
  await page.getByTestId(`merchant-option-${harbor.id}`).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('切换成功')).toBeVisible();
  await expect(current).toHaveText('Harbor Books');
  // The index needs activity:view, which this member lacks in Harbor: the route named home.
  await expect(page).toHaveURL('/home');
  await expect(page.getByTestId('tab-/activity/list')).toHaveCount(0);
  await expect(page.getByTestId('tab-/account/mine')).toHaveCount(0);
  await expect(page.getByTestId('menu-/activity')).toHaveCount(0);
  await page.getByTestId('menu-/account').click();
  await page.getByTestId('menu-/account/sub').click();
  const members = page.getByTestId('members-table');
  await expect(members).toContainText(masked(harborOnly.mobile));
  await expect(members).toContainText(masked(staff.mobile));

  // Back in Sunrise nothing of Harbor is left: no tab, no kept page, no list, no menu entry.
  await page.getByTestId('merchant-switcher').click();
  await page.getByTestId(`merchant-option-${sunrise.id}`).click();
  await page.getByTestId('confirm-ok').click();
  await expect(current).toHaveText('Sunrise Studio');
  await expect(page).toHaveURL('/activity/list');
  await expect(page.getByTestId('tab-/account/sub')).toHaveCount(0);
  await expect(page.getByText(masked(harborOnly.mobile))).toHaveCount(0);
  await expect(page.getByTestId('menu-/account/sub')).toHaveCount(0);
  await page.goto('/account/sub');
  await expect(page).toHaveURL('/403');

  // The choice was recorded on the server: the next sign-in starts in Sunrise again.
  const merchants = await api<{ merchants: { name: string }[] }>(
    page.request,
    'GET',
    'userMerchants',
    session.token,
  );
  expect(merchants.merchants[0]?.name).toBe('Sunrise Studio');
});

test('a layout setting applies at once, survives a reload and follows the user to another browser', async ({
  page,
  browser,
}) => {
  const user = await registeredUser(page.request);
  await signIn(page, user.mobile);
  const sider = page.getByTestId('sider');
  await expect(sider).toHaveAttribute('data-theme', 'dark');
  await page.getByTestId('settings-button').click();
  await expect(page.getByTestId('settings-drawer')).toBeVisible();
  await page.getByTestId('setting-siderTheme-light').click();
  await expect(sider).toHaveAttribute('data-theme', 'light');
  await expect(sider).toHaveClass(/ant-layout-sider-light/);
  await page.keyboard.press('Escape');

  const session = await login(page.request, user.mobile, PASSWORD);
  await expect
    .poll(
      async () =>
        (
          await api<{ layout: { siderTheme: string } }>(
            page.request,
            'GET',
            'userSettings',
            session.token,
          )
        ).layout.siderTheme,
    )
    .toBe('light');
  await page.reload();
  await expect(sider).toHaveAttribute('data-theme', 'light');

  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, user.mobile);
  await expect(second.getByTestId('sider')).toHaveAttribute('data-theme', 'light');
  await other.close();
});

test('the language switch changes the texts and the title, and stays the user’s choice', async ({
  page,
}) => {
  const user = await registeredUser(page.request);
  await signIn(page, user.mobile);
  await expect(page).toHaveTitle('列表 - 商户控制台');
  await expect(page.getByTestId('menu-/activity')).toHaveText('活动管理');
  await page.getByTestId('locale-en-US').click();
  await expect(page).toHaveTitle('List - Merchant Console');
  await expect(page.getByTestId('menu-/activity')).toHaveText('Activities');
  await expect(page.getByTestId('breadcrumb')).toContainText('List');
  await page.reload();
  await expect(page.getByTestId('menu-/activity')).toHaveText('Activities');
  await expect(page).toHaveTitle('List - Merchant Console');
});

test('at 400 px the menu is a drawer that closes on navigation; at 800 px it is collapsed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await signIn(page, 'merchant@example.com', E2E_DEMO_PASSWORD);
  await expect(page.getByTestId('sider')).toHaveCount(0);
  await page.getByTestId('mobile-menu-button').click();
  const drawer = page.getByTestId('mobile-menu-content');
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('menu-/home').click();
  await expect(page).toHaveURL('/home');
  await expect(drawer).toBeHidden();

  await page.setViewportSize({ width: 800, height: 800 });
  const sider = page.getByTestId('sider');
  await expect(sider).toBeVisible();
  await expect.poll(async () => (await sider.boundingBox())?.width).toBe(80);
  await expect(page.getByTestId('mobile-menu-button')).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => (await sider.boundingBox())?.width).toBe(256);
});

test('a failing API call raises the log indicator, shows on /log and reaches the operators’ list', async ({
  page,
}) => {
  await signIn(page, 'admin@example.com', E2E_DEMO_PASSWORD);
  await page.getByTestId('locale-en-US').click();
  const indicator = page.getByTestId('log-indicator');
  await indicator.hover();
  await expect(page.getByTestId('log-indicator-tooltip')).toHaveText('No logs or errors');

  await indicator.click();
  await expect(page).toHaveURL('/log');
  await page.getByTestId('log-tab-all').click();
  // A keyword longer than the API accepts: the server answers 1001.
  await page.getByTestId('server-log-keyword').locator('input').fill('x'.repeat(201));
  await page.getByTestId('server-log-keyword').locator('input').press('Enter');
  await expect(page.getByText('Too long (at most 200 characters)').first()).toBeVisible();
  await expect(indicator).toHaveAttribute('data-errors', '1');
  await indicator.hover();
  await expect(page.getByTestId('log-indicator-tooltip')).toHaveText('1 logs | includes 1 errors');

  await page.getByTestId('log-tab-browser').click();
  await expect(page.getByTestId('log-table')).toContainText('Too long (at most 200 characters)');

  // The error went to the server in a batch; operators see it with route and version.
  await expect(async () => {
    await page.reload();
    await page.getByTestId('log-tab-all').click();
    await expect(page.getByTestId('server-log-table')).toContainText(
      'Too long (at most 200 characters)',
      {
        timeout: 2_000,
      },
    );
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('server-log-table')).toContainText('/log');
});

// A 1×1 PNG: the licence image a merchant record needs.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A complete merchant record, submitted: the caller now has one awaiting audit. */
async function submitRecord(request: APIRequestContext, token: string) {
  const upload = await request.post('/api/uploads', {
    headers: { Authorization: token },
    multipart: { file: { name: 'licence.png', mimeType: 'image/png', buffer: PNG } },
  });
  const { content } = (await upload.json()) as Envelope<{ file: { id: number } }>;
  const { record } = await api<{ record: { id: number; version: number } }>(
    request,
    'POST',
    'merchantRecords',
    token,
    {
      name: 'Lakeside Atelier',
      category: 'arts',
      contactName: 'Lin',
      contactMobile: '13900000000',
      contactMail: 'lin@example.com',
      provinceCode: '110000',
      cityCode: '110100',
      districtCode: '110101',
      address: '1 Lake Road',
      creditCode: '91310000MA1FL0000N',
      legalPerson: 'Lin',
      licenceImageId: content.file.id,
    },
  );
  await api(request, 'POST', `merchantRecords/${record.id}/submit`, token, {
    version: record.version,
  });
}

test('"add merchant" opens /record, or first warns about a record awaiting audit', async ({
  page,
}) => {
  const owner = await login(page.request, 'merchant@example.com', E2E_DEMO_PASSWORD);
  const user = await registeredUser(page.request);
  await api(page.request, 'POST', 'merchant/members', owner.token, {
    mobile: user.mobile,
    permissions: ['activity:view'],
    merchants_id: owner.info.merchants[0]!.id,
  });
  await signIn(page, user.mobile);
  const addMerchant = async () => {
    await page.getByTestId('merchant-switcher').click();
    await page.getByTestId('add-merchant').click();
  };

  await addMerchant();
  await expect(page).toHaveURL('/record');

  const session = await login(page.request, user.mobile, PASSWORD);
  await submitRecord(page.request, session.token);
  const warning = page
    .locator('.ant-modal-confirm-title')
    .filter({ hasText: '已存在提交的商户记录，确定要重新创建吗？' });
  await addMerchant();
  await expect(warning).toBeVisible();
  await page.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL('/record');
  await expect(warning).toBeHidden();

  await page.goto('/activity/list');
  await addMerchant();
  await expect(warning).toBeVisible();
  await expect(page.getByTestId('confirm-cancel')).toHaveText('查看审核');
  await page.getByTestId('confirm-cancel').click();
  await expect(page).toHaveURL('/shop/info');
});
