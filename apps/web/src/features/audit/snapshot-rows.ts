import type { AuditKind } from '@console/contract/audit';
import { uploadUrl } from '@console/contract/uploads';
import { formatValue } from './snapshot-values';

export type SnapshotValue =
  | { kind: 'text'; text: string }
  | { kind: 'images'; urls: string[] }
  /** Server-sanitised HTML (the activity description, docs/activities.md "Description"). */
  | { kind: 'html'; html: string }
  /** GB/T 2260 codes, province to district; the table shows their names. */
  | { kind: 'region'; codes: string[] };

export type SnapshotRow = {
  field: string;
  value: SnapshotValue;
  /** The value of the previous decided submission, when this field changed since. */
  previous: SnapshotValue | null;
  changed: boolean;
};

/** The three region codes are one row, `region`, placed where the province code sits. */
const REGION_FIELDS = ['provinceCode', 'cityCode', 'districtCode'];
export const REGION_ROW = 'region';

/** The order the forms show the fields in (DESIGN §4); the snapshot's own key order is not kept. */
const FIELD_ORDER: Record<AuditKind, string[]> = {
  record: [
    'name',
    'category',
    'contactName',
    'contactMobile',
    'contactMail',
    REGION_ROW,
    'address',
    'creditCode',
    'legalPerson',
    'licenceImageId',
    'description',
  ],
  licence: [
    'subjectType',
    'holderName',
    'credentialNumber',
    'imageIds',
    'legalIdNumberMasked',
    'validUntil',
    'accountName',
    'bankName',
    'accountNumberMasked',
  ],
  activity: [
    'title',
    'coverImageId',
    'category',
    'summary',
    'mode',
    REGION_ROW,
    'address',
    'link',
    'startAt',
    'endAt',
    'signupDeadline',
    'capacity',
    'priceCents',
    'description',
  ],
};

/** Fields holding upload ids: shown as image previews through GET /api/uploads/{id}. */
const IMAGE_FIELDS = new Set(['licenceImageId', 'imageIds', 'coverImageId']);

function toValue(kind: AuditKind, field: string, raw: unknown): SnapshotValue {
  if (IMAGE_FIELDS.has(field)) {
    const ids = (Array.isArray(raw) ? raw : [raw]).filter(
      (id): id is number => typeof id === 'number',
    );
    return { kind: 'images', urls: ids.map(uploadUrl) };
  }
  if (kind === 'activity' && field === 'description' && typeof raw === 'string' && raw) {
    return { kind: 'html', html: raw };
  }
  return { kind: 'text', text: formatValue(kind, field, raw) };
}

function regionValue(snapshot: Record<string, unknown>): SnapshotValue {
  const codes = REGION_FIELDS.map((field) => snapshot[field]).filter(
    (code): code is string => typeof code === 'string' && code !== '',
  );
  return codes.length ? { kind: 'region', codes } : { kind: 'text', text: '—' };
}

type Entry = { field: string; read: (snapshot: Record<string, unknown>) => SnapshotValue };

/** The snapshot's fields as rows to show, the region codes folded into one. */
function entriesOf(kind: AuditKind, snapshot: Record<string, unknown>): Entry[] {
  const entries: Entry[] = [];
  for (const field of Object.keys(snapshot)) {
    if (REGION_FIELDS.includes(field)) {
      if (!entries.some((entry) => entry.field === REGION_ROW)) {
        entries.push({ field: REGION_ROW, read: regionValue });
      }
      continue;
    }
    entries.push({ field, read: (values) => toValue(kind, field, values[field]) });
  }
  const order = FIELD_ORDER[kind];
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index < 0 ? order.length : index;
  };
  return entries.sort((a, b) => rank(a.field) - rank(b.field));
}

/**
 * The rows of a submission's detail: every snapshot field in order, formatted for reading; a
 * changed one (DESIGN §4 resubmission) flagged with what it held before. The region row counts
 * as changed when any of its codes did.
 */
export function toSnapshotRows(
  kind: AuditKind,
  snapshot: Record<string, unknown>,
  previous: Record<string, unknown> | null,
  changedFields: readonly string[],
): SnapshotRow[] {
  const changed = new Set(changedFields);
  return entriesOf(kind, snapshot).map(({ field, read }) => {
    const isChanged =
      field === REGION_ROW ? REGION_FIELDS.some((code) => changed.has(code)) : changed.has(field);
    return {
      field,
      value: read(snapshot),
      previous: isChanged && previous ? read(previous) : null,
      changed: isChanged,
    };
  });
}
