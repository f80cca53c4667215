import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown (spec §4 captcha button)', () => {
  it('counts down second by second and stops at zero', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.isRunning).toBe(false);

    act(() => result.current.start(60));
    expect(result.current).toMatchObject({ remaining: 60, isRunning: true });

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);

    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current).toMatchObject({ remaining: 1, isRunning: true });

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ remaining: 0, isRunning: false });

    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
  });

  it('can be started again after reaching zero', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(2));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.isRunning).toBe(false);
    act(() => result.current.start(3));
    expect(result.current.remaining).toBe(3);
  });
});
