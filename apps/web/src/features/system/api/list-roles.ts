import type { RoleListBody, RoleListContent } from '@console/contract/system-roles';
import { SYSTEM_LIMIT_MAX } from '@console/contract/system-paging';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from './keys';

/** POST /api/system/role/list. */
export const useRoles = (body: RoleListBody) =>
  useQuery(listQuery<RoleListContent>('roles', 'role/list', body));

/** Every role (a user's role picker): the roles are few, one page of the largest size. */
export const useRoleChoices = () =>
  useRoles({ offset: 0, limit: SYSTEM_LIMIT_MAX, sortType: 'asc', sortKey: 'id' });
