import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { feedbackRequest } from './feedback';
import { loadLocalePacks } from './i18n/locale-store';

// With the antd pack of the current language: a dialog's buttons speak it. A holder that failed
// to load (a chunk gone after a deploy, the network down) shows nothing rather than taking the
// app down with it.
const FeedbackHolder = lazy(() =>
  Promise.all([import('./feedback-holder'), loadLocalePacks()])
    .then(([m]): { default: ComponentType } => ({ default: m.FeedbackHolder }))
    .catch((error: unknown) => {
      console.error(error);
      return { default: () => null };
    }),
);

/**
 * In the entry, free of antd: mounts the toast and dialog holder (lib/feedback-holder, with
 * antd) once lib/feedback asks for it — on the first toast or dialog, or when an antd page opens.
 */
export function FeedbackHost() {
  const wanted = useSyncExternalStore(feedbackRequest.subscribe, feedbackRequest.holder);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHolder />
    </Suspense>
  ) : null;
}
