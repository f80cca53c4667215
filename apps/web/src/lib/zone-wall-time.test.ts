import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { fromZoneWallTime, toZoneWallTime } from './zone-wall-time';

// docs/web.md "Dates and time zones": the pickers pick the merchant's wall time, whatever the
// browser's zone; `dayjs('…')` below is what a picker holds after a pick (browser-local fields).
const browserZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = browserZone;
});

const wallOf = (iso: string, zone: string | null) =>
  toZoneWallTime(iso, zone).format('YYYY-MM-DD HH:mm:ss');

describe.each(['Europe/Berlin', 'America/Los_Angeles', 'Asia/Tokyo'])('a browser in %s', (zone) => {
  it("sends the merchant's wall time as that instant", () => {
    process.env.TZ = zone;
    expect(fromZoneWallTime(dayjs('2026-11-27 05:05'), 'Asia/Shanghai')).toBe(
      '2026-11-26T21:05:00.000Z',
    );
    // New York in summer (UTC-04:00) and in winter (UTC-05:00).
    expect(fromZoneWallTime(dayjs('2026-07-01 12:10'), 'America/New_York')).toBe(
      '2026-07-01T16:10:00.000Z',
    );
    expect(fromZoneWallTime(dayjs('2026-12-01 09:00'), 'America/New_York')).toBe(
      '2026-12-01T14:00:00.000Z',
    );
  });

  it("shows a stored instant as the merchant's wall time, and round-trips it", () => {
    process.env.TZ = zone;
    expect(wallOf('2026-11-26T21:05:00.000Z', 'Asia/Shanghai')).toBe('2026-11-27 05:05:00');
    expect(wallOf('2026-07-01T16:10:00.000Z', 'America/New_York')).toBe('2026-07-01 12:10:00');
    for (const iso of ['2026-03-29T00:30:00.000Z', '2026-10-25T23:59:00.000Z']) {
      expect(fromZoneWallTime(toZoneWallTime(iso, 'Asia/Kolkata'), 'Asia/Kolkata')).toBe(iso);
    }
  });
});

describe('clock changes in the merchant zone', () => {
  it('moves a wall time the zone skips forward by the gap', () => {
    process.env.TZ = 'Asia/Shanghai';
    // New York skips 02:00-03:00 on 2026-03-08: 02:30 is read as 03:30 EDT.
    expect(fromZoneWallTime(dayjs('2026-03-08 02:30'), 'America/New_York')).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(fromZoneWallTime(dayjs('2026-03-08 03:30'), 'America/New_York')).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(fromZoneWallTime(dayjs('2026-03-08 01:30'), 'America/New_York')).toBe(
      '2026-03-08T06:30:00.000Z',
    );
  });
});

describe('without a merchant zone', () => {
  it("keeps the browser's clock", () => {
    process.env.TZ = 'Europe/Berlin';
    expect(fromZoneWallTime(dayjs('2026-07-01 12:10'), null)).toBe('2026-07-01T10:10:00.000Z');
    expect(wallOf('2026-07-01T10:10:00.000Z', null)).toBe('2026-07-01 12:10:00');
  });
});
