import { describe, expect, it } from 'vitest';
import { lockedUntil } from './throttle.ts';

const at = (minutes: number) => new Date(Date.UTC(2024, 0, 1) + minutes * 60_000);
const WINDOW = 15 * 60_000;

describe('lockedUntil', () => {
  it('is open below the limit', () => {
    expect(lockedUntil([at(4), at(3), at(2), at(1)], 5, WINDOW)).toBeUndefined();
    expect(lockedUntil([], 5, WINDOW)).toBeUndefined();
  });

  it('lifts when the limiting failure leaves the window', () => {
    const failures = [at(5), at(4), at(3), at(2), at(1)];
    expect(lockedUntil(failures, 5, WINDOW)).toEqual(at(16));
    expect(lockedUntil([at(9), ...failures], 5, WINDOW)).toEqual(at(17));
  });
});
