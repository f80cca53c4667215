import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';

/**
 * A popup component (antd Dropdown, Popover) whose code loads at the first click on its trigger
 * (a button), not with the page (docs/web.md "Delivery"). Until it has loaded the trigger is
 * shown alone; then it is mounted again inside the popup, and gets the focus back if it had it
 * (a keyboard user pressed Enter on it).
 */
export function useLazyPopup<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const [Popup, setPopup] = useState<ComponentType<P> | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const refocus = useRef(false);

  useLayoutEffect(() => {
    if (!Popup || !refocus.current) return;
    refocus.current = false;
    triggerRef.current?.focus();
  }, [Popup]);

  /** The first click: load the popup, then `onLoaded` (open it). */
  const loadPopup = (onLoaded: () => void) => {
    refocus.current = document.activeElement === triggerRef.current;
    void load().then((module) => {
      setPopup(() => module.default);
      onLoaded();
    });
  };
  return { Popup, triggerRef, loadPopup };
}
