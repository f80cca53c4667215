import {
  userUpdateBodyOf,
  type SystemUser,
  type UserCreateBody,
  type UserListBody,
  type UserUpdateBody,
} from '@console/contract/system-users';
import dayjs, { type Dayjs } from 'dayjs';

/** The filter bar's part of user/list (spec §5): texts by substring, 0 = all, a day range. */
export type UserFilter = Required<
  Pick<UserListBody, 'name' | 'phone' | 'mail' | 'account' | 'id' | 'gender' | 'status' | 'date'>
>;
/** The list's own order: newest first (spec §5). */
export const USERS_ORDER = { sortKey: 'date', sortType: 'desc' } as const;

export const NO_USER_FILTER: UserFilter = {
  name: '',
  phone: '',
  mail: '',
  account: '',
  id: '',
  gender: 0,
  status: 0,
  date: null,
};

/** The create / edit form: the contract's fields, the birthday as the picker's value. */
export type UserValues = Omit<UserCreateBody, 'birthday'> & { birthday: Dayjs | null };

/** The form's names, in which the server's 1001 field messages are shown. */
export const USER_FIELDS = [
  'name',
  'account',
  'phone',
  'mail',
  'gender',
  'status',
  'birthday',
  'region',
  'roleIds',
  'desc',
  'password',
] as const;

/** A listed user's record as the form holds it (the birthday as the picker's value). */
function formOf(user: SystemUser): UserValues {
  const { id: _id, birthday, ...fields } = userUpdateBodyOf(user);
  return { ...fields, birthday: birthday ? dayjs(birthday) : null };
}

/** The form's values: the user's, or a new user's holding `defaultRoleIds` (the default role). */
export const valuesOf = (user: SystemUser | null, defaultRoleIds: number[] = []): UserValues =>
  user
    ? formOf(user)
    : {
        name: '',
        account: '',
        phone: '',
        mail: '',
        gender: null,
        status: 1,
        birthday: null,
        region: [],
        roleIds: defaultRoleIds,
        desc: '',
      };

/** user/update sends the whole record again; user/create sends a password only when typed. */
export function bodyOf(values: UserValues, id: number | null): UserCreateBody | UserUpdateBody {
  const { password, birthday, ...fields } = values;
  const record = {
    ...fields,
    region: fields.region ?? [],
    birthday: birthday ? birthday.format('YYYY-MM-DD') : null,
  };
  if (id !== null) return { id, ...record };
  return password ? { ...record, password } : record;
}
