import type {
  NotificationsContent,
  UpdateNotificationsBody,
} from '@console/contract/account-notifications';
import { useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http/client';
import { useWriteMutation } from '../../../lib/http/use-write-mutation';
import { notificationsKey } from '../../../lib/settings/notification-preferences';

/** PUT /api/account/notifications */
async function updateNotifications(body: UpdateNotificationsBody) {
  const answer = await request<NotificationsContent>({
    method: 'PUT',
    path: '/account/notifications',
    body,
    merchant: false,
  });
  return answer.content;
}

/** Saves switches; the bell and the message sync read the saved ones at once from the cache. */
export function useUpdateNotifications() {
  const client = useQueryClient();
  return useWriteMutation({
    mutationFn: (body: UpdateNotificationsBody) => updateNotifications(body),
    onSuccess: (saved) => client.setQueryData(notificationsKey, saved),
  });
}
