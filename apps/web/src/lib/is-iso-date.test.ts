import { isoDateTimeField } from '@console/contract/dates';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isApiDateTime, isIsoDate } from './is-iso-date';

const zodDate = z.iso.date();
const days = [
  '2026-11-23',
  '2024-02-29',
  '2023-02-29',
  '2000-02-29',
  '1900-02-29',
  '0000-01-01',
  '9999-12-31',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '2026-01-00',
  '2026-1-01',
  '12026-01-01',
  '2026-01-01T00:00:00Z',
  ' 2026-01-01',
  '',
  'today',
];

const apiDateTime = isoDateTimeField();
const times = [
  '2026-05-01T00:00:00.000Z',
  '2026-05-01T08:00:00+08:00',
  '2026-05-01T08:00:00-03:30',
  '2026-05-01T23:59:59Z',
  '2026-05-01T08:00:00.1Z',
  '2026-05-01T08:00:00.123456789+08:00',
  '2024-02-29T12:00:00Z',
  '2023-02-29T12:00:00Z',
  '2026-04-31T12:00:00Z',
  '2026-05-01T24:00:00Z',
  '2026-05-01T08:60:00Z',
  '2026-05-01T08:00:60Z',
  '2026-05-01T08:00Z',
  '2026-05-01T08:00:00',
  '2026-05-01T08:00:00+24:00',
  '2026-05-01T08:00:00+08',
  '2026-05-01T08:00:00+0800',
  '2026-05-01T08:00:00.Z',
  '2026-05-01 08:00:00Z',
  '2026-05-01t08:00:00z',
  '1970-01-01T00:00:00Z',
  '1970-01-01T00:00:00+00:01',
  '1969-12-31T23:59:59.999Z',
  '1970-01-01T07:59:59+08:00',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '9999-12-31T23:59:59-00:01',
  '9999-12-31T23:59-14:00',
  '2026-05-01',
  ' 2026-05-01T00:00:00Z',
  '',
  'yesterday',
];

describe('isIsoDate', () => {
  it('accepts exactly the days zod accepts', () => {
    for (const value of days) {
      expect(isIsoDate(value), value).toBe(zodDate.safeParse(value).success);
    }
  });
});

describe('isApiDateTime', () => {
  it("accepts exactly the instants the contract's isoDateTimeField accepts", () => {
    for (const value of times) {
      expect(isApiDateTime(value), value).toBe(apiDateTime.safeParse(value).success);
    }
  });

  it('is tested on both answers', () => {
    const accepted = times.filter((value) => apiDateTime.safeParse(value).success);
    expect(accepted.length).toBeGreaterThan(5);
    expect(times.length - accepted.length).toBeGreaterThan(5);
  });
});
