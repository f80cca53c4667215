import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSessions, customers } from '../src/db/schema.ts';
import { hashToken } from '../src/identity/index.ts';
import { createTestApp, uniqueIp, uniqueMobile, type TestApp } from './helper.ts';
import { storefrontApi } from './storefront-order-fixtures.ts';

let t: TestApp;
let api: ReturnType<typeof storefrontApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = storefrontApi(t);
});
afterAll(() => t.close());

describe('storefront customer sign-in (DESIGN §1, docs/api.md "Storefront customers and orders")', () => {
  it('sends a code of its own purpose and creates the customer on the first sign-in', async () => {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    const sent = await t.call('POST', '/api/storefront/captcha', { payload: { mobile }, ip });
    expect(sent.body).toMatchObject({ code: '0000', content: { resendAfter: 60 } });
    const entry = (await t.outbox()).filter((line) => line.to === mobile).at(-1)!;
    expect(entry.purpose).toBe('customer');

    const answer = await t.call('POST', '/api/storefront/login', {
      payload: { mobile, captcha: entry.code, name: 'Lin' },
      ip,
    });
    expect(answer.body.code).toBe('0000');
    const { token, customer } = answer.body.content;
    expect(token).toMatch(/^cst_[\w-]{43}$/);
    expect(customer).toEqual({ id: expect.any(Number), mobile, name: 'Lin' });
    // Only the hash is stored, with a one-day expiry.
    const [session] = await t.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.tokenHash, hashToken(token)));
    expect(session!.customerId).toBe(customer.id);
    expect(session!.expiresAt.getTime() - session!.createdAt.getTime()).toBe(86_400_000);

    // The code is one-time; a second sign-in with a new code keeps the same customer.
    const reused = await t.call('POST', '/api/storefront/login', {
      payload: { mobile, captcha: entry.code },
      ip,
      locale: 'en-US',
    });
    expect(reused.body).toMatchObject({
      code: '1001',
      content: { fields: { captcha: expect.any(String) } },
    });
    t.clock.advance(61_000);
    await t.call('POST', '/api/storefront/captcha', { payload: { mobile }, ip });
    const again = await t.call('POST', '/api/storefront/login', {
      payload: { mobile, captcha: await t.lastCode(mobile) },
      ip,
    });
    expect(again.body.content.customer).toEqual(customer);
    expect(await t.db.select().from(customers).where(eq(customers.mobile, mobile))).toHaveLength(1);
  });

  it('keeps the staff throttles: a second code within 60 s is refused (1005)', async () => {
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    await t.call('POST', '/api/storefront/captcha', { payload: { mobile }, ip });
    const soon = await t.call('POST', '/api/storefront/captcha', { payload: { mobile }, ip });
    expect(soon.status).toBe(429);
    expect(soon.body.code).toBe('1005');
  });

  it('never signs a customer in with a staff code of the same mobile', async () => {
    const staff = await t.register();
    t.clock.advance(61_000);
    await t.sendCode({ mobile: staff.mobile }, 'login');
    const staffCode = await t.lastCode(staff.mobile);
    const answer = await t.call('POST', '/api/storefront/login', {
      payload: { mobile: staff.mobile, captcha: staffCode },
      locale: 'en-US',
    });
    expect(answer.body.code).toBe('1001');
  });
});

describe('customer and staff tokens stay apart', () => {
  it('refuses a staff token on storefront customer routes (1007)', async () => {
    const staff = await t.register();
    for (const token of [staff.token, '', 'cst_unknown']) {
      const answer = await api.call('GET', '/orders', token);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: '1007', msg: 'Please sign in as a customer' });
    }
  });

  it('refuses a customer token on staff routes (1007)', async () => {
    const { token } = await api.customer();
    for (const url of ['/api/userInfo', '/api/userMerchants', '/api/userMessage/unReadCount']) {
      const answer = await t.call('GET', url, { token });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('1007');
    }
  });

  it('lets a customer read their orders and the public activities alike', async () => {
    const { token } = await api.customer();
    const own = await api.call('GET', '/orders', token);
    expect(own.body).toEqual({
      code: '0000',
      msg: 'success',
      content: { orders: [], nextLastId: null },
    });
    expect((await api.call('GET', '/activities', token)).body.code).toBe('0000');
  });
});
