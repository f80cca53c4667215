import type { LayoutSettings } from '@console/contract/user-settings';
import { useUserSettings } from './user-settings-store';

export type { LayoutSettings };

/** spec §3 layout settings of the signed-in user (spec §9 defaults until theirs are loaded). */
export function useLayoutSettings<T>(select: (layout: LayoutSettings) => T): T {
  return useUserSettings((state) => select(state.layout));
}

export function getLayoutSettings(): LayoutSettings {
  return useUserSettings.getState().layout;
}

export { DEFAULT_LAYOUT_SETTINGS } from '@console/contract/user-settings';
