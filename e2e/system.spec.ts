import type { APIRequestContext } from '@playwright/test';
import type { SystemRole } from '@console/contract/system-roles';
import type { SystemUser } from '@console/contract/system-users';
import { callApi } from './support/api.ts';
import { login, registeredUser } from './support/accounts.ts';
import { signIn } from './support/onboarding.ts';
import { screenshot } from './support/screenshot.ts';
import { E2E_DEMO_PASSWORD } from './support/server-env.ts';
import { expect, test } from './support/test.ts';

// Issue 17 done-when 2: an admin gives ROLE_OP a menu and a signed-in op's sidebar shows it
// without a reload; the admin takes it away and the op's open tab of that page closes, and its
// deep link answers 403 after a reload; the admin disables a user and that user's browser lands
// on sign-in. The op works in Chinese, the admin in English.

const PASSWORD = 'systempass2026';

async function adminToken(request: APIRequestContext) {
  return (await login(request, 'admin@example.com', E2E_DEMO_PASSWORD)).token;
}

async function listedUser(request: APIRequestContext, token: string, mobile: string) {
  const { list } = await callApi<{ list: SystemUser[] }>(request, 'POST', 'system/user/list', {
    token,
    data: { phone: mobile },
  });
  return list[0]!;
}

/** user/update of a listed user with `changes`. */
async function updateUser(
  request: APIRequestContext,
  token: string,
  user: SystemUser,
  changes: Partial<SystemUser>,
) {
  const {
    role: _role,
    ownsMerchant: _owns,
    avatar: _avatar,
    date: _date,
    ...fields
  } = {
    ...user,
    ...changes,
  };
  await callApi(request, 'POST', 'system/user/update', { token, data: fields });
}

async function opRole(request: APIRequestContext, token: string) {
  const { list } = await callApi<{ list: SystemRole[] }>(request, 'POST', 'system/role/list', {
    token,
    data: { limit: 100 },
  });
  return list.find((role) => role.key === 'ROLE_OP')!;
}

test('menus follow the roles live; a removed page closes and answers 403; a disabled user is signed out', async ({
  page,
  browser,
  baseURL,
}) => {
  const token = await adminToken(page.request);
  // A new op, in Chinese, on the front-end log.
  const op = await registeredUser(page.request, PASSWORD);
  const opUser = await listedUser(page.request, token, op.mobile);
  const role = await opRole(page.request, token);
  await updateUser(page.request, token, opUser, { roleIds: [role.id] });
  const context = await browser.newContext({ baseURL });
  const zh = await context.newPage();
  await zh.goto('/login');
  await zh.getByTestId('locale-zh-CN').click();
  await signIn(zh, op.mobile, PASSWORD);
  await zh.goto('/log');
  await expect(zh.getByTestId('menu-/log')).toBeVisible();

  // The admin takes the log away from ROLE_OP (sider and header entries).
  const logIds = await menuIds(page.request, token, ['log', 'header-log']);
  await callApi(page.request, 'POST', 'system/role/menu/update', {
    token,
    data: { id: role.id, menu_list: role.menu_list.filter((id) => !logIds.includes(id)) },
  });
  // Without a reload: the entries go, the open tab of /log closes.
  await expect(zh.getByTestId('menu-/log')).toHaveCount(0);
  await expect(zh).not.toHaveURL(/\/log$/);
  await zh.goto('/log');
  await expect(zh).toHaveURL(/\/403$/);
  await expect(zh.getByText('抱歉，你无权访问该页面。')).toBeVisible();
  await screenshot(zh, 'system-op-403-zh-CN');

  // Given back: the entry shows again without a reload.
  await zh.goto('/home');
  await callApi(page.request, 'POST', 'system/role/menu/update', {
    token,
    data: { id: role.id, menu_list: role.menu_list },
  });
  await expect(zh.getByTestId('menu-/log')).toBeVisible();

  // Disabled: the op's browser lands on sign-in.
  await updateUser(page.request, token, await listedUser(page.request, token, op.mobile), {
    status: 2,
  });
  await expect(zh).toHaveURL(/\/login/, { timeout: 20_000 });
  await context.close();
});

async function menuIds(request: APIRequestContext, token: string, names: string[]) {
  type Node = { id: number; name: string; children: Node[] };
  const { tree } = await callApi<{ tree: Node[] }>(request, 'POST', 'system/menu/list', {
    token,
    data: {},
  });
  const ids: number[] = [];
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (names.includes(node.name)) ids.push(node.id);
      visit(node.children);
    }
  };
  visit(tree);
  return ids;
}
