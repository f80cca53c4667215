import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUnifiedCreditCode } from '@console/contract/credit-code';
import { merchantMembers, merchants, users } from '../src/db/schema.ts';
import { describeDemoAccounts, generateDemoPassword, seedDemoData } from '../src/demo/seed.ts';
import { createTestApp, type TestApp } from './helper.ts';

let t: TestApp;
// The seed stores the licence image where the app reads uploads (the test app's data dir).
let STORAGE: { uploadStorage: 'local' | 'database'; dataDir: string };
beforeAll(async () => {
  t = await createTestApp();
  STORAGE = { uploadStorage: t.config.uploadStorage, dataDir: t.config.dataDir };
});
afterAll(() => t.close());

describe('demo data', () => {
  it('is never created in production', async () => {
    const seeded = await seedDemoData(
      t.db,
      { ...STORAGE, nodeEnv: 'production', demoPassword: 'Demo12345' },
      t.clock.now(),
    );
    expect(seeded).toBeUndefined();
    expect(await t.db.select().from(users)).toHaveLength(0);
  });

  it('creates an operator and a merchant owner of two merchants on an empty database', async () => {
    const seeded = await seedDemoData(
      t.db,
      { ...STORAGE, nodeEnv: 'development', demoPassword: 'Demo12345' },
      t.clock.now(),
    );
    expect(seeded).toBe('Demo12345');
    const all = await t.db.select().from(users);
    expect(all.map(({ mail, mobile, role }) => ({ mail, mobile, role }))).toEqual([
      { mail: 'admin@example.com', mobile: '13800000001', role: 'admin' },
      { mail: 'merchant@example.com', mobile: '13800000002', role: 'user' },
    ]);
    const signedIn = await t.signIn('merchant@example.com', 'Demo12345');
    expect(signedIn.body.content.info).toMatchObject({
      access: ['user'],
      merchants: [{ name: 'Sunrise Studio' }, { name: 'Harbor Books' }],
    });
    const owner = all.find((user) => user.role === 'user')!;
    const memberships = await t.db
      .select()
      .from(merchantMembers)
      .where(eq(merchantMembers.userId, owner.id));
    expect(memberships.map((m) => m.role)).toEqual(['owner', 'owner']);
    const admin = await t.signIn('13800000001', 'Demo12345');
    expect(admin.body.content.info.access).toEqual(['admin']);
    // A living shop out of the box: approved merchants whose activities customers can see.
    const storefront = await t.app.inject({ method: 'GET', url: '/api/storefront/activities' });
    const listed = storefront.json().content.activities as {
      merchant: { name: string };
      priceCents: number;
    }[];
    expect(listed.length).toBeGreaterThanOrEqual(3);
    expect(new Set(listed.map((activity) => activity.merchant.name))).toEqual(
      new Set(['Sunrise Studio']),
    );
    // Paid and free: the demo's orders have amounts, totals and refunds through the provider.
    expect(listed.map((activity) => activity.priceCents).sort((a, b) => a - b)).toEqual([
      0, 3900, 12800,
    ]);
    // A customer waits for a reply in Sunrise Studio's inbox.
    const shopId = memberships[0]!.merchantId;
    const inbox = await t.call('GET', '/api/chat/conversations', {
      token: signedIn.body.content.token,
      query: { merchants_id: String(shopId) },
    });
    expect(inbox.body.content.conversations).toEqual([
      expect.objectContaining({
        customer: expect.objectContaining({ name: '王小明' }),
        lastSeq: 2,
        unread: 2,
      }),
    ]);
  });

  // The demo records pass the product's own checks and show a licence image (docs/database.md "Demo
  // data").
  it('gives the demo records valid credit codes and a licence image the owner can open', async () => {
    const owner = await t.signIn('merchant@example.com', 'Demo12345');
    const token = owner.body.content.token as string;
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/merchantRecords',
      headers: { authorization: token },
    });
    const records = listed.json().content.records as {
      creditCode: string;
      licenceImage: { id: number; mime: string } | null;
    }[];
    expect(records).toHaveLength(2);
    for (const record of records) {
      expect(isUnifiedCreditCode(record.creditCode), record.creditCode).toBe(true);
      expect(record.licenceImage?.mime).toBe('image/png');
    }
    expect(new Set(records.map((record) => record.creditCode)).size).toBe(2);
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${records[0]!.licenceImage!.id}`,
      headers: { authorization: token },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('does nothing once users exist', async () => {
    const seeded = await seedDemoData(
      t.db,
      { ...STORAGE, nodeEnv: 'development', demoPassword: undefined },
      t.clock.now(),
    );
    expect(seeded).toBeUndefined();
    expect(await t.db.select().from(merchants)).toHaveLength(2);
  });

  it('generates strong passwords that the product itself accepts', () => {
    for (let i = 0; i < 50; i++) {
      expect(generateDemoPassword()).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{16}$/);
    }
    expect(describeDemoAccounts('Pw123456')).toContain(
      'admin@example.com / 13800000001 (admin)  password: Pw123456',
    );
  });
});
