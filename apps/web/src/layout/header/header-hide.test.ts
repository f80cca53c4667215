import { describe, expect, it } from 'vitest';
import { nextHeaderHidden } from './header-hide';

describe('header hide on scroll (spec §4, §9 threshold 300 px)', () => {
  it('stays while scrolling down within the first 300 px', () => {
    expect(nextHeaderHidden(200, 300, false)).toBe(false);
  });

  it('hides when scrolling down past 300 px', () => {
    expect(nextHeaderHidden(300, 301, false)).toBe(true);
  });

  it('comes back when scrolling up', () => {
    expect(nextHeaderHidden(900, 880, true)).toBe(false);
  });

  it('comes back near the top', () => {
    expect(nextHeaderHidden(400, 250, true)).toBe(false);
  });

  it('keeps its state when the position does not change', () => {
    expect(nextHeaderHidden(500, 500, true)).toBe(true);
  });
});
