import type { OrderStatus } from '@console/contract/orders';
import { describe, expect, it } from 'vitest';
import { bulkTargets, orderCommands } from './order-action-rules';

describe('order actions by status and permission (docs/orders.md "States")', () => {
  it.each([
    ['pending_payment', ['cancel']],
    ['paid', ['checkin', 'refund']],
    ['refunding', ['approve-refund', 'decline-refund']],
    ['completed', []],
    ['cancelled', []],
    ['refunded', []],
  ] as const)('offers a %s order to a manager: %j', (status, expected) => {
    expect(orderCommands(status, true)).toEqual(expected);
  });

  it('offers nothing to a member who may only view orders', () => {
    expect(orderCommands('paid', false)).toEqual([]);
    expect(orderCommands('refunding', false)).toEqual([]);
  });

  it('applies a bulk action only to the selected orders it fits', () => {
    const selected = (['pending_payment', 'paid', 'refunding', 'pending_payment'] as const).map(
      (status: OrderStatus, id) => ({ id, status }),
    );
    expect(bulkTargets('cancel', selected).map((order) => order.id)).toEqual([0, 3]);
    expect(bulkTargets('decline-refund', selected).map((order) => order.id)).toEqual([2]);
  });
});
