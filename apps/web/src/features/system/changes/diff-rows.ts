import type { SystemChange } from '@console/contract/system-changes';

export type DiffRow = { key: string; before: unknown; after: unknown };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The keys a change touched, in the order the record has them: on an update only those whose
 * value differs; a create (no before) or a delete (no after) shows every key it has.
 */
export function diffOf({ before, after }: Pick<SystemChange, 'before' | 'after'>): DiffRow[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((key) => ({ key, before: before?.[key], after: after?.[key] }))
    .filter((row) => !before || !after || !same(row.before, row.after));
}

/** A value as one readable line: texts as they are, lists and objects as JSON. */
export function shownValue(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return '—';
  if (typeof value === 'string') return value || '""';
  return JSON.stringify(value);
}

/** Names of the ids a record lists: its menus (`menu_list`) and a user's roles (`roleIds`). */
export type IdNames = { menu_list: Map<number, string>; roleIds: Map<number, string> };

/** One id of a list, named: `added` / `removed` against the other side of the change. */
export type NamedId = { id: number; name: string; mark?: 'added' | 'removed' };

/**
 * A list of ids as names (an id no longer there as `#id`), each marked when the other side of
 * an update does not hold it; undefined when `key` is not such a list.
 */
export function namedIds(
  key: string,
  value: unknown,
  other: unknown,
  side: 'before' | 'after',
  names: IdNames,
): NamedId[] | undefined {
  if (key !== 'menu_list' && key !== 'roleIds') return undefined;
  if (!Array.isArray(value)) return undefined;
  const others = Array.isArray(other) ? new Set(other) : undefined;
  return value.map((id: number) => ({
    id,
    name: names[key].get(id) ?? `#${id}`,
    ...(others && !others.has(id) ? { mark: side === 'after' ? 'added' : 'removed' } : {}),
  }));
}
