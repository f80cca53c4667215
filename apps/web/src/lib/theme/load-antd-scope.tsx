import { lazy, type ComponentType } from 'react';
import { wantFeedbackHolder } from '../feedback';
import { loadLocalePacks } from '../i18n/locale-store';

// Free of antd itself: the parts drawn with antd fetch their scope (theme, antd locale, the
// `.ant-app` frame) with their own code, so the entry and the sign-in page never do.

/**
 * The antd scope component (antd-scope.tsx), fetched on first use with the antd and dayjs packs
 * of the current language. The toast holder comes with it (antd is loading anyway), so a toast
 * raised on an antd page shows at once.
 */
export async function loadAntdScope() {
  const [{ AntdScope }] = await Promise.all([
    import('./antd-scope'),
    import('../feedback-holder'),
    loadLocalePacks(),
  ]);
  wantFeedbackHolder();
  return AntdScope;
}

/** A lazy component drawn with antd, inside an antd scope of its own. */
export function lazyInAntdScope<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, AntdScope] = await Promise.all([load(), loadAntdScope()]);
    return {
      default: (props: P) => (
        <AntdScope>
          <Component {...props} />
        </AntdScope>
      ),
    };
  });
}
