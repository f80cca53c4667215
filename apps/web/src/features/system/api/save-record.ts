import type { RoleCreateBody, RoleUpdateBody } from '@console/contract/system-roles';
import type { UserCreateBody, UserUpdateBody } from '@console/contract/system-users';
import type { userWriteContent } from '@console/contract/system-users';
import type { z } from 'zod';
import type { WriteIntent } from '../../../lib/http/use-write-mutation';
import { systemCall } from './system-call';
import { useSystemMutation } from './keys';

/** user/… and role/… writes answer the id written (`userWriteContent`, `roleWriteContent`). */
type WriteContent = z.infer<typeof userWriteContent>;

/** POST /api/system/<target>/update (the whole record) with an id, else <target>/create. */
const saveRecord =
  <Body extends object>(target: 'user' | 'role') =>
  (body: Body, { idempotencyKey }: WriteIntent) =>
    'id' in body
      ? systemCall<WriteContent>(`${target}/update`, body)
      : systemCall<WriteContent>(`${target}/create`, body, { idempotencyKey });

/** A user's roles change the roles' user counts. */
export const useSaveUser = () =>
  useSystemMutation(saveRecord<UserCreateBody | UserUpdateBody>('user'), ['users', 'roles']);

/** A role's name and access show in the user list. */
export const useSaveRole = () =>
  useSystemMutation(saveRecord<RoleCreateBody | RoleUpdateBody>('role'), ['roles', 'users']);
