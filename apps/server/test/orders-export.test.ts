import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';
import { orderApi, type OrderApi } from './order-fixtures.ts';
import { parseCsv } from './csv-rows.ts';

let t: TestApp;
let api: OrderApi;
beforeAll(async () => {
  t = await createTestApp();
  api = orderApi(t);
});
afterAll(() => t.close());

describe('order CSV export (docs/orders.md "CSV")', () => {
  it('streams the filtered rows with BOM, localized header, yuan and safe cells', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const activity = await api.activity(shop.id, { title: 'Tea, "green" & black' });
    const risky = await api.order(activity, {
      status: 'paid',
      quantity: 3,
      amountCents: 4505,
      contactName: '=HYPERLINK("x")',
      customerNote: 'line one\nline two',
      remark: '@admin, +1 -2',
      createdAt: new Date('2026-03-01T16:00:05Z'),
      paidAt: new Date('2026-03-01T16:10:00Z'),
    });
    await api.order(activity, { status: 'cancelled' });
    const answer = await api.read(owner, shop.id, '/export.csv', { status: 'paid' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{8}\.csv"$/,
    );
    expect(answer.headers['x-total-count']).toBe('1');
    expect([...answer.raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(answer.raw.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual([
      'Order number',
      'Status',
      'Activity',
      'Contact',
      'Mobile',
      'Quantity',
      'Amount (CNY)',
      // The file names its one time zone, the merchant's (docs/orders.md "CSV").
      'Ordered at (Asia/Shanghai, UTC+08:00)',
      'Paid at (Asia/Shanghai, UTC+08:00)',
      'Customer note',
      'Remark',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        risky.orderNo,
        'Paid',
        'Tea, "green" & black',
        `'=HYPERLINK("x")`,
        risky.contactMobile,
        '3',
        '45.05',
        '2026-03-02 00:00:05',
        '2026-03-02 00:10:00',
        'line one\nline two',
        "'@admin, +1 -2",
      ],
    ]);
    const chinese = await t.call('GET', '/api/orders/export.csv', {
      token: owner.token,
      query: { merchants_id: String(shop.id) },
      locale: 'zh-CN',
    });
    const header = parseCsv(chinese.raw.subarray(3).toString('utf8'))[0];
    expect(header?.slice(0, 2)).toEqual(['订单号', '状态']);
    expect(header?.slice(7, 9)).toEqual([
      '下单时间（Asia/Shanghai, UTC+08:00）',
      '支付时间（Asia/Shanghai, UTC+08:00）',
    ]);
    expect(chinese.headers['x-total-count']).toBe('2');
  });

  it("writes the times on the merchant's clock, daylight saving included, and names its zone", async () => {
    const { owner, shop } = await api.shopWithOwner();
    const moved = await t.call('PUT', '/api/merchant/time-zone', {
      token: owner.token,
      payload: { merchants_id: shop.id, timeZone: 'America/New_York' },
    });
    expect(moved.body.code).toBe('0000');
    const activity = await api.activity(shop.id);
    await api.order(activity, {
      status: 'paid',
      createdAt: new Date('2026-03-01T16:00:05Z'), // 11:00:05 EST (UTC-05:00)
      paidAt: new Date('2026-07-01T16:10:00Z'), // 12:10:00 EDT (UTC-04:00)
    });
    for (const [locale, ordered, paid] of [
      ['en-US', 'Ordered at', 'Paid at'],
      ['zh-CN', '下单时间（', '支付时间（'],
    ] as const) {
      const answer = await t.call('GET', '/api/orders/export.csv', {
        token: owner.token,
        query: { merchants_id: String(shop.id) },
        locale,
      });
      const [header, row] = parseCsv(answer.raw.subarray(3).toString('utf8'));
      const zone = 'America/New_York, UTC-05:00/-04:00';
      expect(header?.slice(7, 9)).toEqual(
        locale === 'en-US'
          ? [`${ordered} (${zone})`, `${paid} (${zone})`]
          : [`${ordered}${zone}）`, `${paid}${zone}）`],
      );
      expect(row?.slice(7, 9)).toEqual(['2026-03-01 11:00:05', '2026-07-01 12:10:00']);
    }
  });

  it('reads past one batch and writes every matching row exactly once', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const activity = await api.activity(shop.id, { capacity: null });
    await api.manyOrders(activity, 2345);
    const answer = await api.read(owner, shop.id, '/export.csv');
    expect(answer.headers['x-total-count']).toBe('2345');
    const rows = parseCsv(answer.raw.subarray(3).toString('utf8')).slice(1);
    expect(rows).toHaveLength(2345);
    expect(new Set(rows.map((row) => row[0])).size).toBe(2345);
    // All created at one instant: the (created_at, id) keyset still reads each row once.
    const day = new Date(t.clock.now().getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);
    const ranged = await api.read(owner, shop.id, '/export.csv', {
      createdFrom: day,
      createdTo: day,
    });
    const rangedRows = parseCsv(ranged.raw.subarray(3).toString('utf8')).slice(1);
    expect(new Set(rangedRows.map((row) => row[0])).size).toBe(2345);
    expect(rangedRows).toHaveLength(2345);
  });

  it('sends the export uncompressed even when asked, while the list is compressed', async () => {
    // docs/api.md "Compression": a streamed export of a million rows opts out.
    const { owner, shop } = await api.shopWithOwner();
    const activity = await api.activity(shop.id, { capacity: null });
    await api.manyOrders(activity, 60);
    const asking = { authorization: owner.token, 'accept-encoding': 'br, gzip' };
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/orders/export.csv?merchants_id=${shop.id}`,
      headers: asking,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-encoding']).toBeUndefined();
    expect(parseCsv(csv.rawPayload.subarray(3).toString('utf8')).slice(1)).toHaveLength(60);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/orders?merchants_id=${shop.id}`,
      headers: asking,
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
  });

  it('answers a refused filter as a JSON 1001, not a CSV', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const answer = await api.read(owner, shop.id, '/export.csv', { createdFrom: 'soon' });
    expect(answer.body.code).toBe('1001');
  });
});

