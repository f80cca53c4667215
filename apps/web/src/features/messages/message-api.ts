import type { EmptyContent } from '@console/contract/envelope';
import { MESSAGE_PAGE_SIZE } from '@console/contract/constants';
import {
  MESSAGE_TYPES,
  type MessageType,
  type UnreadCountContent,
  type UserMessagesContent,
  type ReadAllContent,
} from '@console/contract/user-messages';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/http/client';
import { nextLastIdOf } from '../../lib/next-last-id';

// Message calls are the user's, not a merchant's: a new user without a merchant gets them too
// (spec §6's no-merchant short-circuit must not apply), hence `merchant: false`.

export const messagesKey = ['user-messages'] as const;
export const unreadKey = [...messagesKey, 'unread'] as const;
export const messageListKey = (type: MessageType) => [...messagesKey, 'list', type] as const;

/** GET /api/userMessage/unReadCount?type=1,2,3 */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: unreadKey,
    queryFn: async ({ signal }) => {
      const result = await request<UnreadCountContent>({
        path: '/userMessage/unReadCount',
        query: { type: MESSAGE_TYPES.join(',') },
        merchant: false,
        signal,
      });
      return result.content;
    },
    staleTime: 0,
  });

/** GET /api/userMessage, page by page: each page is older than the last id of the one before. */
export const messageListQuery = (type: MessageType) =>
  infiniteQueryOptions({
    queryKey: messageListKey(type),
    queryFn: async ({ pageParam, signal }) => {
      const result = await request<UserMessagesContent>({
        path: '/userMessage',
        // spec §7 asks page=1 on every call: the keyset (last_id) decides which page it is.
        query: { page: 1, pageSize: MESSAGE_PAGE_SIZE, type, last_id: pageParam ?? '' },
        merchant: false,
        signal,
      });
      return result.content;
    },
    initialPageParam: null as number | null,
    getNextPageParam: nextLastIdOf,
    staleTime: 0,
  });

/** PUT /api/userMessage/:id/read */
export async function markMessageRead(id: number): Promise<void> {
  await request<EmptyContent>({ path: `/userMessage/${id}/read`, method: 'PUT', merchant: false });
}

/** PUT /api/userMessage/readAll {type} */
export async function markAllRead(type: MessageType): Promise<void> {
  await request<ReadAllContent>({
    path: '/userMessage/readAll',
    method: 'PUT',
    body: { type },
    merchant: false,
  });
}
