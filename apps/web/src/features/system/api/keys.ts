import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useWriteMutation, type WriteIntent } from '../../../lib/http/use-write-mutation';
import { systemCall } from './system-call';

/** Query-key roots of system management; each list puts its body after its root. */
export const systemKeys = {
  users: ['system', 'users'],
  roles: ['system', 'roles'],
  menus: ['system', 'menus'],
  changes: ['system', 'changes'],
} as const;
export type SystemArea = keyof typeof systemKeys;

/** An offset list (`<path>` with filters, paging and sort): the last page stays while the next loads. */
export const listQuery = <Content>(
  area: SystemArea,
  path: string,
  body: object,
  silent?: boolean,
) =>
  queryOptions({
    queryKey: [...systemKeys[area], body],
    queryFn: ({ signal }) => systemCall<Content>(path, body, { signal, silent }),
    placeholderData: keepPreviousData,
  });

/**
 * A system write, once at a time (a double click writes once); on success the areas it touches
 * are read again, and the change log, which records every write.
 */
export function useSystemMutation<TData, TInput>(
  mutationFn: (input: TInput, intent: WriteIntent) => Promise<TData>,
  affected: readonly SystemArea[],
) {
  const client = useQueryClient();
  return useWriteMutation<TData, TInput>({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        [...affected, 'changes' as const].map((area) =>
          client.invalidateQueries({ queryKey: systemKeys[area] }),
        ),
      ),
  });
}
