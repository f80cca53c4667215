import type { Page } from '@playwright/test';

type Level = 'success' | 'error' | 'warning' | 'info';
export type SeenToast = { level: Level; text: string };

// antd message toasts (lib/feedback.ts), by level, as they are on screen now.
export const toasts = (page: Page, level: Level) => page.locator(`.ant-message-${level}`);

/**
 * Records every toast the page shows from now on, even one gone after its 3 seconds: a toast
 * shown while the page changes (a logout) would be missed by looking at the screen later.
 * Call before the page is opened.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    const found: { level: string; text: string }[] = [];
    (window as unknown as { __toasts: typeof found }).__toasts = found;
    new MutationObserver(() => {
      const selector =
        '.ant-message-success, .ant-message-error, .ant-message-warning, .ant-message-info';
      for (const element of document.querySelectorAll(selector)) {
        if (seen.has(element)) continue;
        seen.add(element);
        const level = ['success', 'error', 'warning', 'info'].find((name) =>
          element.classList.contains(`ant-message-${name}`),
        );
        found.push({ level: level ?? 'info', text: element.textContent ?? '' });
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The toasts recorded in this document since `recordToasts` (a full reload starts afresh). */
export const seenToasts = (page: Page, level?: Level): Promise<SeenToast[]> =>
  page.evaluate(
    (wanted) =>
      ((window as unknown as { __toasts?: SeenToast[] }).__toasts ?? []).filter(
        (toast) => !wanted || toast.level === wanted,
      ),
    level,
  );

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
