import { lazy, Suspense, type ComponentProps } from 'react';

const Result = lazy(() => import('antd/es/result'));

/**
 * antd `Result` for a state shown only when something fails (a card or page that could not
 * load): its code (~10 KB gzip with the status illustrations) is fetched then, not with the page.
 */
export function LazyResult(props: ComponentProps<typeof Result>) {
  return (
    <Suspense fallback={null}>
      <Result {...props} />
    </Suspense>
  );
}
