import { CHAT_DUE_SOON_EVENT } from '@console/contract/chat-realtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../feedback';
import { useMerchantTime } from '../merchant/merchant-time';
import { useMerchantId } from '../merchant/use-merchant-id';
import { onEvent } from './on-event';

// docs/chat.md "Response targets", the notice: a waiting customer's target is about to be missed.
// Every member holding chat:reply hears it wherever they are in the console (the push goes to
// the merchant's chat room only), for the merchant they are working in.

/** How long the notice stays (ms): long enough to be read and acted on. */
const NOTICE_MS = 10_000;

export function useChatDueNotices(): void {
  const { t } = useTranslation();
  const merchantId = useMerchantId();
  const time = useMerchantTime();
  useEffect(
    () =>
      onEvent(CHAT_DUE_SOON_EVENT, (payload) => {
        const push = payload as { merchantId?: unknown; customer?: unknown; dueAt?: unknown };
        if (push?.merchantId !== merchantId || typeof push.customer !== 'string') return;
        if (typeof push.dueAt !== 'string') return;
        toast.warning(
          t('chat.dueSoon', { customer: push.customer, time: time(push.dueAt, 'HH:mm') }),
          NOTICE_MS,
        );
      }),
    [merchantId, t, time],
  );
}
