import { z } from 'zod';
import { isoDateField } from './dates.ts';
import {
  body,
  idField,
  mailField,
  mobileField,
  newPasswordField,
  requiredString,
} from './fields.ts';
import { isRegionChain, REGION_CODE_PATTERN, THIRD_LEVEL_CODE_PATTERN } from './regions.ts';
import { offsetPage, offsetPaging } from './system-paging.ts';

// Platform users (spec §3 demo user: id, name, avatar, account, phone, mail, gender,
// status, date, birthday, region, role, desc) and spec §5's list filters. docs/system.md.

export const GENDERS = [1, 2] as const;
/** spec §5: status and gender 0 mean "all". */
export const USER_STATUS = { active: 1, disabled: 2 } as const;
export const ACCOUNT_PATTERN = /^[a-z][a-z0-9_.-]{2,31}$/;

export const systemUser = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z.string(),
  account: z.string(),
  phone: z.string(),
  mail: z.string(),
  /** 1 or 2; null while the user has not said. */
  gender: z.union([z.literal(1), z.literal(2)]).nullable(),
  status: z.union([z.literal(1), z.literal(2)]),
  /** The day the account was created (platform time, YYYY-MM-DD HH:mm:ss as ISO). */
  date: z.string(),
  birthday: z.string().nullable(),
  /** Province, city and district codes (the record form's region data); empty when unset. */
  region: z.array(z.string()),
  /** The keys of the roles held (spec §3 `role`), and their ids. */
  role: z.array(z.string()),
  roleIds: z.array(z.number()),
  desc: z.string(),
  /** Owns a merchant: such a user cannot be deleted. */
  ownsMerchant: z.boolean(),
});
export type SystemUser = z.infer<typeof systemUser>;

const filterText = z.string().trim().max(64).default('');
export const USER_SORT_KEYS = ['id', 'name', 'account', 'date', 'birthday'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

/** user/list: spec §5 — substring on name/phone/mail/account/id, gender/status 0 = all. */
export const userListBody = body({
  name: filterText,
  phone: filterText,
  mail: filterText,
  account: filterText,
  id: filterText,
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  /** Created between these days (platform time zone), both inclusive. */
  date: z
    .tuple([isoDateField(), isoDateField()])
    .refine(([from, to]) => from <= to, { error: 'system.user.dateOrder' })
    .nullable()
    .default(null),
  ...offsetPaging(USER_SORT_KEYS, 'date'),
});
export type UserListBody = z.input<typeof userListBody>;
export type UserListFilter = z.output<typeof userListBody>;
/**
 * A substring or date filter counts at most this many users past the page's start
 * (docs/system.md "List"): past them the answer says `capped`, the console says "more than" and
 * pages on (each page further counts further) or the filters are narrowed. Without such a
 * filter the total is exact.
 */
export const USER_TOTAL_CAP = 200;
export const userListContent = offsetPage(systemUser).extend({ capped: z.boolean() });
export type UserListContent = z.infer<typeof userListContent>;

/** None, or province, city and district codes that nest (the record form's region data). */
const regionField = z
  .array(z.string().max(9))
  .refine(
    (codes) =>
      codes.length === 0 ||
      (codes.length === 3 &&
        REGION_CODE_PATTERN.test(codes[0]!) &&
        REGION_CODE_PATTERN.test(codes[1]!) &&
        THIRD_LEVEL_CODE_PATTERN.test(codes[2]!) &&
        isRegionChain({ provinceCode: codes[0]!, cityCode: codes[1]!, districtCode: codes[2]! })),
    { error: 'record.regionInvalid' },
  );

const userFields = {
  name: requiredString('system.user.nameRequired', 40),
  account: requiredString('system.user.accountRequired', 32)
    .transform((account) => account.toLowerCase())
    .pipe(z.string().regex(ACCOUNT_PATTERN, { error: 'system.user.accountFormat' })),
  phone: mobileField,
  mail: mailField,
  gender: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .default(null),
  status: z.union([z.literal(1), z.literal(2)]).default(1),
  birthday: isoDateField().nullable().default(null),
  region: regionField.default([]),
  roleIds: z.array(idField).min(1, { error: 'system.user.roleRequired' }).max(20),
  desc: z.string().trim().max(200).default(''),
};

/**
 * user/create: with a `password` the user signs in with it; without one an invitation goes to
 * the mail through the code transport (a sign-in code; docs/system.md "Invitation").
 */
export const userCreateBody = body({ ...userFields, password: newPasswordField.optional() });
export type UserCreateBody = z.input<typeof userCreateBody>;

/** user/update: the whole record again (the password is the user's own business). */
export const userUpdateBody = body({ id: idField, ...userFields });
export type UserUpdateBody = z.input<typeof userUpdateBody>;

/** user/update's body for a listed user: the whole record again (edit forms start from it). */
export const userUpdateBodyOf = (user: SystemUser): UserUpdateBody & { id: number } => ({
  id: user.id,
  name: user.name,
  account: user.account,
  phone: user.phone,
  mail: user.mail,
  gender: user.gender,
  status: user.status,
  birthday: user.birthday,
  region: user.region,
  roleIds: user.roleIds,
  desc: user.desc,
});

export const userDeleteBody = body({ id: idField });
export const userDeleteMultipleBody = body({ ids: z.array(idField).min(1).max(100) });
export const userWriteContent = z.object({ id: z.number() });
export const userDeleteContent = z.object({ deleted: z.number() });
