import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenSeen } from './when-seen';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** A stand-in IntersectionObserver the test moves by hand. */
function observers() {
  const made: { callback: Callback; options: IntersectionObserverInit; observed: Element[] }[] = [];
  class FakeObserver {
    observed: Element[] = [];
    constructor(callback: Callback, options: IntersectionObserverInit) {
      made.push({ callback, options, observed: this.observed });
    }
    observe(element: Element) {
      this.observed.push(element);
    }
    disconnect() {
      this.observed.length = 0;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return made;
}

afterEach(() => vi.unstubAllGlobals());

describe('WhenSeen (docs/web.md "Ready at once", Below the first screen)', () => {
  it('draws the fallback until its place nears the viewport, then the part for good', () => {
    const made = observers();
    render(
      <WhenSeen fallback={<span>skeleton</span>}>
        <span>orders</span>
      </WhenSeen>,
    );
    expect(screen.queryByText('skeleton')).not.toBeNull();
    expect(screen.queryByText('orders')).toBeNull();
    expect(made).toHaveLength(1);
    expect(made[0]!.options.rootMargin).toBe('100% 0px 100% 0px');
    expect(made[0]!.observed[0]!.contains(screen.getByText('skeleton'))).toBe(true);
    act(() => made[0]!.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('orders')).toBeNull();
    act(() => made[0]!.callback([{ isIntersecting: true }]));
    expect(screen.queryByText('orders')).not.toBeNull();
    expect(screen.queryByText('skeleton')).toBeNull();
    // Seen once, it stays: the observer is gone.
    expect(made[0]!.observed).toHaveLength(0);
  });

  it('draws the part at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenSeen fallback={<span>skeleton</span>}>
        <span>orders</span>
      </WhenSeen>,
    );
    expect(screen.queryByText('orders')).not.toBeNull();
  });
});
