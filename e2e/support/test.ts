import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { styledAntdClasses, watchAntdStyles } from './antd-style-guard.ts';

export { expect };

let clients = 0;

const REPORT_BINDING = '__reportCspViolation';
const STYLE_BINDING = '__reportUnstyledAntd';
const CSP_MESSAGE = /Content Security Policy/i;

/** In each page: every violation of the page's policy, as one line. */
function reportViolations(binding: string) {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, (text: string) => void>)[binding];
    const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
    void report?.(
      `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${event.documentURI}${where}`,
    );
  });
}

type CspViolations = {
  seen: string[];
  checked: number;
  unstyled: string[];
  unstyledChecked: number;
};

/**
 * Each test is its own client: the e2e server trusts X-Forwarded-For, so per-IP limits
 * (codes per hour, failed logins) count per test as they would per visitor, and no test
 * spends another's allowance. The addresses are header values only; nothing is sent there.
 *
 * docs/security.md "Tests": no page may break the Content-Security-Policy. Every browser
 * context of the worker (the test's own, and those a test or a beforeAll opens itself) reports
 * the `securitypolicyviolation` events and the console's policy messages of all its pages; a
 * test fails after it ran if any came since the previous test's check (a beforeAll's count for
 * the first test after it).
 */
export const test = base.extend<{ cspGuard: void }, { cspViolations: CspViolations }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    clients += 1;
    const address = `198.51.100.${((testInfo.workerIndex * 50 + clients) % 254) + 1}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
  cspViolations: [
    async ({ browser }, use) => {
      const violations: CspViolations = { seen: [], checked: 0, unstyled: [], unstyledChecked: 0 };
      const styled = styledAntdClasses();
      const watch = async (context: BrowserContext) => {
        await context.exposeBinding(STYLE_BINDING, (_source, text: string) => {
          violations.unstyled.push(text);
        });
        await context.addInitScript(watchAntdStyles, { binding: STYLE_BINDING, styled });
        await context.exposeBinding(REPORT_BINDING, (_source, text: string) => {
          violations.seen.push(text);
        });
        await context.addInitScript(reportViolations, REPORT_BINDING);
        context.on('console', (message) => {
          if (CSP_MESSAGE.test(message.text())) violations.seen.push(message.text());
        });
      };
      // browser.newPage and Playwright's own `context` fixture open their contexts here too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await watch(context);
        return context;
      };
      await use(violations);
      browser.newContext = newContext;
      expect(violations.seen.slice(violations.checked), 'after the last test').toEqual([]);
      expect(violations.unstyled.slice(violations.unstyledChecked), 'after the last test').toEqual(
        [],
      );
    },
    { scope: 'worker', auto: true },
  ],
  cspGuard: [
    async ({ cspViolations }, use) => {
      await use();
      const fresh = cspViolations.seen.slice(cspViolations.checked);
      cspViolations.checked = cspViolations.seen.length;
      expect(fresh, 'Content-Security-Policy violations').toEqual([]);
      const unstyled = cspViolations.unstyled.slice(cspViolations.unstyledChecked);
      cspViolations.unstyledChecked = cspViolations.unstyled.length;
      expect(unstyled, 'antd classes drawn without their stylesheet part').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Confirms the confirm dialog that is opening. The dialogs' code loads on the first one
 * (lib/feedback), so this waits for it to show first. On a busy machine a click during the
 * dialog's opening animation can be lost, so this clicks until the dialog is gone (a busy OK
 * button ignores further clicks).
 */
export async function confirmOk(page: Page) {
  const ok = page.getByTestId('confirm-ok').last();
  await expect(ok).toBeVisible({ timeout: 10_000 });
  await expect(async () => {
    if (await ok.isVisible()) await ok.click({ timeout: 2000 });
    await expect(ok).toBeHidden({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}
