import type {
  ActivityListQuery,
  ActivityOverview,
  CreateActivityBody,
  UpdateActivityBody,
  ActivityContent,
  ActivitiesContent,
} from '@console/contract/activities';
import { apiCodes } from '@console/contract/api-codes';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { contentOf } from '../../lib/http/api-result';
import { request } from '../../lib/http/client';
import { useWriteMutation, type WriteIntent } from '../../lib/http/use-write-mutation';
import { activitiesKey } from '../../lib/query-keys';
import { useMerchantId } from '../../lib/merchant/use-merchant-id';

// Issue 5: every activity call is merchant-scoped (spec §7 merchants_id is appended).

// The key lives in lib: a pushed activity decision makes it stale (lib/realtime/message-queries).
export { activitiesKey };

/** The list's filters, as the URL holds them (no cursor, no page size). */
export type ActivityFilter = Omit<ActivityListQuery, 'last_id' | 'pageSize' | 'merchants_id'>;

export const ACTIVITY_LIST_PAGE_SIZE = 20;
/** 1004 (stale version / state changed) is shown by the page, not as a toast. */
const quietCodes = [apiCodes.conflict];

/** GET /api/activities: one keyset page. */
export async function fetchActivities(
  filter: ActivityFilter,
  lastId: number | undefined,
  signal?: AbortSignal,
): Promise<ActivitiesContent> {
  const result = await request<ActivitiesContent>({
    path: '/activities',
    query: { ...filter, last_id: lastId, pageSize: ACTIVITY_LIST_PAGE_SIZE },
    signal,
  });
  return contentOf(result);
}

export const activitiesQuery = (merchantId: number | null, filter: ActivityFilter) =>
  infiniteQueryOptions({
    queryKey: [...activitiesKey(merchantId), 'list', filter],
    queryFn: ({ pageParam, signal }) => fetchActivities(filter, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextLastId ?? undefined,
    enabled: merchantId !== null,
  });

export function useActivities(filter: ActivityFilter) {
  const merchantId = useMerchantId();
  return useInfiniteQuery(activitiesQuery(merchantId, filter));
}

/** GET /api/activities/{id} */
export const activityQuery = (merchantId: number | null, id: number) =>
  queryOptions({
    queryKey: [...activitiesKey(merchantId), 'one', id],
    queryFn: async ({ signal }) =>
      contentOf(
        // 1002 is the page's own "not found" state, not a toast.
        await request<ActivityContent>({
          path: `/activities/${id}`,
          signal,
          quietCodes: [apiCodes.notFound],
        }),
      ).activity,
    enabled: merchantId !== null && Number.isSafeInteger(id) && id > 0,
  });

export function useActivity(id: number) {
  const merchantId = useMerchantId();
  return useQuery(activityQuery(merchantId, id));
}

/** GET /api/activities/{id}/overview: review history and figures. */
export function useActivityOverview(id: number) {
  const merchantId = useMerchantId();
  return useQuery({
    queryKey: [...activitiesKey(merchantId), 'overview', id],
    queryFn: async ({ signal }) =>
      contentOf(await request<ActivityOverview>({ path: `/activities/${id}/overview`, signal })),
    enabled: merchantId !== null && Number.isSafeInteger(id) && id > 0,
  });
}

/** POST /api/activities: a new draft. */
export async function createActivity(body: CreateActivityBody, intent?: WriteIntent) {
  const result = await request<ActivityContent>({
    method: 'POST',
    path: '/activities',
    body,
    idempotencyKey: intent?.idempotencyKey,
  });
  return contentOf(result).activity;
}

/** PUT /api/activities/{id}: the whole form against the version read. */
export async function updateActivity(id: number, body: UpdateActivityBody) {
  const result = await request<ActivityContent>({
    method: 'PUT',
    path: `/activities/${id}`,
    body,
    quietCodes,
  });
  return contentOf(result).activity;
}

export type ActivityAction = 'submit' | 'offline';

/**
 * POST /api/activities/{id}/submit | offline. 1004 is the caller's to show; a list row, which
 * has no form to put field messages on, also takes 1001 (`quietRefusals`).
 */
export async function activityAction(
  id: number,
  action: ActivityAction,
  version: number,
  options: { quietRefusals?: boolean; intent?: WriteIntent } = {},
) {
  const result = await request<ActivityContent>({
    method: 'POST',
    path: `/activities/${id}/${action}`,
    body: { version },
    idempotencyKey: options.intent?.idempotencyKey,
    quietCodes: options.quietRefusals ? [apiCodes.rejected, ...quietCodes] : quietCodes,
  });
  return contentOf(result).activity;
}

/** POST /api/activities/{id}/copy: a new draft with the same fields. */
export async function copyActivity(id: number, intent?: WriteIntent) {
  const result = await request<ActivityContent>({
    method: 'POST',
    path: `/activities/${id}/copy`,
    body: {},
    idempotencyKey: intent?.idempotencyKey,
  });
  return contentOf(result).activity;
}

/** DELETE /api/activities/{id}: drafts only. */
export async function deleteActivity(id: number) {
  contentOf(
    await request<null>({ method: 'DELETE', path: `/activities/${id}`, body: {}, quietCodes }),
  );
}

/** Any change refreshes every activity query of the merchant (lists, detail, overview). */
export function useActivityMutation<I, O>(
  mutationFn: (input: I, intent: WriteIntent) => Promise<O>,
) {
  const client = useQueryClient();
  const merchantId = useMerchantId();
  return useWriteMutation<O, I>({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: activitiesKey(merchantId) }),
  });
}
