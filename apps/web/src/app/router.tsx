import { createBrowserRouter, type RouteObject } from 'react-router';
import { setNavigate } from '../lib/navigation';
import { guardLoader, redirectRoute, toRouteObject } from './build-routes';
import { PageLoading } from './page-loading';
import { RootShell } from './root-shell';
import { RouteError } from './route-error';
import { consoleRoutes, notFoundRoute, redirectRoutes, standaloneRoutes } from './route-table';

// Every console page needs a signed-in user; the layout checks it once for all of them.
const consoleMeta = { auth: true };

const layoutRoute: RouteObject = {
  loader: guardLoader(consoleMeta),
  // The console layout is a lazy chunk of its own: the login page never loads it.
  lazy: async () => {
    const { ConsoleLayout } = await import('../layout/console-layout');
    return { Component: () => <ConsoleLayout routes={consoleRoutes} /> };
  },
  children: consoleRoutes.map((node) => toRouteObject(node, consoleMeta)),
};

// spec §2 and §9: history mode, base /.
export const router = createBrowserRouter(
  [
    {
      Component: RootShell,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        ...Object.entries(redirectRoutes).map(([path, to]) => redirectRoute(path, to)),
        ...standaloneRoutes.map((node) => toRouteObject(node)),
        layoutRoute,
        toRouteObject(notFoundRoute),
      ],
    },
  ],
  { basename: '/' },
);

setNavigate((to, options) => void router.navigate(to, options));
