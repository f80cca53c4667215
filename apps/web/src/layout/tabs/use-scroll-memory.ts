import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Each kept page comes back at the scroll position it was left at. The window scrolls, so the
 * position is recorded per page while it is current and put back after the root's scroll to
 * top (spec §2) has run. Pages no longer mounted (`mounted`: their paths, one a line) start
 * at the top again.
 */
export function useScrollMemory(currentPath: string, mounted: string): void {
  const positions = useRef(new Map<string, number>());
  const current = useRef(currentPath);

  // Before the browser reports the scroll the page switch causes, so it counts for the new page.
  useLayoutEffect(() => {
    current.current = currentPath;
  }, [currentPath]);

  useEffect(() => {
    const record = () => positions.current.set(current.current, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useEffect(() => {
    const top = positions.current.get(currentPath);
    if (!top) return;
    const frame = requestAnimationFrame(() => window.scrollTo(0, top));
    return () => cancelAnimationFrame(frame);
  }, [currentPath]);

  useEffect(() => {
    const keep = new Set(mounted.split('\n'));
    for (const path of positions.current.keys()) {
      if (!keep.has(path)) positions.current.delete(path);
    }
  }, [mounted]);
}