describe('bulk order actions', () => {
  it('answers each order on its own and never all-or-nothing', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const other = await api.shopWithOwner();
    const activity = await api.activity(shop.id);
    const unpaid = await api.order(activity, { status: 'pending_payment' });
    const paid = await api.order(activity, { status: 'paid' });
    const stale = await api.order(activity, { status: 'pending_payment', version: 2 });
    const foreign = await api.order(await api.activity(other.shop.id), {
      status: 'pending_payment',
    });
    const answer = await api.act(owner, shop.id, '/bulk/cancel', {
      items: [unpaid, paid, stale, foreign].map((order) => ({ id: order.id, version: 1 })),
      reason: 'Closing early',
    });
    expect(answer.body.content.results).toEqual([
      { id: unpaid.id, code: '0000', msg: 'success' },
      {
        id: paid.id,
        code: '1004',
        msg: 'The state of this item has changed; refresh and try again',
      },
      { id: stale.id, code: '1004', msg: 'Someone else changed this data; refresh and try again' },
      { id: foreign.id, code: '1002', msg: expect.any(String) },
    ]);
    expect((await api.stored(unpaid.id)).status).toBe('cancelled');
    expect((await api.events(unpaid.id))[0]).toMatchObject({ note: 'Closing early' });
    expect((await api.stored(foreign.id)).status).toBe('pending_payment');
  });

  it('approves and declines refunds in bulk; a decline needs a reason', async () => {
    const { owner, shop } = await api.shopWithOwner();
    const activity = await api.activity(shop.id);
    const [first, second] = [
      await api.order(activity, { status: 'refunding' }),
      await api.order(activity, { status: 'refunding' }),
    ];
    const noReason = await api.act(owner, shop.id, '/bulk/decline-refund', {
      items: [{ id: first!.id, version: 1 }],
    });
    expect(noReason.body.code).toBe('1001');
    const declined = await api.act(owner, shop.id, '/bulk/decline-refund', {
      items: [{ id: first!.id, version: 1 }],
      reason: 'Already attended',
    });
    expect(declined.body.content.results[0].code).toBe('0000');
    expect(await api.stored(first!.id)).toMatchObject({
      status: 'paid',
      declineReason: 'Already attended',
    });
    const approved = await api.act(owner, shop.id, '/bulk/approve-refund', {
      items: [{ id: second!.id, version: 1 }],
    });
    expect(approved.body.content.results[0].code).toBe('0000');
    expect((await api.stored(second!.id)).status).toBe('refunded');
    const unknown = await api.act(owner, shop.id, '/bulk/check-in', {
      items: [{ id: second!.id, version: 2 }],
    });
    expect(unknown.body.code).toBe('1001');
  });

  it("names the order and customer CSV files by the merchant's day, in the merchant's zone", async () => {
    t.clock.set(new Date('2026-11-26T21:05:12Z')); // 05:05 on 11-27 in Shanghai, 13:05 on 11-26 in Los Angeles
    const { owner, shop } = await api.shopWithOwner();
    const fileNames = async () => {
      const orders = await api.read(owner, shop.id, '/export.csv');
      const customers = await t.call('GET', '/api/customers/export.csv', {
        token: owner.token,
        query: { merchants_id: String(shop.id) },
      });
      return [orders, customers].map((answer) => answer.headers['content-disposition']);
    };
    expect(await fileNames()).toEqual([
      'attachment; filename="orders-20261127.csv"',
      'attachment; filename="customers-20261127.csv"',
    ]);
    const moved = await t.call('PUT', '/api/merchant/time-zone', {
      token: owner.token,
      payload: { merchants_id: shop.id, timeZone: 'America/Los_Angeles' },
    });
    expect(moved.body.code).toBe('0000');
    expect(await fileNames()).toEqual([
      'attachment; filename="orders-20261126.csv"',
      'attachment; filename="customers-20261126.csv"',
    ]);
  });
});
