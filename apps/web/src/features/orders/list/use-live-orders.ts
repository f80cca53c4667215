import { ORDER_EVENT, type OrderPush } from '@console/contract/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { onEvent } from '../../../lib/realtime/on-event';
import { onConnect } from '../../../lib/realtime/realtime-client';
import { useMerchantId } from '../../../lib/merchant/use-merchant-id';
import { ordersKey } from '../api/keys';

const PUSH_KINDS: readonly unknown[] = ['paid', 'refund_requested'] satisfies OrderPush['kind'][];

/** The contract's `orderPush`, read by hand: the orders page needs no zod for it (docs/web.md "Delivery"). */
export function readOrderPush(payload: unknown): OrderPush | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { kind, orderId, merchantId } = payload as Record<string, unknown>;
  if (!PUSH_KINDS.includes(kind)) return undefined;
  if (typeof orderId !== 'number' || typeof merchantId !== 'number') return undefined;
  return { kind: kind as OrderPush['kind'], orderId, merchantId };
}

export type LiveNotice = { kind: OrderPush['kind']; count: number };

/**
 * A new paid order or refund request of the current merchant refreshes the list, the
 * totals and the tab counts without a reload; the page says what arrived. After a reconnect the
 * orders are read again, since pushes sent while offline are lost.
 */
export function useLiveOrders(): { notice: LiveNotice | null; dismiss: () => void } {
  const client = useQueryClient();
  const merchantId = useMerchantId();
  const [notice, setNotice] = useState<LiveNotice | null>(null);

  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: ordersKey(merchantId) });
    const stopEvents = onEvent(ORDER_EVENT, (payload) => {
      const push = readOrderPush(payload);
      if (!push || push.merchantId !== merchantId) return;
      refresh();
      const { kind } = push;
      setNotice((last) => ({ kind, count: last?.kind === kind ? last.count + 1 : 1 }));
    });
    const stopConnects = onConnect(refresh);
    return () => {
      stopEvents();
      stopConnects();
    };
  }, [client, merchantId]);

  return { notice, dismiss: () => setNotice(null) };
}
