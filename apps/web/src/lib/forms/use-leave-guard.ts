import { useEffect, useRef } from 'react';
import { useBlocker, useLocation } from 'react-router';
import { confirmDialog } from '../feedback';
import { t } from '../i18n/i18n';
import { useDirtyGuard } from '../tabs/dirty-guard';

/**
 * Unsaved input: leaving the page's route asks first, and closing the tab too (tabs dirty
 * guard). Only a navigation away from the page's own path asks: a page kept alive in a hidden
 * tab must not stand in the way of moves between other pages (it would swallow them).
 */
export function useLeaveGuard(dirty: boolean) {
  useDirtyGuard(dirty);
  const ownPath = useRef(useLocation().pathname).current;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname === ownPath && nextLocation.pathname !== ownPath,
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
