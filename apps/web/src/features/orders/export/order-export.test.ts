import { describe, expect, it } from 'vitest';
import { fileNameOf, totalOf } from './order-export';

describe('export response headers (docs/api.md "Orders")', () => {
  it('takes the file name from Content-Disposition, the encoded one first', () => {
    expect(fileNameOf('attachment; filename="orders-20260501.csv"')).toBe('orders-20260501.csv');
    expect(
      fileNameOf(`attachment; filename="orders.csv"; filename*=UTF-8''%E8%AE%A2%E5%8D%95.csv`),
    ).toBe('订单.csv');
    expect(fileNameOf(null)).toBe('orders.csv');
  });

  it('reads the row total, or none when the server did not say', () => {
    expect(totalOf(new Headers({ 'X-Total-Count': '1200' }))).toBe(1200);
    expect(totalOf(new Headers())).toBeNull();
    expect(totalOf(new Headers({ 'X-Total-Count': 'many' }))).toBeNull();
  });
});
