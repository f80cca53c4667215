import { isDeepStrictEqual } from 'node:util';
import type { Snapshot } from './trail-append.ts';

/**
 * The fields of an update that changed, as they were and as they became (docs/trail.md
 * "Entries"): what an update's entry keeps. Dates are kept as ISO strings.
 */
export function changedFields(
  before: Snapshot,
  after: Snapshot,
): { before: Snapshot; after: Snapshot } {
  const was: Snapshot = {};
  const now: Snapshot = {};
  for (const key of Object.keys(after)) {
    const old = plain(before[key]);
    const next = plain(after[key]);
    if (isDeepStrictEqual(old, next)) continue;
    was[key] = old;
    now[key] = next;
  }
  return { before: was, after: now };
}

/** The named fields of a row, as a snapshot (dates as ISO strings, undefined as null). */
export function pick<T extends Record<string, unknown>, K extends keyof T & string>(
  row: T,
  keys: readonly K[],
): Snapshot {
  const snapshot: Snapshot = {};
  for (const key of keys) snapshot[key] = plain(row[key]);
  return snapshot;
}

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}
