import type { APIRequestContext, Page } from '@playwright/test';
import type { MenuNode } from '@console/contract/system-menus';
import type { SystemRole } from '@console/contract/system-roles';
import { userUpdateBodyOf, type SystemUser } from '@console/contract/system-users';
import { callApi } from './support/api.ts';
import { login, registeredUser } from './support/accounts.ts';
import { signIn, signInEnglish } from './support/onboarding.ts';
import { screenshot } from './support/screenshot.ts';
import { E2E_DEMO_PASSWORD } from './support/server-env.ts';
import { expect, test } from './support/test.ts';

// docs/system.md "Live": an admin gives ROLE_OP a menu and a signed-in op's sidebar shows it
// without a reload; the admin takes it away and the op's open tab of that page closes, and its
// deep link answers 403 after a reload; the admin disables a user and that user's browser lands
// on sign-in. The admin works in English in the system pages, the op in Chinese.

const PASSWORD = 'systempass2026';

/** Ids the test needs (the admin's lookups): ROLE_OP, a platform user, a menu node. */
async function lookups(request: APIRequestContext) {
  const { token } = await login(request, 'admin@example.com', E2E_DEMO_PASSWORD);
  const call = <T>(path: string, data: unknown) =>
    callApi<T>(request, 'POST', `system/${path}`, { token, data });
  const { list: roles } = await call<{ list: SystemRole[] }>('role/list', { limit: 100 });
  const { tree } = await call<{ tree: MenuNode[] }>('menu/list', {});
  const nodes: MenuNode[] = [];
  const visit = (list: MenuNode[]) =>
    list.forEach((node) => (nodes.push(node), visit(node.children)));
  visit(tree);
  return {
    token,
    opRole: roles.find((role) => role.key === 'ROLE_OP')!,
    node: (name: string) => nodes.find((node) => node.name === name)!,
    user: async (mobile: string) =>
      (await call<{ list: SystemUser[] }>('user/list', { phone: mobile })).list[0]!,
  };
}

/** In the role's menus dialog, checks or unchecks one node (with its subtree) and saves. */
async function setRoleMenu(admin: Page, roleId: number, nodeId: number, checked: boolean) {
  await admin.getByTestId(`role-menus-${roleId}`).click();
  const node = admin
    .getByTestId('role-menus-tree')
    .locator('.ant-tree-treenode', { has: admin.getByTestId(`menu-node-${nodeId}`) });
  const box = node.locator('.ant-tree-checkbox').first();
  await box.click();
  if (checked) await expect(box).toHaveClass(/ant-tree-checkbox-checked/);
  else await expect(box).not.toHaveClass(/ant-tree-checkbox-checked/);
  await admin.getByTestId('role-menus-save').click();
  await expect(admin.getByTestId('role-menus-tree')).toHaveCount(0);
}

test('menus follow the roles live; a removed page closes and answers 403; a disabled user is signed out', async ({
  page,
  browser,
  baseURL,
}) => {
  const ids = await lookups(page.request);
  const usersNode = ids.node('system-user');
  // A new user made an op by the admin, signed in in Chinese on the front-end log.
  const op = await registeredUser(page.request, PASSWORD);
  const opUser = await ids.user(op.mobile);
  await callApi(page.request, 'POST', 'system/user/update', {
    token: ids.token,
    data: { ...userUpdateBodyOf(opUser), roleIds: [ids.opRole.id] },
  });
  const context = await browser.newContext({ baseURL });
  const zh = await context.newPage();
  await zh.goto('/login');
  await zh.getByTestId('locale-zh-CN').click();
  await signIn(zh, op.mobile, PASSWORD);
  await zh.goto('/log');
  await expect(zh.getByTestId('menu-/log')).toBeVisible();
  await expect(zh.getByTestId('menu-/system/user')).toHaveCount(0);

  // The admin gives ROLE_OP the users page in /system/role.
  await signInEnglish(page, 'admin@example.com', E2E_DEMO_PASSWORD);
  await page.goto('/system/role');
  await setRoleMenu(page, ids.opRole.id, usersNode.id, true);
  await screenshot(page, 'system-roles-en-US');

  // The op's sidebar shows it without a reload; the op reads the users (no write buttons).
  await zh.getByTestId('menu-/system').click();
  await zh.getByTestId('menu-/system/user').click();
  await expect(zh).toHaveURL(/\/system\/user$/);
  await expect(zh.getByTestId('users-table')).toBeVisible();
  await expect(zh.getByTestId('user-new')).toHaveCount(0);
  await screenshot(zh, 'system-users-op-zh-CN');

  // The admin takes it away: the op's open page closes, and its deep link answers 403.
  await setRoleMenu(page, ids.opRole.id, usersNode.id, false);
  await expect(zh.getByTestId('menu-/system/user')).toHaveCount(0);
  await expect(zh).not.toHaveURL(/\/system\/user/);
  await zh.reload();
  await zh.goto('/system/user');
  await expect(zh).toHaveURL(/\/403$/);
  await expect(zh.getByText('抱歉，你无权访问该页面。')).toBeVisible();
  await screenshot(zh, 'system-op-403-zh-CN');

  // The admin disables the op in /system/user: the op's browser lands on sign-in.
  await zh.goto('/log');
  await page.goto('/system/user');
  await page.getByTestId(`user-edit-${opUser.id}`).click();
  await page.getByTestId('user-drawer').getByText('Disabled').click();
  await page.getByTestId('user-save').click();
  await expect(page.getByTestId('user-drawer')).toBeHidden();
  await expect(zh).toHaveURL(/\/login/, { timeout: 20_000 });
  await screenshot(page, 'system-users-en-US');
  await context.close();
});
