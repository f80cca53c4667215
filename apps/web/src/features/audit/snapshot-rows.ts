import { uploadUrl } from '@console/contract/uploads';

export type SnapshotValue = { kind: 'text'; text: string } | { kind: 'images'; urls: string[] };

export type SnapshotRow = {
  field: string;
  value: SnapshotValue;
  /** The value of the previous decided submission, when this field changed since. */
  previous: SnapshotValue | null;
  changed: boolean;
};

/** The order the forms show the fields in (DESIGN §4); the snapshot's own key order is not kept. */
const FIELD_ORDER = [
  'name',
  'category',
  'contactName',
  'contactMobile',
  'contactMail',
  'provinceCode',
  'cityCode',
  'districtCode',
  'address',
  'creditCode',
  'legalPerson',
  'licenceImageId',
  'description',
  'subjectType',
  'holderName',
  'credentialNumber',
  'imageIds',
  'legalIdNumberMasked',
  'validUntil',
  'accountName',
  'bankName',
  'accountNumberMasked',
];
const rank = (field: string) => {
  const index = FIELD_ORDER.indexOf(field);
  return index < 0 ? FIELD_ORDER.length : index;
};

/** Fields holding upload ids: shown as image previews through GET /api/uploads/{id}. */
const IMAGE_FIELDS = new Set(['licenceImageId', 'imageIds']);

function toValue(field: string, raw: unknown): SnapshotValue {
  if (IMAGE_FIELDS.has(field)) {
    const ids = (Array.isArray(raw) ? raw : [raw]).filter(
      (id): id is number => typeof id === 'number',
    );
    return { kind: 'images', urls: ids.map(uploadUrl) };
  }
  if (raw === null || raw === undefined || raw === '') return { kind: 'text', text: '—' };
  return { kind: 'text', text: typeof raw === 'string' ? raw : JSON.stringify(raw) };
}

/**
 * The rows of a submission's detail: every snapshot field in order, a changed one (DESIGN §4
 * resubmission) flagged with what it held before.
 */
export function toSnapshotRows(
  snapshot: Record<string, unknown>,
  previous: Record<string, unknown> | null,
  changedFields: readonly string[],
): SnapshotRow[] {
  const changed = new Set(changedFields);
  const entries = Object.entries(snapshot).sort(([a], [b]) => rank(a) - rank(b));
  return entries.map(([field, raw]) => {
    const isChanged = changed.has(field);
    return {
      field,
      value: toValue(field, raw),
      previous: isChanged && previous ? toValue(field, previous[field]) : null,
      changed: isChanged,
    };
  });
}
