import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import { E2E_DEMO_PASSWORD } from './support/server-env.ts';
import { signIn } from './support/shell.ts';

// docs/web.md "Ready at once", Page data: each route that asks its page's first data early asks
// it under the page's own keys, so a first visit sends each of those calls once (a key that
// differed from the page's would send it twice: once early, once from the page).

/** Opens `path` afresh and counts the calls of each API path until the page is quiet. */
async function callsOnVisit(page: Page, path: string): Promise<Map<string, number>> {
  const calls = new Map<string, number>();
  const count = (request: { url: () => string }) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.set(pathname, (calls.get(pathname) ?? 0) + 1);
  };
  page.on('request', count);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  page.off('request', count);
  return calls;
}

test('the merchant pages send their first calls once each', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'merchant@example.com', E2E_DEMO_PASSWORD);
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/activities');
  await page.goto('/activity/list');
  const body = (await (await listed).json()) as { content: { activities: { id: number }[] } };
  const activityId = body.content.activities[0]!.id;

  const pages: [string, string[]][] = [
    ['/home', ['/api/home']],
    ['/activity/list', ['/api/activities']],
    [`/activity/${activityId}`, [`/api/activities/${activityId}`]],
    ['/shop/info', ['/api/shop/profile']],
    ['/shop/order', ['/api/orders', '/api/orders/summary']],
    ['/cc', ['/api/chat/conversations']],
    ['/account/mine', ['/api/account/mine']],
    ['/account/sub', ['/api/merchant/members']],
    ['/account/license', ['/api/merchant/licence']],
    ['/record', ['/api/merchantRecords']],
  ];
  for (const [path, firstCalls] of pages) {
    const calls = await callsOnVisit(page, path);
    for (const call of firstCalls) expect(calls.get(call), `${path}: ${call}`).toBe(1);
  }
});

test('the operator pages send their first calls once each', async ({ page }) => {
  await signIn(page, 'admin@example.com', E2E_DEMO_PASSWORD);
  const pages: [string, string[]][] = [
    ['/audit/records', ['/api/audit/submissions', '/api/audit/counts']],
    ['/audit/licences', ['/api/audit/submissions', '/api/audit/counts']],
    ['/system/user', ['/api/system/user/list']],
  ];
  for (const [path, firstCalls] of pages) {
    const calls = await callsOnVisit(page, path);
    for (const call of firstCalls) expect(calls.get(call), `${path}: ${call}`).toBe(1);
  }
});
