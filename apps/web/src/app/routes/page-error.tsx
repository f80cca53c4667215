import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { logRenderError } from '../../lib/log/capture-errors';

// antd Result and its illustrations (~10 KB gzip) load when a page fails, not with every page.
const ErrorResult = lazy(() =>
  import('../../features/errors/error-pages').then((m) => ({ default: m.ErrorResult })),
);

/**
 * A console page that failed to render: the 500 page inside the layout, so the shell keeps
 * working, and an error entry in the front-end log. Navigating elsewhere clears it.
 */
export function PageError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(() => {
    logRenderError(error, pathname);
  }, [error, pathname]);
  return (
    <Suspense fallback={null}>
      <ErrorResult status="500" inline />
    </Suspense>
  );
}
