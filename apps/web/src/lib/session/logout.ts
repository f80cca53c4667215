import { confirmDialog } from '../feedback';
import { request } from '../http/client';
import { t } from '../i18n/i18n';
import { queryClient } from '../query-client';
import { closeRealtime } from '../realtime/realtime-client';
import { getLayoutSettings } from '../settings/layout-settings';
import { flushUserSettings } from '../settings/user-settings-store';
import { endSession } from './end-session';
import { beginSessionEnd } from './session-ending';

/**
 * spec §4: logout may first ask (setting logoutConfirm, default on), then the server session is
 * revoked (its failure is ignored: the local session ends either way) and the app goes to login.
 * Before the revoke the session's queries and socket stop (docs/web.md "Session"): a request sent
 * after it (the bell's unread count) was answered 1007 and showed "Login expired".
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
  beginSessionEnd();
  closeRealtime();
  await queryClient.cancelQueries();
  await request({
    method: 'POST',
    path: '/logout',
    merchant: false,
    silent: true,
    duringSessionEnd: true,
  }).catch(() => undefined);
  endSession();
  return true;
}
