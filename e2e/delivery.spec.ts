import { expect, test } from './support/test.ts';

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
