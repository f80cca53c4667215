import { TAB_FIXED_OFFSET_MAX } from '@console/contract/constants';
import { useLayoutSettings } from '../../lib/settings/layout-settings';
import { useHeaderHidden } from '../header/header-hide';

/**
 * spec §4: the fixed tab bar (tabsFix) sits under the header and shifts with scroll by up to
 * TAB_FIXED_OFFSET_MAX (64 px, the header's height): under a fixed header it stays at 64; when
 * the header scrolls away (not fixed) or hides on scroll (headerHide, the header's own rule),
 * the bar moves up to the top. Null when the bar is not fixed.
 */
export function useTabsTop(): number | null {
  const tabsFix = useLayoutSettings((layout) => layout.tabsFix);
  const headerFix = useLayoutSettings((layout) => layout.headerFix);
  const headerHide = useLayoutSettings((layout) => layout.headerHide);
  const headerHidden = useHeaderHidden(tabsFix && headerFix && headerHide);
  if (!tabsFix) return null;
  // Not fixed, the header scrolls away and the sticky bar rides up with it to the top.
  return headerFix && !headerHidden ? TAB_FIXED_OFFSET_MAX : 0;
}
