import type { MerchantRecord } from '@console/contract/merchant-records';

/** Which record /record shows: one picked in the list, a new empty one, or (null) the newest. */
export type RecordSelection = number | 'new' | null;

/** A record still being written: a draft, or a rejected one to edit and resubmit (DESIGN §4). */
const isOpen = (record: MerchantRecord) =>
  record.status === 'draft' || record.status === 'rejected';

/**
 * "Add merchant" (spec §2) asks for a new record; while one is still being written, that one is
 * continued instead of starting a second unfinished draft (docs/web.md "Onboarding, licence and
 * audit pages").
 */
export function selectionFor(records: readonly MerchantRecord[], wantsNew: boolean) {
  const newest = records[0];
  return wantsNew && !(newest && isOpen(newest)) ? 'new' : null;
}

/** The record the form shows; null is a new, empty record. `records` is newest first. */
export function shownRecord(
  records: readonly MerchantRecord[],
  selection: RecordSelection,
): MerchantRecord | null {
  if (selection === 'new') return null;
  const picked = selection === null ? undefined : records.find(({ id }) => id === selection);
  return picked ?? records[0] ?? null;
}
