import { NoticeBell } from '../../features/messages/notice-bell';
import { useMessageSync } from '../../features/messages/use-message-sync';
import { useRealtimeConnection } from '../../lib/realtime/use-realtime-connection';
import { useLayoutSettings } from '../../lib/settings/layout-settings';

/**
 * The header bell (spec §2: three message tabs with an unread badge). The realtime socket and
 * the message sync (toast, counts, title) are held here even when the showNotice setting hides
 * the bell, so they live as long as the layout.
 */
export function HeaderNoticeSlot() {
  const showNotice = useLayoutSettings((layout) => layout.showNotice);
  useRealtimeConnection();
  useMessageSync();
  if (!showNotice) return null;
  return <NoticeBell />;
}
