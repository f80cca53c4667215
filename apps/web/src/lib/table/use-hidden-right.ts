import { useCallback, useEffect, useRef, useState } from 'react';

/** antd's `ping-right`: a shadow on the fixed column while columns are hidden under it. */
export function useHiddenRight() {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState(false);
  const measure = useCallback(() => {
    const box = ref.current;
    if (box) setHidden(box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
  }, []);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  return { ref, hidden, measure };
}
