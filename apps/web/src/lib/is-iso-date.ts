// A calendar day `YYYY-MM-DD` that exists (leap years included), as zod's `z.iso.date()` reads
// it, checked without zod: the pages that only read dates from the URL do not load the schema
// library (~23 KB gzip, docs/web.md "Delivery"). is-iso-date.test.ts holds it to zod's answer.
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!DAY.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
