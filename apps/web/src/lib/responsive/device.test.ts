import { describe, expect, it } from 'vitest';
import { deviceOf } from './device';

describe('deviceOf (spec §4, §9 breakpoints 600 and 992)', () => {
  it.each([
    [599, 'Mobile'],
    [600, 'Mobile'],
    [601, 'Tablet'],
    [991, 'Tablet'],
    [992, 'Tablet'],
    [993, 'Desktop'],
  ])('%i px is %s', (width, device) => {
    expect(deviceOf(width)).toBe(device);
  });
});
