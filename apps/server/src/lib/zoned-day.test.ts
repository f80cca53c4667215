import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  zonedDateTime,
  zonedDay,
  zonedDayEnd,
  zonedDayStart,
} from './zoned-day.ts';

describe('zoned days', () => {
  it("start at the merchant's local midnight", () => {
    expect(zonedDayStart('2026-11-24', 'Asia/Shanghai').toISOString()).toBe(
      '2026-11-23T16:00:00.000Z',
    );
    expect(zonedDayStart('2026-11-24', 'UTC').toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(zonedDayStart('2026-07-01', 'America/New_York').toISOString()).toBe(
      '2026-07-01T04:00:00.000Z',
    );
    expect(zonedDayStart('2026-12-01', 'America/New_York').toISOString()).toBe(
      '2026-12-01T05:00:00.000Z',
    );
    expect(zonedDayEnd('2026-11-24', 'Asia/Shanghai').toISOString()).toBe(
      '2026-11-24T16:00:00.000Z',
    );
  });

  it('follow clock changes, including a day whose midnight is skipped', () => {
    // New York springs forward at 02:00 on 2026-03-08: that day is 23 hours long.
    const start = zonedDayStart('2026-03-08', 'America/New_York');
    const end = zonedDayEnd('2026-03-08', 'America/New_York');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
    // Santiago skips 00:00-01:00 on 2026-09-06: the day starts at 01:00 local time.
    const skipped = zonedDayStart('2026-09-06', 'America/Santiago');
    expect(zonedDay(skipped, 'America/Santiago')).toBe('2026-09-06');
    expect(zonedDay(new Date(skipped.getTime() - 1000), 'America/Santiago')).toBe('2026-09-05');
  });

  it('put 00:30 local time on that day, and 23:59 UTC of the day before too in Shanghai', () => {
    expect(zonedDay(new Date('2026-11-23T16:30:00Z'), 'Asia/Shanghai')).toBe('2026-11-24');
    expect(zonedDay(new Date('2026-11-23T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-11-23');
  });

  it('count and move days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(30);
  });
});

describe('zoned date-times (the CSV exports)', () => {
  it("writes the zone's wall clock, also around clock changes within an hour", () => {
    const at = (iso: string, zone: string) => zonedDateTime(Date.parse(iso), zone);
    expect(at('2026-11-26T21:05:12.999Z', 'Asia/Shanghai')).toBe('2026-11-27 05:05:12');
    // Berlin goes forward at 01:00 UTC on 2026-03-29.
    expect(at('2026-03-29T00:59:59Z', 'Europe/Berlin')).toBe('2026-03-29 01:59:59');
    expect(at('2026-03-29T01:00:00Z', 'Europe/Berlin')).toBe('2026-03-29 03:00:00');
    // Lord Howe goes back half an hour at 15:00 UTC on 2026-04-04 (02:00 +11:00 -> 01:30 +10:30).
    expect(at('2026-04-04T14:45:00Z', 'Australia/Lord_Howe')).toBe('2026-04-05 01:45:00');
    expect(at('2026-04-04T15:15:00Z', 'Australia/Lord_Howe')).toBe('2026-04-05 01:45:00');
    expect(at('2026-04-04T15:45:00Z', 'Australia/Lord_Howe')).toBe('2026-04-05 02:15:00');
  });
});
