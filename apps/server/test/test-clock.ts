import type { Clock } from '../src/clock.ts';

export type TestClock = Clock & { advance(ms: number): void; set(at: Date): void };

/** A clock tests move by hand: time rules are checked without sleeping (STYLE: no sleeps). */
export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(at) {
      current = at.getTime();
    },
  };
}
