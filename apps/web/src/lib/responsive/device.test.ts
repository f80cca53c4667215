import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deviceOf, useDevice } from './device';

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

describe('useDevice', () => {
  it('reads the window width once, then again on each resize only', () => {
    const getter = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
    const { result, rerender } = renderHook(() => useDevice());
    expect(result.current).toBe('Desktop');
    for (let i = 0; i < 5; i += 1) rerender();
    expect(getter).toHaveBeenCalledTimes(1);

    getter.mockReturnValue(500);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(result.current).toBe('Mobile');
    rerender();
    expect(getter).toHaveBeenCalledTimes(2);
    getter.mockRestore();
  });
});
