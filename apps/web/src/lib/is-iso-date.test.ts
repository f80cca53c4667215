import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isIsoDate } from './is-iso-date';

const zodDate = z.iso.date();
const cases = [
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

describe('isIsoDate', () => {
  it('accepts exactly the days zod accepts', () => {
    for (const value of cases) {
      expect(isIsoDate(value), value).toBe(zodDate.safeParse(value).success);
    }
  });
});
