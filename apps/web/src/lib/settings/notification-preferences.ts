import {
  DEFAULT_NOTIFICATION_SWITCHES,
  type NotificationsContent,
  type NotificationSwitches,
} from '@console/contract/account-notifications';
import type { UnreadCountContent } from '@console/contract/user-messages';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http/client';

// docs/account.md: the switches per message type, read by the bell and the message sync
// (features/messages) and written by /setting/account (features/user-center).

export const notificationsKey = ['account', 'notifications'] as const;

/** GET /api/account/notifications (the user's, hence `merchant: false`). */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationsKey,
    queryFn: async ({ signal }) => {
      const answer = await request<NotificationsContent>({
        path: '/account/notifications',
        merchant: false,
        signal,
      });
      return answer.content;
    },
    staleTime: Infinity,
  });

/** The switches of one type; the defaults until the preferences are read (or for a new type). */
export function switchesOf(
  preferences: NotificationsContent | undefined,
  type: number,
): NotificationSwitches {
  return preferences?.kinds.find((kind) => kind.type === type) ?? DEFAULT_NOTIFICATION_SWITCHES;
}

/** The bell's badge (and the page title): unread messages of the types with `bell` on. */
export function bellCount(
  count: UnreadCountContent | undefined,
  preferences: NotificationsContent | undefined,
): number {
  if (!count) return 0;
  return Object.entries(count.by_type).reduce(
    (total, [type, n]) => (switchesOf(preferences, Number(type)).bell ? total + n : total),
    0,
  );
}
