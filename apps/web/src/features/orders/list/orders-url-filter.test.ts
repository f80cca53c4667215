import { describe, expect, it } from 'vitest';
import {
  isOrderFilterActive,
  openOrderOf,
  orderFilterParams,
  parseOrderFilter,
  withoutStatus,
} from './orders-url-filter';

const parse = (query: string) => parseOrderFilter(new URLSearchParams(query));

describe('order list filter in the URL (docs/web.md "Orders and shop profile")', () => {
  it('reads every filter the URL holds', () => {
    expect(
      parse(
        'status=refunding&activityId=12&createdFrom=2026-05-01&createdTo=2026-05-31&paidFrom=2026-05-02&paidTo=2026-05-03&keyword=%201380%20',
      ),
    ).toEqual({
      status: 'refunding',
      activityId: 12,
      createdFrom: '2026-05-01',
      createdTo: '2026-05-31',
      paidFrom: '2026-05-02',
      paidTo: '2026-05-03',
      keyword: '1380',
    });
  });

  it('is empty with nothing set', () => {
    expect(parse('')).toEqual({});
  });

  it('ignores values the server would refuse instead of failing', () => {
    expect(
      parse('status=shipped&activityId=-3&createdFrom=yesterday&paidTo=2026-13-01&keyword=%20&x=1'),
    ).toEqual({});
    expect(parse('activityId=1.5')).toEqual({});
  });

  it('drops a range that ends before it starts, keeps a one-day and a one-sided range', () => {
    expect(parse('createdFrom=2026-05-02&createdTo=2026-05-01')).toEqual({});
    expect(parse('paidFrom=2026-05-02&paidTo=2026-05-02')).toEqual({
      paidFrom: '2026-05-02',
      paidTo: '2026-05-02',
    });
    expect(parse('createdTo=2026-05-01')).toEqual({ createdTo: '2026-05-01' });
  });

  it('cuts an overlong keyword to the server limit', () => {
    expect(parse(`keyword=${'9'.repeat(60)}`).keyword).toHaveLength(40);
  });

  it('writes only what is set, in a stable order', () => {
    expect(orderFilterParams({}).toString()).toBe('');
    expect(orderFilterParams({ keyword: 'Li', status: 'paid', activityId: 3 }).toString()).toBe(
      'status=paid&activityId=3&keyword=Li',
    );
  });

  it('reads back what it wrote and never writes what it would drop', () => {
    const filter = {
      status: 'paid',
      activityId: 9,
      createdFrom: '2026-01-01',
      createdTo: '2026-02-01',
      paidFrom: '2026-01-05',
      keyword: 'ORD2026',
    } as const;
    expect(parseOrderFilter(orderFilterParams(filter))).toEqual(filter);
    expect(orderFilterParams({ paidFrom: '2026-02-01', paidTo: '2026-01-01' }).toString()).toBe('');
  });

  it('keeps a status set of known statuses, in their order, once each', () => {
    expect(parse('statuses=refunding,paid,completed,paid').statuses).toBe(
      'paid,completed,refunding',
    );
    expect(parse('statuses=lost,paid').statuses).toBe('paid');
    expect(parse('statuses=lost')).toEqual({});
    expect(orderFilterParams({ statuses: 'refunded,paid' }).toString()).toBe(
      'statuses=paid%2Crefunded',
    );
  });

  it('counts every filter but the status tab as narrowing', () => {
    expect(isOrderFilterActive(parse('status=paid'))).toBe(false);
    expect(isOrderFilterActive(parse('keyword=x'))).toBe(true);
    expect(withoutStatus(parse('status=paid&keyword=x'))).toEqual({ keyword: 'x' });
    expect(isOrderFilterActive(parse('statuses=paid,completed'))).toBe(true);
    expect(withoutStatus(parse('statuses=paid&keyword=x'))).toEqual({ keyword: 'x' });
  });

  it('reads the open order apart from the filter, which it does not change (docs/web.md "Trail page")', () => {
    const params = new URLSearchParams('status=paid&order=5');
    expect(openOrderOf(params)).toBe(5);
    expect(parseOrderFilter(params)).toEqual({ status: 'paid' });
    expect(openOrderOf(new URLSearchParams('order=0'))).toBeNull();
    expect(openOrderOf(new URLSearchParams('order=x'))).toBeNull();
    expect(openOrderOf(new URLSearchParams('status=paid'))).toBeNull();
  });
});
