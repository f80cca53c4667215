import { z } from 'zod';
import type { MessageKey } from './messages.ts';

/**
 * docs/api.md "Input the database cannot take": every date the API accepts lies between these
 * instants (UTC), both inclusive. PostgreSQL, node-postgres (which writes a Date as its ISO text)
 * and JavaScript agree on every instant in it, and no product date falls outside: nothing predates
 * 1970, and a licence valid "for the long term" is written 9999-12-31. Year 0000 or a 5-digit year
 * (9999-12-31T23:59-14:00) used to reach the database and fail there (500); now it is a 1001 on the
 * field.
 */
export const DATE_MIN = '1970-01-01';
export const DATE_MAX = '9999-12-31';
const MIN_MS = Date.parse(`${DATE_MIN}T00:00:00.000Z`);
const MAX_MS = Date.parse(`${DATE_MAX}T23:59:59.999Z`);

/** The years of the range, for the OpenAPI description (a pattern cannot count offsets). */
const YEAR_IN_RANGE = { pattern: '^(?:19[7-9]\\d|[2-9]\\d{3})-' };

const instantInRange = (value: string) => {
  const ms = Date.parse(value);
  return ms >= MIN_MS && ms <= MAX_MS;
};

/** An ISO date-time with an offset, inside the API's date range (`validation.dateRange`). */
export const isoDateTimeField = (error?: MessageKey) =>
  z.iso
    .datetime({ offset: true, error })
    .refine(instantInRange, { error: 'validation.dateRange' })
    .meta({
      allOf: [YEAR_IN_RANGE],
      description: `an instant from ${DATE_MIN}T00:00:00Z to ${DATE_MAX}T23:59:59.999Z`,
    });

/** A calendar day `YYYY-MM-DD`, inside the API's date range (`validation.dateRange`). */
export const isoDateField = (error?: MessageKey) =>
  z.iso
    .date({ error })
    .refine((day) => day >= DATE_MIN && day <= DATE_MAX, { error: 'validation.dateRange' })
    .meta({ allOf: [YEAR_IN_RANGE], description: `a day from ${DATE_MIN} to ${DATE_MAX}` });
