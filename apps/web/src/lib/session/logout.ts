import { confirmDialog } from '../feedback';
import { request } from '../http/client';
import { t } from '../i18n/i18n';
import { getLayoutSettings } from '../settings/layout-settings';
import { flushUserSettings } from '../settings/user-settings-store';
import { endSession } from './end-session';

/**
 * spec §4: logout may first ask (setting logoutConfirm, default on), then the server session is
 * revoked (its failure is ignored: the local session ends either way) and the app goes to login.
 * Resolves false when the user cancelled.
 */
export async function logout({ confirm = true }: { confirm?: boolean } = {}): Promise<boolean> {
  if (confirm && getLayoutSettings().logoutConfirm) {
    const confirmed = await confirmDialog({
      title: t('layout.logout.title'),
      content: t('layout.logout.content'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return false;
  }
  // Settings changed a moment ago still reach the server while the token is valid.
  await flushUserSettings();
  await request({ method: 'POST', path: '/logout', merchant: false, silent: true }).catch(
    () => undefined,
  );
  endSession();
  return true;
}
