import type { RoleMenuUpdateBody, roleWriteContent } from '@console/contract/system-roles';
import type { z } from 'zod';
import { systemCall } from './system-call';
import { useSystemMutation } from './keys';

/** POST /api/system/role/menu/update: the role's whole menu_list. */
export const useUpdateRoleMenus = () =>
  useSystemMutation(
    (body: RoleMenuUpdateBody) =>
      systemCall<z.infer<typeof roleWriteContent>>('role/menu/update', body),
    ['roles'],
  );
