import type { MenuCreateBody, menuWriteContent } from '@console/contract/system-menus';
import type { z } from 'zod';
import { systemCall } from './system-call';
import { useSystemMutation } from './keys';

/** Where a new node goes: the header menu or the sider (spec §3 menu node `header`). */
export type MenuPlace = 'header' | 'sider';

/** POST /api/system/menu/header/create or menu/sider/create. */
export const useCreateMenu = () =>
  useSystemMutation(
    ({ place, body }: { place: MenuPlace; body: MenuCreateBody }, { idempotencyKey }) =>
      systemCall<z.infer<typeof menuWriteContent>>(`menu/${place}/create`, body, {
        idempotencyKey,
      }),
    ['menus'],
  );
