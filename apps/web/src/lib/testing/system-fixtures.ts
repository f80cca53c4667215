import type { PlatformRole } from '@console/contract/roles';
import { SYSTEM_ACTIONS, type MenuNode, type MyMenusContent } from '@console/contract/system-menus';
import type { SystemRole } from '@console/contract/system-roles';
import type {
  SystemUser,
  userDeleteContent,
  userWriteContent,
} from '@console/contract/system-users';
import type { z } from 'zod';
import type { Mock } from 'vitest';
import { ok } from './answers';
import { initTestI18n } from './i18n';
import { useSessionStore } from '../session/session-store';
import { signInToPlatform } from './session';

/** Each test: a fresh fake `request`, English texts, a platform user with `role`. */
export function beginSystemTest(request: Mock, role: PlatformRole = 'admin'): void {
  request.mockReset();
  initTestI18n('en-US');
  signInToPlatform(role);
}

export const systemUserOf = (id: number, patch: Partial<SystemUser> = {}): SystemUser => ({
  id,
  name: `User ${id}`,
  avatar: '',
  account: `user${id}`,
  phone: `1380000000${id}`,
  mail: `user${id}@example.com`,
  gender: 1,
  status: 1,
  date: '2026-01-02T03:04:05Z',
  birthday: null,
  region: [],
  role: ['ROLE_USER'],
  roleIds: [1],
  desc: '',
  ownsMerchant: false,
  ...patch,
});

export const systemRoleOf = (id: number, patch: Partial<SystemRole> = {}): SystemRole => ({
  id,
  key: `ROLE_${id}`,
  name: `Role ${id}`,
  nameEn: '',
  desc: '',
  access: 'user',
  default_role: 0,
  requireSecondFactor: false,
  menu_list: [],
  builtIn: false,
  users: 0,
  created_at: '2026-01-02T03:04:05Z',
  updated_at: '2026-01-02T03:04:05Z',
  ...patch,
});

const menuOf = (id: number, parentId: number | null, patch: Partial<MenuNode>): MenuNode => ({
  id,
  parentId,
  kind: 'menu',
  header: false,
  title: `菜单${id}`,
  titleEn: `Menu ${id}`,
  subtitle: '',
  path: null,
  name: `menu-${id}`,
  icon: null,
  order: 0,
  hidden: false,
  children: [],
  ...patch,
});

/**
 * System (1, a group) > Users (2) > the key system:user:write (3), and Roles (4, a page that
 * cannot be deleted); Home (5) on top.
 */
export const menuTreeFixture = (): MenuNode[] => [
  menuOf(1, null, {
    title: '系统管理',
    titleEn: 'System',
    children: [
      menuOf(2, 1, {
        title: '用户管理',
        titleEn: 'Users',
        path: '/system/user',
        children: [
          menuOf(3, 2, {
            kind: 'action',
            title: '编辑用户',
            titleEn: 'Edit users',
            name: 'system:user:write',
          }),
        ],
      }),
      menuOf(4, 1, { title: '角色管理', titleEn: 'Roles', path: '/system/role', order: 1 }),
    ],
  }),
  menuOf(5, null, { title: '首页', titleEn: 'Home', path: '/home', order: 1 }),
];

/** What every system delete answers (user, role and menu alike), and every write. */
export const deletedAnswer = (deleted: number) =>
  ok<z.infer<typeof userDeleteContent>>({ deleted });
export const writtenAnswer = (id: number) => ok<z.infer<typeof userWriteContent>>({ id });

type Call = { path: string; body: Record<string, unknown> };

/**
 * GET /api/menus for the signed-in platform user: an admin holds the system action keys (as
 * ROLE_ADMIN does), others none; no page is refused by the tree.
 */
function menusOfSession() {
  const access = useSessionStore.getState().user?.access ?? [];
  const actions = access.includes('admin') ? Object.values(SYSTEM_ACTIONS) : [];
  return ok<MyMenusContent>({ access: [...access], tree: [], governed: [], actions });
}

/**
 * Answers the mocked `request` of a test by path (under /api/system/); an answer that is an
 * Error rejects. Returns every call made, in order.
 */
export function serveSystem(request: Mock, answers: Record<string, () => unknown>): Call[] {
  const calls: Call[] = [];
  request.mockImplementation((options: { path: string; body?: Record<string, unknown> }) => {
    const path = options.path.replace(/^\/system\//, '');
    calls.push({ path, body: options.body ?? {} });
    const answer = answers[path]?.() ?? (path === '/menus' ? menusOfSession() : ok<null>(null));
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
  return calls;
}

/** The bodies sent to one path. */
export const bodiesOf = (calls: Call[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.body);
