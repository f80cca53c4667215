import { describe, expect, it } from 'vitest';
import { activityListQuery } from './activities.ts';
import { isoDateField, isoDateTimeField } from './dates.ts';
import { orderListQuery } from './orders.ts';

// Dates outside 1970-01-01..9999-12-31 (UTC) are refused before they reach SQL (docs/api.md "Input
// the database cannot take").
const issueOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('the date range of the API', () => {
  it('accepts date-times from 1970 to the end of 9999, whatever the offset', () => {
    const field = isoDateTimeField();
    for (const value of [
      '1970-01-01T00:00:00Z',
      '1970-01-01T08:00:00+08:00',
      '9999-12-31T23:59:59.999Z',
      '2026-11-23T10:00:00+08:00',
    ]) {
      expect(issueOf(field.safeParse(value)), value).toBeUndefined();
    }
  });

  it('refuses year 0000, 1969 and an offset that moves 9999 into year 10000', () => {
    const field = isoDateTimeField('activity.timeInvalid');
    for (const value of [
      '0000-01-01T00:00:00Z',
      '1969-12-31T23:59:59.999Z',
      '1970-01-01T07:59:59+08:00',
      '9999-12-31T23:59:59-14:00',
    ]) {
      expect(issueOf(field.safeParse(value)), value).toBe('validation.dateRange');
    }
    expect(issueOf(field.safeParse('tomorrow'))).toBe('activity.timeInvalid');
  });

  it('bounds calendar days the same way', () => {
    const field = isoDateField();
    expect(issueOf(field.safeParse('1970-01-01'))).toBeUndefined();
    expect(issueOf(field.safeParse('9999-12-31'))).toBeUndefined();
    expect(issueOf(field.safeParse('0000-01-01'))).toBe('validation.dateRange');
    expect(issueOf(field.safeParse('1969-12-31'))).toBe('validation.dateRange');
  });

  it('applies to the list filters of activities and orders', () => {
    expect(issueOf(activityListQuery.safeParse({ startFrom: '0000-01-01T00:00:00Z' }))).toBe(
      'validation.dateRange',
    );
    for (const name of ['createdFrom', 'createdTo', 'paidFrom', 'paidTo']) {
      expect(issueOf(orderListQuery.safeParse({ [name]: '0000-01-01' })), name).toBe(
        'validation.dateRange',
      );
    }
  });
});
