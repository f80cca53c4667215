import type { MenuListContent } from '@console/contract/system-menus';
import type { RoleListContent } from '@console/contract/system-roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { ok } from '../../../lib/testing/answers';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import {
  beginSystemTest,
  bodiesOf,
  deletedAnswer,
  menuTreeFixture,
  serveSystem,
  systemRoleOf,
  writtenAnswer,
} from '../../../lib/testing/system-fixtures';
import { RolesPage } from './roles-page';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ request }));

const builtIn = systemRoleOf(1, { key: 'ROLE_USER', builtIn: true, default_role: 1, users: 5 });
const finance = systemRoleOf(7, { key: 'ROLE_FINANCE', name: 'Finance', menu_list: [5] });
const audit = systemRoleOf(8, { key: 'ROLE_AUDIT', name: 'Audit', access: 'op' });

const serve = (answers: Record<string, () => unknown> = {}) =>
  serveSystem(request, {
    'role/list': () => ok<RoleListContent>({ list: [builtIn, finance, audit], total: 3 }),
    'menu/list': () => ok<MenuListContent>({ tree: menuTreeFixture() }),
    ...answers,
  });

beforeEach(() => beginSystemTest(request));

describe('/system/role (docs/system.md "Roles")', { timeout: 30_000 }, () => {
  it('lists the roles; a built-in or default role cannot be deleted', async () => {
    serve();
    renderWithProviders(<RolesPage />);
    expect((await screen.findByTestId('role-7')).textContent).toContain('ROLE_FINANCE');
    const table = screen.getByTestId('roles-table');
    expect(table.textContent).toContain('Built-in');
    expect(table.textContent).toContain('Operator');
    expect((screen.getByTestId('role-delete-1') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('role-delete-7') as HTMLButtonElement).disabled).toBe(false);
  });

  it('pages and sorts by the server: a page, a column order, a page size', async () => {
    const calls = serve({
      'role/list': () => ok<RoleListContent>({ list: [builtIn, finance, audit], total: 45 }),
    });
    renderWithProviders(<RolesPage />);
    await screen.findByTestId('role-7');
    const user = userEvent.setup();
    const pager = screen.getByTestId('roles-table-pager');
    expect(within(pager).getByText('45 in total')).toBeTruthy();
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(bodiesOf(calls, 'role/list')).toHaveLength(2));
    // A new order starts from the first page again.
    await user.click(
      within(screen.getByRole('columnheader', { name: /Role/ })).getByRole('button'),
    );
    await waitFor(() => expect(bodiesOf(calls, 'role/list')).toHaveLength(3));
    await user.selectOptions(within(pager).getByRole('combobox'), '20');
    await waitFor(() => expect(bodiesOf(calls, 'role/list')).toHaveLength(4));
    expect(bodiesOf(calls, 'role/list')).toEqual([
      { offset: 0, limit: 10, sortKey: 'id', sortType: 'asc' },
      { offset: 20, limit: 10, sortKey: 'id', sortType: 'asc' },
      { offset: 0, limit: 10, sortKey: 'name', sortType: 'asc' },
      { offset: 0, limit: 20, sortKey: 'name', sortType: 'asc' },
    ]);
    expect(screen.getByRole('columnheader', { name: /Role/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('deletes the selected roles after the confirmation', async () => {
    const calls = serve({ 'role/delete/multiple': () => deletedAnswer(2) });
    renderWithProviders(<RolesPage />);
    await screen.findByTestId('role-7');
    const user = userEvent.setup();
    const boxes = screen.getAllByRole('checkbox', { name: /select row/i });
    expect((boxes[0] as HTMLInputElement).disabled).toBe(true);
    await user.click(boxes[1]!);
    await user.click(boxes[2]!);
    await user.click(screen.getByTestId('roles-delete-selected'));
    expect(await screen.findByText(/Delete the 2 selected roles\?/)).toBeTruthy();
    await user.click(screen.getByTestId('roles-delete-selected-ok'));
    await waitFor(() => expect(bodiesOf(calls, 'role/delete/multiple')).toEqual([{ ids: [7, 8] }]));
  });

  it("saves a role's menus: a checked page takes its group and its action keys", async () => {
    const calls = serve({ 'role/menu/update': () => writtenAnswer(7) });
    renderWithProviders(<RolesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('role-menus-7'));
    const tree = await screen.findByTestId('role-menus-tree');
    await within(tree).findByText('Users');
    expect(within(tree).getByText('system:user:write')).toBeTruthy();
    await user.click(within(tree).getByText('Users'));
    await user.click(screen.getByTestId('role-menus-save'));
    await waitFor(() => expect(bodiesOf(calls, 'role/menu/update')).toHaveLength(1));
    const [body] = bodiesOf(calls, 'role/menu/update');
    expect(body?.id).toBe(7);
    expect([...(body?.menu_list as number[])].sort()).toEqual([1, 2, 3, 5]);
  });

  it('shows the server field errors in the new role dialog', async () => {
    const calls = serve({
      'role/create': () =>
        new ApiError({ code: '1001', message: 'x', fields: { key: 'system.role.keyTaken' } }),
    });
    renderWithProviders(<RolesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('role-new'));
    await user.type(await screen.findByTestId('role-key'), 'FINANCE');
    await user.type(screen.getByTestId('role-name'), '财务');
    await user.type(screen.getByTestId('role-name-en'), 'Finance');
    await user.click(screen.getByTestId('role-save'));
    await waitFor(() => expect(bodiesOf(calls, 'role/create')).toHaveLength(1));
    expect(bodiesOf(calls, 'role/create')[0]).toEqual({
      key: 'ROLE_FINANCE',
      name: '财务',
      nameEn: 'Finance',
      desc: '',
      access: 'user',
      default_role: 0,
      requireSecondFactor: false,
    });
    expect(await screen.findByText('A role with this key exists')).toBeTruthy();
  });

  it('lets an operator read the menus but write nothing', async () => {
    beginSystemTest(request, 'op');
    serve();
    renderWithProviders(<RolesPage />);
    await screen.findByTestId('role-7');
    expect(screen.queryByTestId('role-new')).toBeNull();
    expect(screen.queryByTestId('roles-delete-selected')).toBeNull();
    expect(screen.queryByTestId('role-edit-7')).toBeNull();
    expect(screen.queryByTestId('role-delete-7')).toBeNull();
    expect(screen.getByTestId('role-menus-7')).toBeTruthy();
  });
});
