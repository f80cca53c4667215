import { renderHook, act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountUp } from './use-count-up';

afterEach(() => vi.useRealTimers());

describe('useCountUp (spec §9)', () => {
  it('counts up to the value over 2,000 ms, then from it to the next value', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const { result, rerender } = renderHook(({ value }) => useCountUp(value), {
      initialProps: { value: 100 },
    });
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBeGreaterThan(50);
    expect(result.current).toBeLessThan(100);
    act(() => vi.advanceTimersByTime(1100));
    expect(result.current).toBe(100);
    rerender({ value: 40 });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBeLessThan(100);
    expect(result.current).toBeGreaterThan(40);
    act(() => vi.advanceTimersByTime(1600));
    expect(result.current).toBe(40);
  });

  it('shows the value at once to users who ask for reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce') })) as never;
    try {
      const { result } = renderHook(() => useCountUp(7));
      expect(result.current).toBe(7);
    } finally {
      window.matchMedia = original;
    }
  });
});
