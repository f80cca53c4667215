import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantRecords } from '../src/db/schema.ts';
import { recordForm } from './audit-fixtures.ts';
import { createTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('merchant records: regions (GB/T 2260)', () => {
  it('submits a record in a city without districts, with a township at the third level', async () => {
    const user = await t.register();
    const form = { ...(await recordForm(t, user)), cityCode: '441900', districtCode: '441900003' };
    const created = await t.call('POST', '/api/merchantRecords', {
      token: user.token,
      payload: form,
    });
    expect(created.body.code).toBe('0000');
    const { id, version } = created.body.content.record;
    const submitted = await t.call('POST', `/api/merchantRecords/${id}/submit`, {
      token: user.token,
      payload: { version },
    });
    expect(submitted.body.content.record).toMatchObject({
      status: 'pending',
      districtCode: '441900003',
    });
    const [row] = await t.db.select().from(merchantRecords).where(eq(merchantRecords.id, id));
    expect(row?.districtCode).toBe('441900003');
  });

  it.each([
    ['a township of another city', '441900', '442000001'],
    ['an eight-digit code', '441900', '44190000'],
    ['a district outside the city', '440300', '440105'],
  ])('refuses %s with a field message and stores nothing', async (_, cityCode, districtCode) => {
    const user = await t.register();
    const form = { ...(await recordForm(t, user)), cityCode, districtCode };
    const answer = await t.call('POST', '/api/merchantRecords', {
      token: user.token,
      payload: form,
      locale: 'en-US',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('1001');
    expect(answer.body.content.fields.districtCode).toBeTruthy();
    const rows = await t.db
      .select()
      .from(merchantRecords)
      .where(eq(merchantRecords.userId, user.id));
    expect(rows).toEqual([]);
  });
});
