import { expect, test } from './support/test.ts';
import { E2E_DEMO_PASSWORD } from './support/server-env.ts';
import { signIn } from './support/shell.ts';

// What a crawler, a stale tab or an outside tool meets first: docs/web.md "Delivery" (missing
// files are 404, robots.txt) and docs/api.md "The published description" (/api/docs).

test('the built console answers robots.txt as text and a missing file with 404', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  // Crawlers stay out of the API only; the pages are shielded by sign-in (docs/web.md "Ready at
  // once", SEO).
  const rules = await robots.text();
  expect(rules).toContain('Disallow: /api/');
  expect(rules).not.toMatch(/^Disallow: \/\s*$/m);

  for (const path of ['/assets/gone-0000.js', '/favicon.png']) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(missing.headers()['content-type'], path).not.toMatch(/text\/html/);
  }
  const page = await request.get('/activity/list');
  expect(page.status()).toBe(200);
  expect(await page.text()).toMatch(/<meta\s+name="description"/);
});

test('the API reference at /api/docs shows the published description', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Merchant console API/ })).toBeVisible();
  // Every area is listed, folded; opening one shows its operations.
  const tags = page.locator('.opblock-tag');
  await expect(tags.filter({ hasText: /^storefront orders$/ })).toBeVisible();
  await expect(tags.filter({ hasText: /^system$/ })).toBeVisible();
  await tags.filter({ hasText: /^orders$/ }).click();
  const path = page.locator('.opblock-summary-path[data-path="/api/orders/{id}/refund-decision"]');
  await expect(path).toBeVisible();
  await path.click();
  // Its error answers are listed with the rest.
  const statuses = page.locator('.opblock.is-open .response-col_status');
  await expect(statuses.filter({ hasText: /^409$/ })).toBeVisible();
  await expect(page.getByText(/Conflict: a stale/).first()).toBeVisible();
  expect(errors).toEqual([]);
});

// docs/web.md "Ready at once", Route preloads: the page sent for an address names the files its
// route loads, so the browser fetches them while it reads the HTML; each is fetched once and
// each stylesheet named is applied.
test('the page for an address names the files of its route, each fetched once and used', async ({
  page,
}) => {
  await signIn(page, 'merchant@example.com', E2E_DEMO_PASSWORD);

  const fetched = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    fetched.set(pathname, (fetched.get(pathname) ?? 0) + 1);
  });
  const served = page.waitForResponse((r) => new URL(r.url()).pathname === '/shop/order');
  await page.goto('/shop/order');
  const html = await (await served).text();
  await expect(page.getByTestId('orders-total')).toBeVisible();

  const named = [
    ...html.matchAll(/<link rel="(modulepreload|preload" as="style)" crossorigin href="([^"]+)"/g),
  ];
  const scripts = named.filter(([, rel]) => rel === 'modulepreload').map(([, , href]) => href!);
  const sheets = named.filter(([, rel]) => rel !== 'modulepreload').map(([, , href]) => href!);
  // The orders page, the layout and the antd scope: dozens of files, not the entry's few.
  expect(scripts.length).toBeGreaterThan(20);
  expect(sheets.length).toBeGreaterThan(0);
  expect(scripts.some((href) => /\/orders-page-[\w-]+\.js$/.test(href))).toBe(true);
  for (const href of [...scripts, ...sheets]) expect(fetched.get(href), href).toBe(1);
  const applied = await page.evaluate(() =>
    [...document.styleSheets].map((sheet) => (sheet.href ? new URL(sheet.href).pathname : '')),
  );
  for (const href of sheets) expect(applied, href).toContain(href);
});

// docs/web.md "Ready at once", Page data: the route asks for the page's first data beside the
// menus and the page's code, under the page's own keys, so the page does not ask again.
test("a page's first data is asked with its code, not after the console has rendered", async ({
  page,
}) => {
  await signIn(page, 'merchant@example.com', E2E_DEMO_PASSWORD);

  // The menus are held back: the console cannot render before they answer.
  let menusAnswered = false;
  await page.route(
    (url) => url.pathname === '/api/menus',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      menusAnswered = true;
      await route.continue();
    },
  );
  const asked: { path: string; whileMenusHeld: boolean }[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/orders'))
      asked.push({ path: pathname, whileMenusHeld: !menusAnswered });
  });
  await page.goto('/shop/order?status=1');
  await expect(page.getByTestId('orders-total')).toBeVisible();

  const list = asked.filter((call) => call.path === '/api/orders');
  const summary = asked.filter((call) => call.path === '/api/orders/summary');
  expect(list).toEqual([{ path: '/api/orders', whileMenusHeld: true }]);
  expect(summary).toEqual([{ path: '/api/orders/summary', whileMenusHeld: true }]);
});
