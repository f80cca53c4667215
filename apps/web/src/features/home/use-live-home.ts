import { CHAT_RATED_EVENT } from '@console/contract/chat-realtime';
import { ORDER_EVENT } from '@console/contract/orders';
import { REVIEW_EVENT } from '@console/contract/reviews';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onEvent } from '../../lib/realtime/on-event';
import { onConnect } from '../../lib/realtime/realtime-client';
import { useMerchantId } from '../../lib/merchant/use-merchant-id';
import { homeKey } from './api/get-home';

const merchantOf = (payload: unknown) =>
  typeof payload === 'object' && payload !== null
    ? (payload as { merchantId?: unknown }).merchantId
    : undefined;

/**
 * docs/home.md "Live": an order event (a paid order, a refund request), a new review or a
 * conversation rated (heard by members who may reply in chat, the ones shown the ratings) of the
 * current merchant reads the figures again without a reload; so does every reconnect, since pushes
 * sent while offline are lost.
 */
export function useLiveHome() {
  const client = useQueryClient();
  const merchantId = useMerchantId();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: homeKey(merchantId) });
    const mine = (payload: unknown) => {
      if (merchantOf(payload) === merchantId) refresh();
    };
    const stops = [
      onEvent(ORDER_EVENT, mine),
      onEvent(REVIEW_EVENT, mine),
      onEvent(CHAT_RATED_EVENT, mine),
      onConnect(refresh),
    ];
    return () => stops.forEach((stop) => stop());
  }, [client, merchantId]);
}
