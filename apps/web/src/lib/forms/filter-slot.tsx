import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';

// What the list filter bars share (orders, reviews): day ranges in the URL's YYYY-MM-DD form.

const DAY = 'YYYY-MM-DD';
export type DayRange = [Dayjs | null, Dayjs | null] | null;

/** The picker's value of a `from` / `to` pair of days (null when neither is set). */
export const toDayRange = (from?: string, to?: string): DayRange =>
  from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null;

/** A picked day as the filter keeps it. */
export const dayOf = (value: Dayjs | null | undefined) => value?.format(DAY);

/** Pickers and selects would copy a test id onto inner inputs: one wrapper holds it. */
export function FilterSlot({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <span data-testid={testId} style={{ display: 'inline-flex', maxWidth: '100%' }}>
      {children}
    </span>
  );
}
