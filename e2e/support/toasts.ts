import type { Page } from '@playwright/test';

// antd message toasts (lib/feedback.ts), by level.
export const toasts = (page: Page, level: 'success' | 'error' | 'warning') =>
  page.locator(`.ant-message-${level}`);

/** Every API answer with a code other than 0000 the page received, as "METHOD path code". */
export function recordRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const body = (await response.json().catch(() => null)) as { code?: string } | null;
    if (body?.code && body.code !== '0000') {
      refusals.push(`${response.request().method()} ${url.pathname} ${body.code}`);
    }
  });
  return refusals;
}

/** The session token the browser holds (cookie admin-token). */
export async function browserToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'admin-token');
  if (!cookie) throw new Error('not signed in');
  return decodeURIComponent(cookie.value);
}
