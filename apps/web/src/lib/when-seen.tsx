import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How far outside the viewport a part starts to draw: one screen's height above and below, so
 * a person scrolling finds it drawn (docs/web.md "Ready at once", Below the first screen).
 */
const AHEAD = '100% 0px 100% 0px';

/**
 * Draws `fallback` (the part's own frame, with a skeleton) until that place comes within a
 * screen of the viewport, then `children` for good. A page's parts far below its first screen
 * (a phone's stacked cards) then cost nothing, neither their requests nor their render, until
 * someone scrolls towards them. Without IntersectionObserver (jsdom) they draw at once.
 */
export function WhenSeen({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setSeen(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return seen ? children : <div ref={place}>{fallback}</div>;
}
