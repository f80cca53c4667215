import type { RouteNode } from '../lib/routing/route-meta';

// spec §2: the console's pages. Pages later issues build show a "coming soon" card for now.
const comingSoon = () => import('./routes/coming-soon-page').then((m) => m.ComingSoonPage);

/** Inside the console layout; every one needs a signed-in user. */
export const consoleRoutes: RouteNode[] = [
  {
    path: '/home',
    name: 'home',
    meta: { title: 'route.home', icon: 'home', closable: false },
    load: comingSoon,
  },
  {
    path: '/activity',
    meta: { title: 'route.activity', icon: 'activity' },
    redirect: '/activity/list',
    children: [
      { path: '/activity/list', meta: { title: 'route.activity.list' }, load: comingSoon },
      {
        path: '/activity/:id',
        meta: { title: 'route.activity.detail', hidden: true, keepAlive: false },
        load: comingSoon,
      },
    ],
  },
  {
    path: '/shop',
    meta: { title: 'route.shop', icon: 'shop' },
    redirect: '/shop/info',
    children: [
      { path: '/shop/info', meta: { title: 'route.shop.info' }, load: comingSoon },
      { path: '/shop/order', meta: { title: 'route.shop.order' }, load: comingSoon },
    ],
  },
  { path: '/cc', meta: { title: 'route.cc', icon: 'cc' }, load: comingSoon },
  { path: '/eva', meta: { title: 'route.eva', icon: 'eva' }, load: comingSoon },
  {
    path: '/account',
    meta: { title: 'route.account', icon: 'account' },
    redirect: '/account/mine',
    children: [
      { path: '/account/mine', meta: { title: 'route.account.mine' }, load: comingSoon },
      { path: '/account/sub', meta: { title: 'route.account.sub' }, load: comingSoon },
      { path: '/account/license', meta: { title: 'route.account.license' }, load: comingSoon },
    ],
  },
  { path: '/record', meta: { title: 'route.record', icon: 'record' }, load: comingSoon },
  {
    path: '/log',
    meta: { title: 'route.log', icon: 'log', roles: ['op', 'admin'] },
    load: () => import('../features/log/log-page').then((m) => m.LogPage),
  },
  {
    path: '/i18n',
    meta: { title: 'route.i18n', icon: 'i18n' },
    load: () => import('../features/i18n-demo/i18n-page').then((m) => m.I18nPage),
  },
  {
    path: '/setting/user',
    meta: { title: 'route.setting.user', hidden: true },
    load: comingSoon,
  },
  {
    path: '/setting/account',
    meta: { title: 'route.setting.account', hidden: true },
    load: comingSoon,
  },
  {
    path: '/refresh',
    meta: { title: 'route.refresh', hidden: true, cache: false, keepAlive: false },
    load: () => import('./routes/refresh-page').then((m) => m.RefreshPage),
  },
  {
    path: '/redirect/*',
    meta: { title: 'route.redirect', hidden: true, cache: false, keepAlive: false },
    load: () => import('./routes/redirect-page').then((m) => m.RedirectPage),
  },
];

/** Outside the layout: sign-in pages and error pages. */
export const standaloneRoutes: RouteNode[] = [
  {
    path: '/login',
    name: 'login',
    meta: { title: 'route.login', guestOnly: true, hidden: true, cache: false },
    load: () => import('../features/auth/login-page').then((m) => m.LoginPage),
  },
  {
    path: '/register',
    name: 'register',
    meta: { title: 'route.register', hidden: true, cache: false },
    load: () => import('../features/auth/register-page').then((m) => m.RegisterPage),
  },
  {
    path: '/register/result',
    meta: { title: 'route.registerResult', auth: true, hidden: true, cache: false },
    load: () => import('../features/auth/register-result-page').then((m) => m.RegisterResultPage),
  },
  {
    path: '/403',
    meta: { title: 'route.403', hidden: true, cache: false },
    load: () => import('../features/errors/error-pages').then((m) => m.ForbiddenPage),
  },
  {
    path: '/500',
    meta: { title: 'route.500', hidden: true, cache: false },
    load: () => import('../features/errors/error-pages').then((m) => m.ServerErrorPage),
  },
];

/** spec §2: / and /index (and /activity) lead to the activity list. */
export const INDEX_PATH = '/activity/list';
export const redirectRoutes: Record<string, string> = { '/': INDEX_PATH, '/index': INDEX_PATH };

export const notFoundRoute: RouteNode = {
  path: '*',
  meta: { title: 'route.404', hidden: true, cache: false },
  load: () => import('../features/errors/error-pages').then((m) => m.NotFoundPage),
};

/** spec §2 route names: "the route named home" is /home; login is "login". */
export const routePaths = { home: '/home', login: '/login', index: INDEX_PATH } as const;
