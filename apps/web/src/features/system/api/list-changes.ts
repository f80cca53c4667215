import type { ChangeListBody, ChangeListContent } from '@console/contract/system-changes';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from './keys';

/** POST /api/system/change/list: newest first, with filters. */
export const useChanges = (body: ChangeListBody) =>
  useQuery(listQuery<ChangeListContent>('changes', 'change/list', body));
