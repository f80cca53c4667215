import type { UserListBody, UserListContent } from '@console/contract/system-users';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from './keys';

/** POST /api/system/user/list: spec §5 filters, offset pages, a sort key. */
export const usersQuery = (body: UserListBody, silent?: boolean) =>
  listQuery<UserListContent>('users', 'user/list', body, silent);

export const useUsers = (body: UserListBody) => useQuery(usersQuery(body));
