import type { OpenedTab } from '@console/contract/user-settings';
import { useSessionStore } from '../session/session-store';
import { useUserSettings } from '../settings/user-settings-store';
import {
  openTab,
  restoreTabs,
  retargetTab,
  sameTabs,
  type RestoreScope,
  type TabTarget,
} from './tabs-model';
import { useMerchantId, currentMerchantId } from '../merchant/use-merchant-id';

const NONE: OpenedTab[] = [];

/**
 * The open tabs of the current merchant; another merchant's tabs are never shown (docs/web.md "Tabs
 * and kept-alive pages").
 */
export function useOpenedTabs(): OpenedTab[] {
  const tabs = useUserSettings((state) => state.tabs);
  const merchantId = useMerchantId();
  return tabs.merchantId === merchantId ? tabs.items : NONE;
}

/** The same, read outside React (after an await, the tabs may have changed). */
export function readOpenedTabs(): OpenedTab[] {
  const { tabs } = useUserSettings.getState();
  return tabs.merchantId === currentMerchantId() ? tabs.items : NONE;
}

/** Every change (open, close, reorder) is stored per user (spec §2) on the server (DESIGN §4). */
export function saveTabs(items: OpenedTab[]): void {
  useUserSettings.getState().setTabs({ merchantId: currentMerchantId(), items });
}

/**
 * spec §2: once the settings are loaded, the stored tabs come back (minus those whose route
 * needs a role the user lacks, those the merchant permission does not allow, and those of
 * another merchant) and the current page opens as a tab. Saves only when that changes something.
 * `replacing`: the full path the current page replaced in place (its own query changed).
 */
export function syncTabs(
  current: TabTarget | null,
  pages: Pick<RestoreScope, 'resolve' | 'permitted'>,
  replacing?: string,
): void {
  const { tabs, loaded } = useUserSettings.getState();
  if (!loaded) return;
  const merchantId = currentMerchantId();
  const access = useSessionStore.getState().user?.access;
  const restored = restoreTabs(tabs, { merchantId, access, ...pages });
  const items =
    replacing === undefined
      ? openTab(restored, current)
      : retargetTab(restored, replacing, current);
  if (tabs.merchantId !== merchantId || !sameTabs(items, tabs.items)) saveTabs(items);
}
