import { activities, merchantRecords } from '../src/db/schema.ts';
import { uniqueIp, uniqueMobile, type TestApp, type TestUser } from './helper.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Calls of the storefront's customer side (docs/api.md "Storefront customers and orders"), in
 * English.
 */
export function storefrontApi(t: TestApp) {
  /** A merchant visible on the storefront: active, with an approved onboarding record. */
  async function openShop(owner?: TestUser) {
    const staff = owner ?? (await t.register());
    const shop = await t.createMerchant(staff.id);
    const now = t.clock.now();
    await t.db.insert(merchantRecords).values({
      userId: staff.id,
      merchantId: shop.id,
      status: 'approved',
      name: shop.name,
      createdAt: now,
      updatedAt: now,
    });
    return { owner: staff, shop };
  }

  /** An approved (published) activity, a week ahead of the test clock. */
  async function openActivity(
    shopId: number,
    fields: Partial<typeof activities.$inferInsert> = {},
  ) {
    const now = t.clock.now();
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    const [row] = await t.db
      .insert(activities)
      .values({
        merchantId: shopId,
        status: 'approved',
        title: 'Pottery weekend',
        startAt: at(7),
        endAt: at(7.25),
        signupDeadline: at(5),
        capacity: 20,
        priceCents: 5000,
        createdAt: now,
        updatedAt: now,
        ...fields,
      })
      .returning();
    return row!;
  }

  /** A customer signed in through the API with the code from the outbox. */
  async function customer(name?: string) {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    const sent = await t.call('POST', '/api/storefront/captcha', { payload: { mobile }, ip });
    if (sent.status !== 200) throw new Error(`captcha failed: ${JSON.stringify(sent.body)}`);
    const captcha = await t.lastCode(mobile);
    const answer = await t.call('POST', '/api/storefront/login', {
      payload: { mobile, captcha, ...(name === undefined ? {} : { name }) },
      ip,
    });
    if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
    const { token, customer: who } = answer.body.content;
    return { token: token as string, id: who.id as number, mobile };
  }

  const call = (method: string, url: string, token: string, payload?: object) =>
    t.call(method, `/api/storefront${url}`, { token, payload, locale: 'en-US' });

  const order = (token: string, activityId: number, quantity = 1) =>
    call('POST', '/orders', token, {
      activityId,
      quantity,
      contactName: 'Lin',
      contactMobile: '13800000000',
    });

  const act = (token: string, id: number, action: string, payload: object) =>
    call('POST', `/orders/${id}/${action}`, token, payload);

  return { openShop, openActivity, customer, call, order, act };
}
