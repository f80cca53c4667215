import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { ErrorResult } from '../../features/errors/error-pages';
import { logRenderError } from '../../lib/log/capture-errors';

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
  return <ErrorResult status="500" inline />;
}
