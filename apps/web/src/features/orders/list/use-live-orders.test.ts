import { orderPush } from '@console/contract/orders';
import { describe, expect, it } from 'vitest';
import { readOrderPush } from './use-live-orders';

const cases: unknown[] = [
  { kind: 'paid', orderId: 3, merchantId: 1 },
  { kind: 'refund_requested', orderId: 3, merchantId: 1 },
  { kind: 'refunded', orderId: 3, merchantId: 1 },
  { kind: 'paid', orderId: '3', merchantId: 1 },
  { kind: 'paid', orderId: 3 },
  null,
  'paid',
];

describe('readOrderPush', () => {
  it('reads the pushes the contract schema reads', () => {
    for (const value of cases) {
      const parsed = orderPush.safeParse(value);
      expect(readOrderPush(value), JSON.stringify(value)).toEqual(
        parsed.success ? parsed.data : undefined,
      );
    }
  });
});
