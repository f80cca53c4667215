import { describe, expect, it } from 'vitest';
import { orders } from './schema.ts';
import { isoTime } from './iso-time.ts';

const { decode } = isoTime(orders.createdAt);
/** What the list wrote before (docs/orders.md "Floor"): the column's Date, as ISO text. */
const viaDate = (text: string) => (orders.createdAt.mapFromDriverValue(text) as Date).toISOString();

describe('isoTime (a timestamptz cell as the ISO text an answer shows)', () => {
  it.each([
    '2026-11-23 23:40:40.375+00',
    '2026-11-23 23:40:40+00',
    '2026-11-23 23:40:40.5+00',
    '2026-11-23 23:40:40.3759+00',
    '2026-11-23 23:40:40.999999+00',
    '1969-12-31 23:59:59.999999+00',
    '1970-01-01 00:00:00+00',
    '9999-12-31 23:59:59.999+00',
  ])('reads UTC text %s as a Date would', (text) => {
    expect(decode(text)).toBe(viaDate(text));
  });

  it.each(['2026-11-24 07:40:40.375+08', '2026-11-23 18:10:40-05:30', '2026-11-23T23:40:40Z'])(
    'reads any other text %s through the Date',
    (text) => {
      expect(decode(text)).toBe(viaDate(text));
    },
  );
});
