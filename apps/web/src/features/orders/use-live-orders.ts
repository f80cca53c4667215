import { ORDER_EVENT, orderPush, type OrderPush } from '@console/contract/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { onEvent } from '../../lib/realtime/on-event';
import { onConnect } from '../../lib/realtime/realtime-client';
import { ordersKey, useMerchantId } from './orders-api';

export type LiveNotice = { kind: OrderPush['kind']; count: number };

/**
 * Issue 6: a new paid order or refund request of the current merchant refreshes the list, the
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
      const push = orderPush.safeParse(payload);
      if (!push.success || push.data.merchantId !== merchantId) return;
      refresh();
      const { kind } = push.data;
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
