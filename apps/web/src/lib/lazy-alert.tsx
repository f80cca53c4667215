import { lazy, Suspense, type ComponentProps } from 'react';

const Alert = lazy(() => import('antd/es/alert'));

/**
 * antd `Alert` for a message shown only in a state the first screen rarely has (a failed load, a
 * choice still to make): its code (~3 KB gzip) is fetched then, not with the page (docs/web.md
 * "Ready at once").
 */
export function LazyAlert(props: ComponentProps<typeof Alert>) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
