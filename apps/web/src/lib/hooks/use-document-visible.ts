import { useSyncExternalStore } from 'react';

const subscribeVisibility = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};

/** Whether the page is in view (a hidden tab, a minimised window: false). */
export const useDocumentVisible = () =>
  useSyncExternalStore(subscribeVisibility, () => document.visibilityState === 'visible');
