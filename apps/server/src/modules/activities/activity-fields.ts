import type { Db } from '../../db/client.ts';
import { claimUploads } from '../uploads/index.ts';
import type { ActivityRow } from './activity-view.ts';
import { sanitizeDescription } from './sanitize.ts';

/** The editor's fields (docs/api.md "Activities"); a draft may leave any out. */
export type ActivityFields = Partial<{
  title: string;
  coverImageId: number;
  category: string;
  summary: string;
  description: string;
  mode: 'offline' | 'online';
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  address: string;
  link: string;
  startAt: string;
  endAt: string;
  signupDeadline: string;
  capacity: number | null;
  priceCents: number;
}>;

/** The form's fields, without the envelope's merchants_id and the version. */
export function fieldsOf(
  body: ActivityFields & { merchants_id?: number; version?: number },
): ActivityFields {
  const { merchants_id: _merchant, version: _version, ...fields } = body;
  return fields;
}

/**
 * The cover must be the one the activity already shows, or the caller's upload attached to
 * nothing else (docs/api.md "Uploads"), which the activity then claims: call it in the write's
 * transaction. A copy shows its source's cover without claiming it (docs/activities.md).
 */
export async function claimCover(
  tx: Db,
  input: { userId: number; activity: Pick<ActivityRow, 'id' | 'merchantId' | 'coverImageId'> },
  cover: number | undefined,
) {
  const { activity } = input;
  if (cover === undefined || cover === activity.coverImageId) return;
  await claimUploads(tx, [cover], {
    owner: { userId: input.userId },
    kind: 'activity',
    objectId: activity.id,
    merchantId: activity.merchantId,
    field: 'coverImageId',
    message: 'activity.imageInvalid',
  });
}

/**
 * A form replaces every field: what it leaves out is cleared. The description is sanitised
 * before it is stored (DESIGN §6).
 */
export function columnsOf(fields: ActivityFields) {
  const cover = fields.coverImageId;
  const text = (value: string | undefined) => value ?? '';
  const time = (value: string | undefined) => (value === undefined ? null : new Date(value));
  return {
    title: text(fields.title),
    coverImageId: cover ?? null,
    category: text(fields.category),
    summary: text(fields.summary),
    description: sanitizeDescription(text(fields.description)),
    mode: fields.mode ?? 'offline',
    provinceCode: text(fields.provinceCode),
    cityCode: text(fields.cityCode),
    districtCode: text(fields.districtCode),
    address: text(fields.address),
    link: text(fields.link),
    startAt: time(fields.startAt),
    endAt: time(fields.endAt),
    signupDeadline: time(fields.signupDeadline),
    capacity: fields.capacity ?? null,
    priceCents: fields.priceCents ?? 0,
  } satisfies Partial<ActivityRow>;
}

/**
 * The fields a submission needs, by mode (docs/activities.md "Submission rules"): field -> message,
 * empty when complete.
 */
export function missingActivityFields(row: ActivityRow): Record<string, 'validation.required'> {
  const required: (keyof ActivityRow)[] = [
    'title',
    'coverImageId',
    'category',
    'startAt',
    'endAt',
    'signupDeadline',
    ...(row.mode === 'online'
      ? (['link'] as const)
      : (['provinceCode', 'cityCode', 'districtCode', 'address'] as const)),
  ];
  const missing: Record<string, 'validation.required'> = {};
  for (const key of required) {
    if (row[key] === null || row[key] === '') missing[key] = 'validation.required';
  }
  return missing;
}
