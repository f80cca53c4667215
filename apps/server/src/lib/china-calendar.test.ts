import { describe, expect, it } from 'vitest';
import { todayInChina } from './china-calendar.ts';

describe('China calendar days', () => {
  it('reads the calendar day in China', () => {
    expect(todayInChina(new Date('2024-05-01T15:59:59Z'))).toBe('2024-05-01');
    expect(todayInChina(new Date('2024-05-01T16:00:00Z'))).toBe('2024-05-02');
  });
});
