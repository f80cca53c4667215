import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

let clients = 0;

/**
 * Each test is its own client: the e2e server trusts X-Forwarded-For, so per-IP limits
 * (codes per hour, failed logins) count per test as they would per visitor, and no test
 * spends another's allowance. The addresses are header values only; nothing is sent there.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    clients += 1;
    const address = `198.51.100.${((testInfo.workerIndex * 50 + clients) % 254) + 1}`;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address });
  },
});
