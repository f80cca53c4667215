import { NoticeBell } from '../../features/messages/notice-bell';
import { useRealtimeConnection } from '../../lib/realtime/use-realtime-connection';
import { useLayoutSettings } from '../../lib/settings/layout-settings';

/**
 * The header bell (spec §2: three message tabs with an unread badge). The realtime socket is
 * held here even when the showNotice setting hides the bell, so it lives as long as the layout.
 */
export function HeaderNoticeSlot() {
  const showNotice = useLayoutSettings((layout) => layout.showNotice);
  useRealtimeConnection();
  if (!showNotice) return null;
  return <NoticeBell />;
}
