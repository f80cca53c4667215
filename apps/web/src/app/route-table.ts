import { withTexts } from '../lib/i18n/i18n';
import { SWITCHING_PATH } from '../lib/merchant/switching-path';
import type { RouteNode } from '../lib/routing/route-meta';

// spec §2: the console's pages, each loaded as a chunk of its own.

// DESIGN §4 permission keys per merchant page (the owner holds all; docs/web.md "Access"):
// viewing activities, orders, chats and reviews/customers needs the matching key; shop info
// and my account are for every member (editing inside them is checked where it happens).

/** Inside the console layout; every one needs a signed-in user. */
export const consoleRoutes: RouteNode[] = [
  {
    path: '/home',
    name: 'home',
    meta: { title: 'route.home', icon: 'home', closable: false },
    load: () => import('../features/home/home-page').then((m) => m.HomePage),
    data: () => import('../features/home/api/get-home').then((m) => m.homePageData),
  },
  {
    path: '/activity',
    meta: { title: 'route.activity', icon: 'activity' },
    redirect: '/activity/list',
    children: [
      {
        path: '/activity/list',
        meta: { title: 'route.activity.list', permission: 'activity:view' },
        load: () =>
          import('../features/activity/list/activity-list-page').then((m) => m.ActivityListPage),
        data: () =>
          import('../features/activity/list/activity-list-page-data').then(
            (m) => m.activityListPageData,
          ),
      },
      {
        // The activity editor; not named by spec §2, hidden from the menu like the detail.
        path: '/activity/new',
        meta: {
          title: 'route.activity.new',
          hidden: true,
          permission: 'activity:edit',
          menu: '/activity/list',
        },
        load: withTexts('activityEditor', () =>
          import('../features/activity/editor/activity-editor-page').then(
            (m) => m.ActivityEditorPage,
          ),
        ),
      },
      {
        path: '/activity/:id/edit',
        meta: {
          title: 'route.activity.edit',
          hidden: true,
          permission: 'activity:edit',
          menu: '/activity/list',
        },
        load: withTexts('activityEditor', () =>
          import('../features/activity/editor/activity-editor-page').then(
            (m) => m.ActivityEditorPage,
          ),
        ),
      },
      {
        path: '/activity/:id',
        meta: {
          title: 'route.activity.detail',
          hidden: true,
          keepAlive: false,
          permission: 'activity:view',
          menu: '/activity/list',
        },
        load: () =>
          import('../features/activity/detail/activity-detail-page').then(
            (m) => m.ActivityDetailPage,
          ),
        data: () => import('../features/activity/api/get-activity').then((m) => m.activityPageData),
      },
    ],
  },
  {
    path: '/shop',
    meta: { title: 'route.shop', icon: 'shop' },
    redirect: '/shop/info',
    children: [
      {
        path: '/shop/info',
        meta: { title: 'route.shop.info' },
        load: () => import('../features/shop/shop-info-page').then((m) => m.ShopInfoPage),
        data: () => import('../features/shop/api/get-shop-profile').then((m) => m.shopInfoPageData),
      },
      {
        path: '/shop/order',
        meta: { title: 'route.shop.order', permission: ['order:view', 'order:manage'] },
        load: () => import('../features/orders/list/orders-page').then((m) => m.OrdersPage),
        data: () =>
          import('../features/orders/list/orders-page-data').then((m) => m.ordersPageData),
      },
    ],
  },
  {
    path: '/cc',
    meta: { title: 'route.cc', icon: 'cc', permission: 'chat:reply' },
    load: () => import('../features/chat/chat-page').then((m) => m.ChatPage),
    data: () => import('../features/chat/list/chat-page-data').then((m) => m.chatPageData),
  },
  {
    // spec §2: reviews in one reading, customers in the other; any of their keys opens it.
    path: '/eva',
    meta: {
      title: 'route.eva',
      icon: 'eva',
      permission: ['review:reply', 'customer:view', 'customer:manage'],
    },
    load: () => import('./routes/eva-page').then((m) => m.EvaPage),
  },
  {
    path: '/account',
    meta: { title: 'route.account', icon: 'account' },
    redirect: '/account/mine',
    children: [
      {
        path: '/account/mine',
        meta: { title: 'route.account.mine' },
        load: () => import('../features/account/my-account-page').then((m) => m.MyAccountPage),
        data: () =>
          import('../features/account/api/get-my-account').then((m) => m.myAccountPageData),
      },
      {
        path: '/account/sub',
        meta: { title: 'route.account.sub', permission: 'member:manage' },
        load: () => import('../features/members/members-page').then((m) => m.MembersPage),
        data: () => import('../lib/api/list-members').then((m) => m.membersPageData),
      },
      {
        path: '/account/license',
        meta: { title: 'route.account.license', permission: 'licence:manage' },
        load: () => import('../features/licence/licence-page').then((m) => m.LicencePage),
        data: () => import('../lib/api/get-licence').then((m) => m.licencePageData),
      },
      {
        // docs/web.md "Trail page": who did what in the merchant; the owner holds the key.
        path: '/account/trail',
        meta: { title: 'route.account.trail', permission: 'trail:view' },
        load: () => import('../features/trail/trail-page').then((m) => m.TrailPage),
      },
    ],
  },
  {
    path: '/record',
    meta: { title: 'route.record', icon: 'record' },
    load: () => import('../features/record/record-page').then((m) => m.RecordPage),
    data: () => import('../lib/api/list-records').then((m) => m.recordsPageData),
  },
  {
    path: '/log',
    meta: { title: 'route.log', icon: 'log', roles: ['op', 'admin'] },
    load: () => import('../features/log/log-page').then((m) => m.LogPage),
  },
  {
    // DESIGN §4 operator audit centre: only operators see it in the menu.
    path: '/audit',
    meta: { title: 'route.audit', icon: 'audit', roles: ['op', 'admin'] },
    redirect: '/audit/records',
    children: [
      {
        path: '/audit/records',
        meta: { title: 'route.audit.records', roles: ['op', 'admin'] },
        load: () => import('../features/audit/audit-page').then((m) => m.AuditPage),
        data: () => import('../features/audit/audit-page-data').then((m) => m.auditPageData),
      },
      {
        path: '/audit/licences',
        meta: { title: 'route.audit.licences', roles: ['op', 'admin'] },
        load: () => import('../features/audit/audit-page').then((m) => m.AuditPage),
        data: () => import('../features/audit/audit-page-data').then((m) => m.auditPageData),
      },
      {
        path: '/audit/activities',
        meta: { title: 'route.audit.activities', roles: ['op', 'admin'] },
        load: () => import('../features/audit/audit-page').then((m) => m.AuditPage),
        data: () => import('../features/audit/audit-page-data').then((m) => m.auditPageData),
      },
      {
        path: '/audit/submissions/:id',
        meta: {
          title: 'route.audit.detail',
          roles: ['op', 'admin'],
          hidden: true,
          keepAlive: false,
          menu: '/audit/records',
        },
        load: () => import('../features/audit/audit-detail-page').then((m) => m.AuditDetailPage),
      },
    ],
  },
  {
    // System management: platform admins write, ops read (features/system, docs/system.md).
    path: '/system',
    meta: { title: 'route.system', icon: 'system', roles: ['op', 'admin'] },
    redirect: '/system/user',
    children: [
      {
        path: '/system/user',
        meta: { title: 'route.system.user', roles: ['op', 'admin'] },
        load: withTexts('system', () =>
          import('../features/system/users/users-page').then((m) => m.UsersPage),
        ),
        data: () => import('../features/system/users/users-page-data').then((m) => m.usersPageData),
      },
      {
        path: '/system/role',
        meta: { title: 'route.system.role', roles: ['op', 'admin'] },
        load: withTexts('system', () =>
          import('../features/system/roles/roles-page').then((m) => m.RolesPage),
        ),
      },
      {
        path: '/system/menu',
        meta: { title: 'route.system.menu', roles: ['op', 'admin'] },
        load: withTexts('system', () =>
          import('../features/system/menus/menus-page').then((m) => m.MenusPage),
        ),
      },
      {
        path: '/system/change',
        meta: { title: 'route.system.change', roles: ['op', 'admin'] },
        load: withTexts('system', () =>
          import('../features/system/changes/changes-page').then((m) => m.ChangesPage),
        ),
      },
    ],
  },
  {
    path: '/i18n',
    meta: { title: 'route.i18n', icon: 'i18n' },
    load: () => import('../features/i18n-demo/i18n-page').then((m) => m.I18nPage),
  },
  {
    path: '/setting/user',
    meta: { title: 'route.setting.user', hidden: true },
    load: () => import('../features/user-center/user-center-page').then((m) => m.UserCenterPage),
  },
  {
    path: '/setting/account',
    meta: { title: 'route.setting.account', hidden: true },
    load: () => import('./routes/account-settings-route').then((m) => m.AccountSettingsRoute),
  },
  {
    path: '/refresh',
    meta: { title: 'route.refresh', hidden: true, cache: false, keepAlive: false },
    load: () => import('./routes/refresh-page').then((m) => m.RefreshPage),
  },
  {
    path: `${SWITCHING_PATH}/:merchantId`,
    meta: { title: 'layout.merchant.switchTitle', hidden: true, cache: false, keepAlive: false },
    load: () => import('./routes/switching-page').then((m) => m.SwitchingPage),
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
    load: () => import('./routes/login-route').then((m) => m.LoginRoute),
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

/** spec §2: / and /index (and /activity) lead to the activity list (INDEX_PATH). */
export const indexPaths = ['/', '/index'];

export const notFoundRoute: RouteNode = {
  path: '*',
  meta: { title: 'route.404', hidden: true, cache: false },
  load: () => import('../features/errors/error-pages').then((m) => m.NotFoundPage),
};
