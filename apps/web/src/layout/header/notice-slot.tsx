import { useLayoutSettings } from '../../lib/settings/layout-settings';

/**
 * SLOT for the header bell (spec §1: three message tabs with an unread badge; spec §7 calls
 * userMessage and userMessage/unReadCount) — filled by the next issue. Until then it renders
 * nothing, never invented messages; it already follows the showNotice setting.
 */
export function HeaderNoticeSlot() {
  const showNotice = useLayoutSettings((layout) => layout.showNotice);
  if (!showNotice) return null;
  return null;
}
