import { describe, expect, it } from 'vitest';
import type { Opening } from './chat-targets.ts';
import { addBusinessMinutes, businessMinutesBetween } from './business-hours.ts';

// Weekdays 09:00–18:00 with a lunch break, Saturday mornings, closed on Sunday.
const WEEK: Opening[] = [
  ...[1, 2, 3, 4, 5].flatMap((day) => [
    { day, open: '09:00', close: '12:00' },
    { day, open: '13:00', close: '18:00' },
  ]),
  { day: 6, open: '09:00', close: '12:00' },
];
const SHANGHAI = 'Asia/Shanghai';
const at = (iso: string) => new Date(iso);

describe('addBusinessMinutes', () => {
  it('counts within the day, skipping the lunch break', () => {
    // Monday 2026-11-23 11:30 in Shanghai (03:30 UTC) + 60 business minutes = 13:30.
    expect(addBusinessMinutes(at('2026-11-23T03:30:00Z'), 60, WEEK, SHANGHAI)).toEqual(
      at('2026-11-23T05:30:00Z'),
    );
  });

  it('carries across the closed night to the next morning', () => {
    // Monday 17:30 + 60 = Tuesday 09:30 (01:30 UTC).
    expect(addBusinessMinutes(at('2026-11-23T09:30:00Z'), 60, WEEK, SHANGHAI)).toEqual(
      at('2026-11-24T01:30:00Z'),
    );
  });

  it('starts a wait that begins while closed at the next opening, over Sunday', () => {
    // Saturday 20:00 (12:00 UTC): closed until Monday 09:00; + 30 = Monday 09:30.
    expect(addBusinessMinutes(at('2026-11-28T12:00:00Z'), 30, WEEK, SHANGHAI)).toEqual(
      at('2026-11-30T01:30:00Z'),
    );
  });

  it('reads the hours in the merchant’s zone, not the server’s', () => {
    // The same instant, Monday 17:30 in Shanghai, is Monday 10:30 in Berlin (UTC+1).
    const start = at('2026-11-23T09:30:00Z');
    expect(addBusinessMinutes(start, 60, WEEK, 'Europe/Berlin')).toEqual(
      at('2026-11-23T10:30:00Z'),
    );
  });

  it('keeps wall-clock hours through a clock change', () => {
    // Berlin goes to summer time on Sunday 2026-03-29: Monday 09:00 is then 07:00 UTC.
    const saturdayEvening = at('2026-03-28T19:00:00Z');
    expect(addBusinessMinutes(saturdayEvening, 15, WEEK, 'Europe/Berlin')).toEqual(
      at('2026-03-30T07:15:00Z'),
    );
  });

  it('counts every minute when always open, and gives up without any opening', () => {
    expect(addBusinessMinutes(at('2026-11-28T12:00:00Z'), 30, null, SHANGHAI)).toEqual(
      at('2026-11-28T12:30:00Z'),
    );
    expect(addBusinessMinutes(at('2026-11-28T12:00:00Z'), 30, [], SHANGHAI)).toBeNull();
  });
});

describe('businessMinutesBetween', () => {
  it('counts only open time, and negative backwards', () => {
    // Monday 17:30 to Tuesday 09:30: 30 + 30 minutes open.
    const from = at('2026-11-23T09:30:00Z');
    const to = at('2026-11-24T01:30:00Z');
    expect(businessMinutesBetween(from, to, WEEK, SHANGHAI)).toBe(60);
    expect(businessMinutesBetween(to, from, WEEK, SHANGHAI)).toBe(-60);
    expect(businessMinutesBetween(from, to, null, SHANGHAI)).toBe(16 * 60);
  });

  it('agrees with addBusinessMinutes over a weekend', () => {
    const start = at('2026-11-27T09:00:00Z'); // Friday 17:00
    // 60 on Friday, 180 on Saturday morning, none on Sunday, 60 on Monday: Monday 10:00.
    const due = addBusinessMinutes(start, 300, WEEK, SHANGHAI)!;
    expect(due).toEqual(at('2026-11-30T02:00:00Z'));
    expect(businessMinutesBetween(start, due, WEEK, SHANGHAI)).toBe(300);
  });
});
