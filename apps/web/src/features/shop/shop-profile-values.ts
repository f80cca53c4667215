import {
  SHOP_TAG_MAX,
  SHOP_TAGS_MAX,
  WEEKDAY_COUNT,
  type SaveShopProfileBody,
  type ShopProfile,
} from '@console/contract/shop-profile';
import type { MessageKey } from '@console/contract/messages';
import type { UploadedFile } from '@console/contract/uploads';
import dayjs, { type Dayjs } from 'dayjs';

const HOUR_FORMAT = 'HH:mm';

/** One weekday row of the form: a "closed" switch and an opening range. */
export type WeekdayHours = { closed: boolean; range: [Dayjs, Dayjs] | null };

/** The form's shape: images as upload lists, region as one cascader value, hours per row. */
export type ShopProfileFormValues = {
  name: string;
  logo: UploadedFile[];
  cover: UploadedFile[];
  intro: string;
  phone: string;
  region: string[] | undefined;
  address: string;
  hours: WeekdayHours[];
  serviceTags: string[];
};

// The pickers only show the time of day; a fixed date keeps conversions deterministic.
const atTime = (hour: number, minute: number) =>
  dayjs('2000-01-03T00:00:00').hour(hour).minute(minute);

/** '' (closed) or 'HH:mm-HH:mm' to a form row; anything unreadable opens an empty row. */
export function hoursToRow(entry: string): WeekdayHours {
  if (entry === '') return { closed: true, range: null };
  const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(entry);
  if (!match) return { closed: false, range: null };
  const [, openH, openM, closeH, closeM] = match.map(Number);
  return { closed: false, range: [atTime(openH!, openM!), atTime(closeH!, closeM!)] };
}

/** A form row to the contract's entry: '' when closed (or no range chosen yet). */
export function rowToHours(row: WeekdayHours): string {
  if (row.closed || !row.range) return '';
  const [open, close] = row.range;
  return `${open.format(HOUR_FORMAT)}-${close.format(HOUR_FORMAT)}`;
}

export function toFormValues(profile: ShopProfile): ShopProfileFormValues {
  const region = [profile.provinceCode, profile.cityCode, profile.districtCode];
  const week = Array.from({ length: WEEKDAY_COUNT }, (_, day) => profile.businessHours[day] ?? '');
  return {
    name: profile.name,
    logo: profile.logo ? [profile.logo] : [],
    cover: profile.cover ? [profile.cover] : [],
    intro: profile.intro,
    phone: profile.phone,
    region: region.every(Boolean) ? region : undefined,
    address: profile.address,
    hours: week.map(hoursToRow),
    serviceTags: profile.serviceTags,
  };
}

/** The PUT body: the whole form against the version read (0 = the first save). */
export function toProfileBody(values: ShopProfileFormValues, version: number): SaveShopProfileBody {
  const [provinceCode = '', cityCode = '', districtCode = ''] = values.region ?? [];
  return {
    version,
    name: values.name.trim(),
    logoImageId: values.logo[0]?.id ?? null,
    coverImageId: values.cover[0]?.id ?? null,
    intro: values.intro.trim(),
    phone: values.phone.trim(),
    provinceCode,
    cityCode,
    districtCode,
    address: values.address.trim(),
    businessHours: values.hours.map(rowToHours),
    serviceTags: values.serviceTags.map((tag) => tag.trim()),
  };
}

export type FormFieldPath = keyof ShopProfileFormValues | ['hours', number, 'range'];

/** A 1001 answer's field name (e.g. `businessHours.3`) to the form's field, if it shows one. */
export function toFormField(field: string): FormFieldPath | null {
  const [head, index] = field.split('.');
  const direct: Record<string, keyof ShopProfileFormValues> = {
    name: 'name',
    logoImageId: 'logo',
    coverImageId: 'cover',
    intro: 'intro',
    phone: 'phone',
    provinceCode: 'region',
    cityCode: 'region',
    districtCode: 'region',
    address: 'address',
    serviceTags: 'serviceTags',
  };
  if (head === 'businessHours') {
    return index === undefined ? null : ['hours', Number(index), 'range'];
  }
  return (head !== undefined && direct[head]) || null;
}

/** The tag rules of the contract, for live validation: the first problem's message key. */
export function serviceTagsIssue(tags: readonly string[]): MessageKey | null {
  const trimmed = tags.map((tag) => tag.trim());
  if (trimmed.length > SHOP_TAGS_MAX) return 'shop.tagsTooMany';
  if (trimmed.some((tag) => tag.length < 1 || tag.length > SHOP_TAG_MAX)) return 'shop.tagInvalid';
  if (new Set(trimmed).size !== trimmed.length) return 'shop.tagDuplicate';
  return null;
}
