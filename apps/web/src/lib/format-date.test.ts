import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dayInZone, formatDateTime, formatInZone, zoneNoteOf } from './format-date';
import { initTestI18n } from './testing/i18n';

beforeEach(() => initTestI18n('zh-CN'));

describe('formatDateTime (spec §9 default format)', () => {
  it('formats as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(new Date(2021, 0, 2, 3, 4, 5))).toBe('2021-01-02 03:04:05');
  });

  it('shows 无效日期 for an invalid date (spec §5)', () => {
    expect(formatDateTime('not a date')).toBe('无效日期');
  });
});

// docs/web.md "Dates and time zones": merchant data on the merchant's clock, whatever the browser's.
describe('formatInZone and zoneNoteOf', () => {
  const browserZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = browserZone;
  });

  it.each(['America/New_York', 'UTC', 'Asia/Tokyo', 'Asia/Shanghai'])(
    "prints the zone's wall clock in a browser in %s",
    (zone) => {
      process.env.TZ = zone;
      expect(formatInZone('2026-11-26T21:05:12Z', 'Asia/Shanghai')).toBe('2026-11-27 05:05:12');
      expect(formatInZone('2026-07-01T03:30:00.000Z', 'America/Los_Angeles', 'MM-DD HH:mm')).toBe(
        '06-30 20:30',
      );
    },
  );

  it("names the zone's offset only where the browser's clock differs", () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(zoneNoteOf('2026-11-26T21:05:12Z', 'Asia/Shanghai')).toBe('UTC+08:00');
    expect(zoneNoteOf('2026-11-26T21:05:12Z', 'Asia/Kolkata')).toBe('UTC+05:30');
    expect(zoneNoteOf('2026-11-26T21:05:12Z', 'America/Los_Angeles')).toBeNull();
    expect(zoneNoteOf('2026-11-26T21:05:12Z', 'America/Vancouver')).toBeNull();
    expect(zoneNoteOf('2026-11-26T21:05:12Z', null)).toBeNull();
  });

  it('falls back to the browser zone without a zone, and reads 无效日期 for an invalid date', () => {
    process.env.TZ = 'UTC';
    expect(formatInZone('2026-11-26T21:05:12Z', null)).toBe('2026-11-26 21:05:12');
    expect(formatInZone('not a date', 'Asia/Shanghai')).toBe('无效日期');
  });

  it("reads the merchant's day, not the browser's", () => {
    process.env.TZ = 'Europe/Berlin';
    expect(dayInZone('2026-11-26T21:05:12Z', 'Asia/Shanghai')).toBe('2026-11-27');
    expect(dayInZone('2026-11-26T21:05:12Z', null)).toBe('2026-11-26');
    expect(dayInZone(Date.parse('2026-11-26T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-11-26');
  });
});
