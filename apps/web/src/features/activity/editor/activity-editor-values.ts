import {
  ACTIVITY_ADDRESS_MAX,
  ACTIVITY_DESCRIPTION_MAX,
  ACTIVITY_LINK_MAX,
  ACTIVITY_PRICE_MAX_CENTS,
  ACTIVITY_SUMMARY_MAX,
  ACTIVITY_TITLE_MAX,
  ACTIVITY_TITLE_MIN,
  activityTimeIssues,
  isActivityLink,
  type Activity,
  type CreateActivityBody,
} from '@console/contract/activities';
import type { UploadedFile } from '@console/contract/uploads';
import type { Dayjs } from 'dayjs';
import { fromZoneWallTime, toZoneWallTime } from '../../../lib/zone-wall-time';

type Mode = 'offline' | 'online';
type Category = NonNullable<CreateActivityBody['category']>;

/** The form's shape: region as one cascader value, time as a range, price in yuan. */
export type ActivityFormValues = {
  title?: string;
  cover?: UploadedFile[];
  category?: Category;
  summary?: string;
  /** HTML from the rich-text editor; '' when it holds no text. */
  description?: string;
  mode: Mode;
  region?: string[];
  address?: string;
  link?: string;
  time?: [Dayjs | null, Dayjs | null] | null;
  signupDeadline?: Dayjs | null;
  capacity?: number | null;
  /** Checked = unlimited places (capacity null). */
  unlimited: boolean;
  /** Yuan with two decimals; 0 = free. */
  price?: number | null;
};

export type ActivityFormField = Exclude<keyof ActivityFormValues, 'unlimited'>;

export const ACTIVITY_FORM_FIELDS = [
  'title',
  'cover',
  'category',
  'summary',
  'description',
  'mode',
  'region',
  'address',
  'link',
  'time',
  'signupDeadline',
  'capacity',
  'price',
] as const satisfies readonly ActivityFormField[];

/** The contract's price limit in yuan, as the form takes it. */
export const ACTIVITY_PRICE_MAX_YUAN = ACTIVITY_PRICE_MAX_CENTS / 100;

/** Yuan (up to 2 decimals) to integer cents, without float drift (19.99 -> 1999). */
export const yuanToCents = (yuan: number) => Math.round(yuan * 100);
export const centsToYuan = (cents: number) => cents / 100;

/**
 * The pickers pick wall times in the merchant's zone (`timeZone`, null: the browser's; docs/web.md
 * "Dates and time zones"): the instant sent is that wall time there. Minutes are the pickers'
 * precision: seconds are dropped before sending.
 */
const toIso = (value: Dayjs | null | undefined, timeZone: string | null) =>
  value ? fromZoneWallTime(value.second(0).millisecond(0), timeZone) : undefined;
const toDayjs = (value: string | null, timeZone: string | null) =>
  value ? toZoneWallTime(value, timeZone) : null;

