import { REVIEW_EVENT, type ReviewPush } from '@console/contract/reviews';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { reviewsKey } from '../../lib/api/list-reviews';
import { useMerchantId } from '../../lib/merchant/use-merchant-id';
import { onEvent } from '../../lib/realtime/on-event';
import { onConnect } from '../../lib/realtime/realtime-client';

/** The contract's `reviewPush`, read by hand: the page needs no zod for it. */
export function readReviewPush(payload: unknown): ReviewPush | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { merchantId, reviewId, activityId, rating } = payload as Record<string, unknown>;
  if (
    typeof merchantId !== 'number' ||
    typeof reviewId !== 'number' ||
    typeof activityId !== 'number' ||
    typeof rating !== 'number'
  )
    return undefined;
  return { merchantId, reviewId, activityId, rating };
}

/**
 * A new review of the current merchant refreshes the list and the summary without a
 * reload, and the tab says how many arrived. After a reconnect the reviews are read again, since
 * pushes sent while offline are lost.
 */
export function useLiveReviews(): { count: number; dismiss: () => void } {
  const client = useQueryClient();
  const merchantId = useMerchantId();
  const [count, setCount] = useState(0);

  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: reviewsKey(merchantId) });
    const stopEvents = onEvent(REVIEW_EVENT, (payload) => {
      const push = readReviewPush(payload);
      if (!push || push.merchantId !== merchantId) return;
      refresh();
      setCount((last) => last + 1);
    });
    const stopConnects = onConnect(refresh);
    return () => {
      stopEvents();
      stopConnects();
    };
  }, [client, merchantId]);

  return { count, dismiss: () => setCount(0) };
}
