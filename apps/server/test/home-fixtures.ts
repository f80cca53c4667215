import type { TestApp, TestUser } from './helper.ts';

/** GET /api/home as `user` in `merchantId`, with a range query and a locale. */
export const homeCall =
  (app: () => TestApp) =>
  (user: TestUser, merchantId: number, query: Record<string, string> = {}, locale = 'en-US') =>
    app().call('GET', '/api/home', {
      token: user.token,
      locale,
      query: { merchants_id: String(merchantId), ...query },
    });
