import { describe, expect, it } from 'vitest';
import { parseActivityId } from './activity-detail-id';

describe('parseActivityId', () => {
  it('reads a positive whole number', () => {
    expect(parseActivityId('42')).toBe(42);
  });

  it.each([undefined, '', 'abc', '0', '-3', '1.5', '1e3', '007', ' 4', '99999999999999999999'])(
    'refuses %j',
    (param) => {
      expect(parseActivityId(param)).toBeNull();
    },
  );
});
