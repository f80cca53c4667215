import type { ReviewContent } from '@console/contract/merchant-records';
import { confirmDialog } from '../feedback';
import { request } from '../http/client';
import { t } from '../i18n/i18n';
import { navigateTo } from '../navigation';

/**
 * spec §2 "add merchant": first asks whether a merchant record awaits audit (GET
 * merchants/review). If one does, a warning offers OK (-> /record, re-create) and "view audit"
 * (-> /shop/info); otherwise straight to a new record (/record?new=1: an owner adds a
 * merchant with a record of its own). A failed check has been shown by the client.
 */
export async function addMerchant(): Promise<void> {
  let check: ReviewContent;
  try {
    const result = await request<ReviewContent>({ path: '/merchants/review', merchant: false });
    check = result.content;
  } catch {
    return;
  }
  if (!check?.exist_wait_audit) {
    navigateTo('/record?new=1');
    return;
  }
  const recreate = await confirmDialog({
    level: 'warning',
    title: t('layout.merchant.reviewExists'),
    okText: t('common.ok'),
    cancelText: t('layout.merchant.viewAudit'),
  });
  navigateTo(recreate ? '/record' : '/shop/info');
}
