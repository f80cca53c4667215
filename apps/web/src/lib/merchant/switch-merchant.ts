import type { MerchantRef } from '@console/contract/auth';
import { confirmDialog, toast } from '../feedback';
import { request } from '../http/client';
import { t } from '../i18n/i18n';
import { navigateTo } from '../navigation';
import { queryClient } from '../query-client';
import { useSessionStore } from '../session/session-store';
import { useUserSettings } from '../settings/user-settings-store';
import { SWITCHING_PATH } from './switching-path';

/**
 * spec §2/§4 merchant switch: asks first, records the choice on the server (PUT
 * merchants/lastUse, "switch success"), then leaves the current page for the hidden switching
 * route, which applies it (applyMerchantSwitch) and opens the index. Leaving first means the page
 * of the previous merchant is never shown, or reopened as a tab, under the new one.
 * Resolves true when the switch was recorded.
 */
export async function switchMerchant(merchant: MerchantRef): Promise<boolean> {
  if (merchant.id === useSessionStore.getState().company?.id) return false;
  const confirmed = await confirmDialog({
    title: t('layout.merchant.switchTitle'),
    content: t('layout.merchant.switchContent', { name: merchant.name }),
    okText: t('common.ok'),
    cancelText: t('common.cancel'),
  });
  if (!confirmed) return false;
  try {
    await request({ method: 'PUT', path: `/merchants/lastUse/${merchant.id}`, merchant: false });
  } catch {
    return false; // the client showed why
  }
  toast.success(t('layout.merchant.switched'));
  navigateTo(`${SWITCHING_PATH}/${merchant.id}`);
  return true;
}

/**
 * Everything of the merchant changes in one step: cached data (menus and permissions are read
 * from it), open tabs and kept-alive pages (both keyed by merchant), the current merchant.
 */
export function applyMerchantSwitch(merchantId: number): boolean {
  const { user, company } = useSessionStore.getState();
  if (!user?.merchants.some((merchant) => merchant.id === merchantId)) return false;
  if (company?.id === merchantId) return true;
  void queryClient.cancelQueries();
  queryClient.clear();
  useUserSettings.getState().setTabs({ merchantId, items: [] });
  useSessionStore.getState().switchCompany(merchantId);
  return true;
}
