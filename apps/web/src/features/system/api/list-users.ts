import type { UserListBody, UserListContent } from '@console/contract/system-users';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from './keys';

/** POST /api/system/user/list: spec §5 filters, offset pages, a sort key. */
export const useUsers = (body: UserListBody) =>
  useQuery(listQuery<UserListContent>('users', 'user/list', body));
