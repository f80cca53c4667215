import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirmDialog } from '../feedback';
import { t } from '../i18n/i18n';
import { useDirtyGuard } from '../tabs/dirty-guard';

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
      title: t('form.leaveTitle'),
      content: t('form.leaveContent'),
      okText: t('form.leave'),
      cancelText: t('form.stay'),
      danger: true,
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);
}