/** Rich text without any text (tiptap's empty '<p></p>') counts as empty. */
export function isBlankHtml(html: string | undefined): boolean {
  if (!html) return true;
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

export const EMPTY_FORM: ActivityFormValues = { mode: 'offline', unlimited: false, price: 0 };

/** The form of `activity`, its times as the wall clock of `timeZone` (the merchant's). */
export function toFormValues(
  activity: Activity | null,
  timeZone: string | null,
): ActivityFormValues {
  if (!activity) return { ...EMPTY_FORM };
  const region = [activity.provinceCode, activity.cityCode, activity.districtCode];
  const start = toDayjs(activity.startAt, timeZone);
  const end = toDayjs(activity.endAt, timeZone);
  return {
    title: activity.title,
    cover: activity.cover ? [activity.cover] : [],
    category: (activity.category || undefined) as Category | undefined,
    summary: activity.summary,
    description: activity.description,
    mode: activity.mode,
    region: region.every(Boolean) ? region : undefined,
    address: activity.address,
    link: activity.link,
    time: start || end ? [start, end] : null,
    signupDeadline: toDayjs(activity.signupDeadline, timeZone),
    capacity: activity.capacity,
    unlimited: activity.capacity === null,
    price: centsToYuan(activity.priceCents),
  };
}

const filled = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * The request body: empty inputs are left out (a draft may hold any subset), the other mode's
 * location is not sent, an unchecked "unlimited" with no number stays unlimited (null); times are
 * wall times in `timeZone` (the merchant's).
 */
export function toActivityBody(
  values: ActivityFormValues,
  timeZone: string | null,
): CreateActivityBody {
  const online = values.mode === 'online';
  const [provinceCode, cityCode, districtCode] = online ? [] : (values.region ?? []);
  const [start, end] = values.time ?? [];
  const body: CreateActivityBody = {
    title: filled(values.title),
    coverImageId: values.cover?.[0]?.id,
    category: values.category,
    summary: filled(values.summary),
    description: isBlankHtml(values.description) ? undefined : values.description,
    mode: values.mode,
    provinceCode,
    cityCode,
    districtCode,
    address: online ? undefined : filled(values.address),
    link: online ? filled(values.link) : undefined,
    startAt: toIso(start, timeZone),
    endAt: toIso(end, timeZone),
    signupDeadline: toIso(values.signupDeadline, timeZone),
    capacity: values.unlimited ? null : (values.capacity ?? null),
    priceCents: yuanToCents(values.price ?? 0),
  };
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as CreateActivityBody;
}

/** Server field names (1001 answers) to the form's names. */
export function toFormField(serverField: string): ActivityFormField | undefined {
  const map: Record<string, ActivityFormField> = {
    coverImageId: 'cover',
    provinceCode: 'region',
    cityCode: 'region',
    districtCode: 'region',
    startAt: 'time',
    endAt: 'time',
    priceCents: 'price',
  };
  const name = map[serverField] ?? serverField;
  return (ACTIVITY_FORM_FIELDS as readonly string[]).includes(name)
    ? (name as ActivityFormField)
    : undefined;
}

/** A message key of the contract or of this editor, with its interpolation values. */
type FieldIssue = { key: string; params?: Record<string, number> };
export type FormIssues = Partial<Record<ActivityFormField, FieldIssue>>;

/** Required on submit, by mode (the server's missingActivityFields). */
function missingFields(values: ActivityFormValues): ActivityFormField[] {
  const [start, end] = values.time ?? [];
  const empty: Record<ActivityFormField, boolean> = {
    title: !filled(values.title),
    cover: !values.cover?.length,
    category: !values.category,
    summary: false,
    description: false,
    mode: !values.mode,
    region: values.mode === 'offline' && values.region?.length !== 3,
    address: values.mode === 'offline' && !filled(values.address),
    link: values.mode === 'online' && !filled(values.link),
    time: !start || !end,
    signupDeadline: !values.signupDeadline,
    capacity: !values.unlimited && (values.capacity === null || values.capacity === undefined),
    price: values.price === null || values.price === undefined,
  };
  return ACTIVITY_FORM_FIELDS.filter((field) => empty[field]);
}

function formatIssues(values: ActivityFormValues): FormIssues {
  const issues: FormIssues = {};
  const title = filled(values.title);
  if (title && title.length < ACTIVITY_TITLE_MIN) {
    issues.title = { key: 'validation.tooShort', params: { min: ACTIVITY_TITLE_MIN } };
  } else if (title && title.length > ACTIVITY_TITLE_MAX) {
    issues.title = { key: 'validation.tooLong', params: { max: ACTIVITY_TITLE_MAX } };
  }
  if ((values.summary?.trim().length ?? 0) > ACTIVITY_SUMMARY_MAX) {
    issues.summary = { key: 'validation.tooLong', params: { max: ACTIVITY_SUMMARY_MAX } };
  }
  if ((values.description?.length ?? 0) > ACTIVITY_DESCRIPTION_MAX) {
    issues.description = { key: 'activityEditor.descriptionTooLong' };
  }
  if ((values.address?.trim().length ?? 0) > ACTIVITY_ADDRESS_MAX) {
    issues.address = { key: 'validation.tooLong', params: { max: ACTIVITY_ADDRESS_MAX } };
  }
  const link = filled(values.link);
  if (
    values.mode === 'online' &&
    link &&
    (link.length > ACTIVITY_LINK_MAX || !isActivityLink(link))
  ) {
    issues.link = { key: 'activity.linkInvalid' };
  }
  return issues;
}

/**
 * Client validation (docs/activities.md "Submission rules"), the same rules the server applies:
 * formats always, time order whenever the times are filled (contract activityTimeIssues), and on
 * submit every required field and every time in the future. One issue per field, the first that
 * applies.
 */
export function activityFormIssues(
  values: ActivityFormValues,
  { submit, now, timeZone }: { submit: boolean; now: Date; timeZone: string | null },
): FormIssues {
  const issues: FormIssues = {};
  if (submit) {
    for (const field of missingFields(values)) issues[field] = { key: 'validation.required' };
  }
  for (const [field, issue] of Object.entries(formatIssues(values))) {
    issues[field as ActivityFormField] ??= issue;
  }
  const [start, end] = values.time ?? [];
  const times = {
    startAt: toIso(start, timeZone),
    endAt: toIso(end, timeZone),
    signupDeadline: toIso(values.signupDeadline, timeZone),
  };
  const timeIssues = activityTimeIssues(times, submit ? now : undefined);
  for (const { field, message } of timeIssues) {
    const name = field === 'signupDeadline' ? 'signupDeadline' : 'time';
    issues[name] ??= { key: message };
  }
  return issues;
}

/** The form fields that hold something (a draft validates only those). */
export function filledFields(values: ActivityFormValues): ActivityFormField[] {
  return ACTIVITY_FORM_FIELDS.filter((field) => {
    const value = values[field];
    if (Array.isArray(value)) return value.some((item) => item !== null && item !== undefined);
    if (field === 'description') return !isBlankHtml(values.description);
    return value !== undefined && value !== null && value !== '';
  });
}
