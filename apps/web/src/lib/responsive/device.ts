import { BREAKPOINT_MOBILE, BREAKPOINT_TABLET } from '@console/contract/constants';
import { useSyncExternalStore } from 'react';

/** spec §3 device class. */
export type DeviceClass = 'Mobile' | 'Tablet' | 'Desktop';

/** spec §4: up to 600 px is Mobile, up to 992 px Tablet, otherwise Desktop (spec §9 breakpoints). */
export function deviceOf(width: number): DeviceClass {
  if (width <= BREAKPOINT_MOBILE) return 'Mobile';
  if (width <= BREAKPOINT_TABLET) return 'Tablet';
  return 'Desktop';
}

// Reading window.innerWidth while the page has changes not yet laid out makes the browser lay
// it out there and then; read by every component of the device on each render, that was ~40 ms
// of a first visit (docs/web.md "Ready at once"). The width is read once, then on each resize.
let width: number | null = null;

function currentWidth(): number {
  if (width === null) {
    width = window.innerWidth;
    // Registered before any subscriber's, so they read the new width.
    window.addEventListener('resize', () => {
      width = window.innerWidth;
    });
  }
  return width;
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The device class of the current window width, following resizes. */
export function useDevice(): DeviceClass {
  return useSyncExternalStore(subscribe, () => deviceOf(currentWidth()));
}
