import { ORDER_MOVES } from '@console/contract/orders';
import type { TrailEntry, TrailObjectType } from '@console/contract/trail';
import { formatYuan } from '../format-money';

// An entry of the trail in words (docs/web.md "Trail page"): the action per object type, the
// changed fields' names and their values, each from the texts where one is known and as the
// server wrote it otherwise, so an action or field added on the server later still reads.

/** A key's text in the loaded texts, or undefined when there is none. */
export type Lookup = (key: string) => string | undefined;

/**
 * The actions each door records (docs/server.md "Doors"), offered by the page's action filter;
 * the order's are its moves of the contract. An action missing here still shows (as written).
 */
export const TRAIL_ACTIONS: Partial<Record<TrailObjectType, readonly string[]>> = {
  order: ['create', ...Object.keys(ORDER_MOVES), 'remark'],
  activity: ['create', 'update', 'submit', 'withdraw', 'approve', 'reject', 'offline', 'delete'],
  record: ['create', 'update', 'submit', 'withdraw', 'approve', 'reject'],
  licence: ['submit', 'update', 'approve', 'reject', 'expire'],
  conversation: ['create', 'assign', 'setStatus', 'read'],
  message: ['send', 'recall'],
  review: ['hide', 'show', 'hideImage', 'showImage'],
  reply: ['create', 'update'],
  member: ['add', 'setPermissions', 'disable', 'enable', 'remove', 'leave', 'signOut'],
  invitation: ['create', 'accept', 'cancel'],
  customer: ['create', 'setTags', 'setNote'],
  shop: ['update', 'setTimeZone'],
  quick_reply: ['create', 'update', 'delete'],
  setting: ['update', 'setSecondFactor'],
};

/** The object types of a merchant's own trail (users, roles and menus are the platform's). */
export const MERCHANT_OBJECT_TYPES: readonly TrailObjectType[] = [
  'order',
  'activity',
  'record',
  'licence',
  'conversation',
  'message',
  'review',
  'reply',
  'member',
  'invitation',
  'customer',
  'shop',
  'quick_reply',
  'setting',
];

export const actionLabel = (lookup: Lookup, objectType: string, action: string): string =>
  lookup(`trail.action.${objectType}.${action}`) ?? lookup(`trail.action.${action}`) ?? action;

export const fieldLabel = (lookup: Lookup, objectType: string, field: string): string =>
  lookup(`trail.field.${objectType}.${field}`) ?? lookup(`trail.field.${field}`) ?? field;

export const objectTypeLabel = (lookup: Lookup, objectType: string): string =>
  lookup(`trail.object.${objectType}`) ?? objectType;

export const actorTypeLabel = (lookup: Lookup, type: TrailEntry['actor']['type']): string =>
  lookup(`trail.who.${type}`) ?? type;

/** One changed field: as it was, as it became; `added` on a creation, `removed` on a removal. */
export type ChangeRow = {
  field: string;
  before: unknown;
  after: unknown;
  kind: 'changed' | 'added' | 'removed';
};

/** The fields an entry changed, in the order the server wrote them. */
export function changeRows({ before, after }: Pick<TrailEntry, 'before' | 'after'>): ChangeRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const kind: ChangeRow['kind'] =
    before === null ? 'added' : after === null ? 'removed' : 'changed';
  return fields.map((field) => ({ field, before: before?.[field], after: after?.[field], kind }));
}

/**
 * Values that are one of a list the console already names (`<object>.<field>` → the texts'
 * prefix): an order's status reads "Refunded", a member's keys "View orders".
 */
const NAMED_VALUES: Record<string, string> = {
  'order.status': 'orders.status.',
  'activity.status': 'activity.status.',
  'record.status': 'recordPage.status.',
  'licence.status': 'licencePage.status.',
  'conversation.status': 'chat.status.',
  'review.status': 'reviews.status.',
  'review.hiddenReason': 'reviews.reason.',
  'review.reason': 'reviews.reason.',
  'member.status': 'members.status.',
  'member.role': 'members.role.',
  'member.permissions': 'permission.',
  'invitation.permissions': 'permission.',
};

/** A value as shown: one line of `text`; `full` holds the whole of it when the line was cut. */
export type ShownValue = { text: string; full?: string };

export type ValueContext = {
  lookup: Lookup;
  /** An instant in the merchant's zone (lib/merchant/merchant-time.ts). */
  time: (iso: string) => string;
};

/** Longer values are cut to this many characters, the whole kept for a tooltip. */
export const VALUE_CUT = 60;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function oneValue(objectType: string, field: string, value: unknown, context: ValueContext) {
  const { lookup } = context;
  if (value === null || value === undefined) return lookup('trail.value.none') ?? '—';
  if (typeof value === 'boolean') return lookup(`trail.value.${value ? 'yes' : 'no'}`) ?? '';
  if (typeof value === 'number') {
    return field.endsWith('Cents') ? formatYuan(value) : String(value);
  }
  if (typeof value === 'string') {
    if (value === '') return lookup('trail.value.empty') ?? '""';
    const prefix = NAMED_VALUES[`${objectType}.${field}`];
    const named = prefix === undefined ? undefined : lookup(`${prefix}${value}`);
    if (named !== undefined) return named;
    return INSTANT.test(value) ? context.time(value) : value;
  }
  return JSON.stringify(value);
}

/**
 * A field's value in words: named values and yuan amounts as the console shows them elsewhere,
 * instants on the merchant's clock, a list of plain values item by item, anything nested as
 * JSON; cut to VALUE_CUT characters with the whole kept in `full`.
 */
export function shownValue(
  objectType: string,
  field: string,
  value: unknown,
  context: ValueContext,
): ShownValue {
  const isPlainList =
    Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object');
  const text = isPlainList
    ? value.length === 0
      ? (context.lookup('trail.value.emptyList') ?? '[]')
      : value.map((item) => oneValue(objectType, field, item, context)).join(', ')
    : oneValue(objectType, field, value, context);
  if (text.length <= VALUE_CUT) return { text };
  const full =
    value !== null && typeof value === 'object' && !isPlainList
      ? JSON.stringify(value, null, 2)
      : text;
  return { text: `${text.slice(0, VALUE_CUT - 1)}…`, full };
}

/** The console page that shows an object, where there is one (an id alone otherwise). */
export function objectHref(objectType: string, objectId: number): string | null {
  switch (objectType) {
    case 'order':
      return `/shop/order?order=${objectId}`;
    case 'activity':
      return `/activity/${objectId}`;
    case 'conversation':
      return `/cc?c=${objectId}`;
    case 'customer':
      return `/eva?tab=customers&customer=${objectId}`;
    case 'review':
      return `/eva?tab=reviews&review=${objectId}`;
    default:
      return null;
  }
}
