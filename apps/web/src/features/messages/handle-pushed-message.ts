import type { NotificationsContent } from '@console/contract/account-notifications';
import type { RealtimeMessage, UnreadCountContent } from '@console/contract/user-messages';
import type { QueryClient } from '@tanstack/react-query';
import { refreshForMessage } from '../../lib/realtime/message-queries';
import { notificationsKey, switchesOf } from '../../lib/settings/notification-preferences';
import { messageListKey, messagesKey, unreadKey } from './message-api';
import { messageTab } from './message-routing';

export type PushDeps = {
  queryClient: QueryClient;
  warn: (text: string) => void;
  playSound: () => void;
  reloadMerchants: () => Promise<void>;
};

/** The counter goes up by one for the message's tab (spec §4). */
export function addUnread(
  count: UnreadCountContent | undefined,
  type: number,
): UnreadCountContent | undefined {
  if (!count) return count;
  const tab = messageTab(type);
  return {
    message_count: count.message_count + 1,
    by_type: { ...count.by_type, [tab]: count.by_type[tab] + 1 },
  };
}

/**
 * spec §4 a pushed message: a warning toast with its content (unless its type's toast is off;
 * a sound if its type's sound is on), the unread counter +1, and that
 * type's list reloaded, with the data the decision changed. A merchant review (type 1) may have created a merchant: the list is
 * read again so it appears in the switcher without a reload.
 */
export function handlePushedMessage(message: RealtimeMessage, deps: PushDeps): void {
  const tab = messageTab(message.type);
  // docs/account.md: the user's switches for this type (the defaults until they are read).
  const preferences = deps.queryClient.getQueryData<NotificationsContent>(notificationsKey);
  const switches = switchesOf(preferences, tab);
  if (switches.toast) deps.warn(message.content);
  if (switches.sound) deps.playSound();
  deps.queryClient.setQueryData<UnreadCountContent>(unreadKey, (count) =>
    addUnread(count, message.type),
  );
  // A count read before the decision may still be on its way: it would undo the +1. Invalidating
  // cancels it and reads the count again, after the decision (the push follows its commit).
  void deps.queryClient.invalidateQueries({ queryKey: unreadKey });
  void deps.queryClient.invalidateQueries({ queryKey: messageListKey(tab) });
  // What the decision changed is read again wherever it is shown (/record, /account/license…).
  refreshForMessage(deps.queryClient, tab);
  if (tab === 1) void deps.reloadMerchants().catch(() => undefined);
}

/**
 * After a (re)connect what came while offline is read again: counts, first pages and what any
 * decision changes (a push sent before the socket joined its rooms is not delivered again).
 */
export function refetchAfterConnect(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: messagesKey });
  for (const type of [1, 2, 3]) refreshForMessage(queryClient, type);
}
