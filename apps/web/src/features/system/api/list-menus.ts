import type { MenuListContent } from '@console/contract/system-menus';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemCall } from './system-call';
import { systemKeys } from './keys';

/** POST /api/system/menu/list: the whole tree, action keys included. */
const menusQuery = queryOptions({
  queryKey: systemKeys.menus,
  queryFn: ({ signal }) => systemCall<MenuListContent>('menu/list', {}, { signal }),
});

export const useMenuTree = () => useQuery(menusQuery);
