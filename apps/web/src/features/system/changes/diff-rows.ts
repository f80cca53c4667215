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
