import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirmDialog } from '../../lib/feedback';
import { t } from '../../lib/i18n/i18n';
import { useDirtyGuard } from '../../lib/tabs/dirty-guard';

/** Unsaved input: leaving the route asks first, and closing the tab too (tabs dirty guard). */
export function useLeaveGuard(dirty: boolean) {
  useDirtyGuard(dirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDialog({
      title: t('recordPage.leaveTitle'),
      content: t('recordPage.leaveContent'),
      okText: t('recordPage.leave'),
      cancelText: t('recordPage.stay'),
      danger: true,
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);
}
