import type { MenuUpdateBody, menuWriteContent } from '@console/contract/system-menus';
import type { z } from 'zod';
import { systemCall } from './system-call';
import { useSystemMutation } from './keys';

/** POST /api/system/menu/update: the node's fields and its place (a drop sends a new one). */
export const useUpdateMenu = () =>
  useSystemMutation(
    (body: MenuUpdateBody) => systemCall<z.infer<typeof menuWriteContent>>('menu/update', body),
    ['menus', 'roles'],
  );
