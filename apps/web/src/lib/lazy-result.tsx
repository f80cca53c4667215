import { lazy, Suspense, type ComponentType, type JSX } from 'react';

/**
 * An antd part shown only in a state the first screen rarely has: its code is fetched when it is
 * first drawn, not with the page (docs/web.md "Ready at once").
 */
function shownLater<P extends JSX.IntrinsicAttributes>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  const Part = lazy(load);
  return function ShownLater(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/** antd `Result` for a card or page that could not load (~10 KB gzip with its illustrations). */
export const LazyResult = shownLater(() => import('antd/es/result'));

/** antd `Alert` for a failed load or a choice still to make (~3 KB gzip). */
export const LazyAlert = shownLater(() => import('antd/es/alert'));
