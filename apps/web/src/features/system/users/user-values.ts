import type {
  SystemUser,
  UserCreateBody,
  UserListBody,
  UserUpdateBody,
} from '@console/contract/system-users';
import dayjs, { type Dayjs } from 'dayjs';

/** The filter bar's part of user/list (spec §5): texts by substring, 0 = all, a day range. */
export type UserFilter = Required<
  Pick<UserListBody, 'name' | 'phone' | 'mail' | 'account' | 'id' | 'gender' | 'status' | 'date'>
>;
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

/** The form's values: the user's, or a new user's holding `defaultRoleIds` (the default role). */
export const valuesOf = (user: SystemUser | null, defaultRoleIds: number[] = []): UserValues =>
  user
    ? {
        name: user.name,
        account: user.account,
        phone: user.phone,
        mail: user.mail,
        gender: user.gender,
        status: user.status,
        birthday: user.birthday ? dayjs(user.birthday) : null,
        region: user.region as UserValues['region'],
        roleIds: user.roleIds,
        desc: user.desc,
      }
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
