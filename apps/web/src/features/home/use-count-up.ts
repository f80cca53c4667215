import { COUNT_UP_DURATION_MS } from '@console/contract/constants';
import { useEffect, useRef, useState } from 'react';

/** Ease-out: fast at first, settling on the value. */
const ease = (progress: number) => 1 - (1 - progress) ** 3;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * spec §9: a figure counts up to its value over COUNT_UP_DURATION_MS (2,000 ms), from the value
 * it showed before (0 at first), so a live update counts from the old figure to the new one.
 * Users who ask for reduced motion see the value at once.
 */
export function useCountUp(value: number, duration = COUNT_UP_DURATION_MS): number {
  const still = duration <= 0 || prefersReducedMotion();
  const [shown, setShown] = useState(0);
  const shownRef = useRef(0);

  useEffect(() => {
    if (still) {
      shownRef.current = value;
      return;
    }
    const from = shownRef.current;
    // Nothing to count (a tab come back with the same figure, shown already): no frames.
    if (from === value) return;
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / duration);
      shownRef.current = progress === 1 ? value : from + (value - from) * ease(progress);
      setShown(shownRef.current);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, duration, still]);

  return still ? value : shown;
}
