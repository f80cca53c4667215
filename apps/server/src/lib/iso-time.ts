/** A time as the API writes it (ISO 8601 in UTC, `Date#toISOString`); no time stays null. */
export const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;
