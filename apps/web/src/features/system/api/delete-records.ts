import type { ChangeTarget } from '@console/contract/system-changes';
import type { menuDeleteContent } from '@console/contract/system-menus';
import type { roleDeleteContent } from '@console/contract/system-roles';
import type { userDeleteContent } from '@console/contract/system-users';
import type { z } from 'zod';
import { systemCall } from './system-call';
import { useSystemMutation, type SystemArea } from './keys';

type DeleteContent = z.infer<
  typeof userDeleteContent | typeof roleDeleteContent | typeof menuDeleteContent
>;

/** A user leaves the roles' counts; a role leaves users; a menu leaves every role's list. */
const AFFECTED: Record<ChangeTarget, SystemArea[]> = {
  user: ['users', 'roles'],
  role: ['roles', 'users'],
  menu: ['menus', 'roles'],
};

/**
 * POST /api/system/<target>/delete {id} for one, <target>/delete/multiple {ids} for several
 * (a menu goes with its subtree).
 */
export function useDeleteRecords(target: ChangeTarget) {
  return useSystemMutation(
    (ids: readonly number[]) =>
      ids.length === 1
        ? systemCall<DeleteContent>(`${target}/delete`, { id: ids[0] })
        : systemCall<DeleteContent>(`${target}/delete/multiple`, { ids }),
    AFFECTED[target],
  );
}
