import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { loadConsoleTexts } from '../lib/i18n/i18n';
import { setNavigate } from '../lib/navigation';
import { openRealtimeOnce } from '../lib/realtime/realtime-client';
import { SignedIn } from '../lib/session/signed-in';
import { useSessionStore } from '../lib/session/session-store';
import type { RouteNode } from '../lib/routing/route-meta';
import { loadAntdScope } from '../lib/theme/load-antd-scope';
import { guardLoader, indexRoute, toRouteObject, type RouteOptions } from './build-routes';
import { PageLoading } from './page-loading';
import { RootShell } from './root-shell';
import { RouteError } from './route-error';
import { INDEX_PATH, routePaths } from '../lib/routing/route-paths';
import { consoleRoutes, indexPaths, notFoundRoute, standaloneRoutes } from './route-table';

// Every console page needs a signed-in user; the layout checks it once for all of them.
const consoleMeta = { auth: true };

// A page that throws while rendering shows the 500 page inside the layout (docs/web.md "Routes").
const consoleOptions: RouteOptions = {
  errorBoundary: () => import('./routes/page-error').then((m) => m.PageError),
};

const guardConsole = guardLoader(consoleMeta);

const layoutRoute: RouteObject = {
  loader: (args) => {
    // The socket opens with the console's first data, before its pages ask for theirs
    // (docs/realtime.md "When the console connects"); the layout keeps it in step with the
    // session after.
    const { token } = useSessionStore.getState();
    if (token) openRealtimeOnce(token);
    return guardConsole(args);
  },
  // The console layout and its texts are lazy chunks of their own: the login page never loads them.
  lazy: async () => {
    const [{ ConsoleLayout }] = await Promise.all([
      import('../layout/console-layout'),
      loadConsoleTexts(),
    ]);
    return {
      Component: () => (
        <SignedIn>
          <ConsoleLayout routes={consoleRoutes} />
        </SignedIn>
      ),
    };
  },
  children: consoleRoutes.map((node) => toRouteObject(node, consoleMeta, consoleOptions)),
};

function findNode(nodes: readonly RouteNode[], path: string): RouteNode | undefined {
  for (const node of nodes) {
    if (node.path === path) return node;
    const found = node.children && findNode(node.children, path);
    if (found) return found;
  }
  return undefined;
}

const indexNode = findNode(consoleRoutes, INDEX_PATH)!;

// The pages drawn without antd: the sign-in and register pages, whose first visit has a budget
// of 200 KB of JavaScript (docs/web.md "Delivery"). Every other page renders inside the antd scope
// (theme, antd locale, `.ant-app` frame), a lazy pathless route fetched with its first page.
const plainPaths: readonly string[] = [routePaths.login, routePaths.register];
const isPlain = (node: RouteNode) => plainPaths.includes(node.path);

const antdScopeRoute: RouteObject = {
  lazy: async () => {
    const AntdScope = await loadAntdScope();
    return {
      Component: () => (
        <AntdScope>
          <Outlet />
        </AntdScope>
      ),
    };
  },
  children: [
    ...standaloneRoutes.filter((node) => !isPlain(node)).map((node) => toRouteObject(node)),
    layoutRoute,
    toRouteObject(notFoundRoute),
  ],
};

// spec §2 and §9: history mode, base /.
export const router = createBrowserRouter(
  [
    {
      Component: RootShell,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        ...indexPaths.map((path) => indexRoute(path, indexNode, routePaths.home)),
        ...standaloneRoutes.filter(isPlain).map((node) => toRouteObject(node)),
        antdScopeRoute,
      ],
    },
  ],
  { basename: '/' },
);

setNavigate((to, options) => void router.navigate(to, options));
