import {
  RECORD_MOVES,
  type MerchantRecord,
  type RecordStatus,
} from '@console/contract/merchant-records';

/** Which record /record shows: one picked in the list, a new empty one, or (null) the newest. */
export type RecordSelection = number | 'new' | null;

/**
 * A record still being written: a draft, or a rejected one to edit and resubmit (contract
 * `RECORD_MOVES`, DESIGN §4): the form is offered where its `update` starts.
 */
export const isOpen = (record: Pick<MerchantRecord, 'status'>) =>
  (RECORD_MOVES.update.from as readonly RecordStatus[]).includes(record.status);

/** A pending record may be taken back to draft (`withdraw`). */
export const canWithdraw = (record: Pick<MerchantRecord, 'status'>) =>
  (RECORD_MOVES.withdraw.from as readonly RecordStatus[]).includes(record.status);

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
