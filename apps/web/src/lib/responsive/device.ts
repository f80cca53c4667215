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

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The device class of the current window width, following resizes. */
export function useDevice(): DeviceClass {
  return useSyncExternalStore(subscribe, () => deviceOf(window.innerWidth));
}
