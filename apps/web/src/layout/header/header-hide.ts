import { HEADER_HIDE_THRESHOLD } from '@console/contract/constants';
import { useEffect, useState } from 'react';

/**
 * spec §4 header hide on scroll: hidden when scrolling down past 300 px (spec §9), shown again
 * on scrolling up or near the top.
 */
export function nextHeaderHidden(previousY: number, y: number, hidden: boolean): boolean {
  if (y <= HEADER_HIDE_THRESHOLD) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return hidden;
}

export function useHeaderHidden(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let previousY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden((current) => nextHeaderHidden(previousY, y, current));
      previousY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return enabled && hidden;
}
