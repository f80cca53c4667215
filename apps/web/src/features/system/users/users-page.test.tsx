import type { RoleListContent } from '@console/contract/system-roles';
import type { UserListContent } from '@console/contract/system-users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { ok, openMenus } from '../../../lib/testing/answers';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import {
  beginSystemTest,
  bodiesOf,
  deletedAnswer,
  serveSystem,
  systemRoleOf,
  systemUserOf,
} from '../../../lib/testing/system-fixtures';
import { NO_USER_FILTER } from './user-values';
import { UsersPage } from './users-page';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ request }));

const ada = systemUserOf(1, { name: 'Ada', role: ['ROLE_ADMIN'], roleIds: [3] });
const bob = systemUserOf(2, { name: 'Bob', status: 2 });
const owner = systemUserOf(3, { name: 'Owner', ownsMerchant: true });

const serve = (answers: Record<string, () => unknown> = {}) =>
  serveSystem(request, {
    'user/list': () => ok<UserListContent>({ list: [ada, bob, owner], total: 3, capped: false }),
    'role/list': () =>
      ok<RoleListContent>({ list: [systemRoleOf(3, { key: 'ROLE_ADMIN' })], total: 1 }),
    ...answers,
  });

beforeEach(() => beginSystemTest(request));

describe('/system/user (docs/system.md "Users")', { timeout: 30_000 }, () => {
  it('draws the rows of the answer: roles and status as tags', async () => {
    serve();
    renderWithProviders(<UsersPage />);
    expect((await screen.findByTestId('user-1')).textContent).toContain('Ada');
    const table = screen.getByTestId('users-table');
    expect(table.textContent).toContain('ROLE_ADMIN');
    expect(table.textContent).toContain('Disabled');
    expect(screen.getByText('3 in total')).toBeTruthy();
  });

  it('sends the spec §5 filters in the body, from the first row again', async () => {
    const calls = serve();
    renderWithProviders(<UsersPage />);
    await screen.findByTestId('user-1');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('users-filter-name'), ' ad ');
    await user.type(screen.getByTestId('users-filter-phone'), '138');
    await user.click(screen.getByTestId('users-filters-search'));
    await waitFor(() => expect(bodiesOf(calls, 'user/list')).toHaveLength(2));
    expect(bodiesOf(calls, 'user/list')[1]).toEqual({
      ...NO_USER_FILTER,
      name: 'ad',
      phone: '138',
      offset: 0,
      limit: 10,
      sortKey: 'date',
      sortType: 'desc',
    });
  });

  it('deletes the selected users after a confirmation naming how many', async () => {
    const calls = serve({ 'user/delete/multiple': () => deletedAnswer(2) });
    renderWithProviders(<UsersPage />);
    await screen.findByTestId('user-1');
    const user = userEvent.setup();
    const rows = screen.getAllByRole('checkbox', { name: /select row/i });
    await user.click(rows[0]!);
    await user.click(rows[1]!);
    // The owner of a merchant cannot be chosen.
    expect((rows[2] as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByTestId('users-delete-selected'));
    expect(await screen.findByText('Delete the 2 selected users?')).toBeTruthy();
    expect(bodiesOf(calls, 'user/delete/multiple')).toEqual([]);
    await user.click(screen.getByTestId('users-delete-selected-ok'));
    await waitFor(() => expect(bodiesOf(calls, 'user/delete/multiple')).toEqual([{ ids: [1, 2] }]));
  });

  it('deletes one row after its confirmation', async () => {
    const calls = serve({ 'user/delete': () => deletedAnswer(1) });
    renderWithProviders(<UsersPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-delete-2'));
    await user.click(await screen.findByTestId('user-delete-2-ok'));
    await waitFor(() => expect(bodiesOf(calls, 'user/delete')).toEqual([{ id: 2 }]));
  });

  it("shows no write button to an admin whose roles lack the page's action key", async () => {
    serve({ '/menus': () => openMenus(['admin']) });
    renderWithProviders(<UsersPage />);
    await screen.findByTestId('user-1');
    expect(screen.queryByTestId('user-new')).toBeNull();
    expect(screen.queryByTestId('user-edit-1')).toBeNull();
    // (With the key, as ROLE_ADMIN holds it, the other tests find the buttons.)
  });

  it('says when more users match a filter than were counted', async () => {
    serve({
      'user/list': () => ok<UserListContent>({ list: [ada, bob], total: 200, capped: true }),
    });
    renderWithProviders(<UsersPage />);
    expect(
      await screen.findByText('More than 200: page on to count further, or narrow the filters'),
    ).toBeTruthy();
  });

  it('shows no write button to an operator', async () => {
    beginSystemTest(request, 'op');
    serve();
    renderWithProviders(<UsersPage />);
    await screen.findByTestId('user-1');
    expect(screen.queryByTestId('user-new')).toBeNull();
    expect(screen.queryByTestId('users-delete-selected')).toBeNull();
    expect(screen.queryByTestId('user-edit-1')).toBeNull();
    expect(screen.queryByTestId('user-delete-1')).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it('sends the whole record on edit and shows the server field errors on the fields', async () => {
    const calls = serve({
      'user/update': () =>
        new ApiError({
          code: '1001',
          message: 'invalid',
          fields: { account: 'system.user.accountTaken', mail: 'Another user has this email' },
        }),
    });
    renderWithProviders(<UsersPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-edit-1'));
    const drawer = await screen.findByTestId('user-drawer');
    await waitFor(() =>
      expect((within(drawer).getByTestId('user-name') as HTMLInputElement).value).toBe('Ada'),
    );
    await user.click(screen.getByTestId('user-save'));
    await waitFor(() => expect(bodiesOf(calls, 'user/update')).toHaveLength(1));
    expect(bodiesOf(calls, 'user/update')[0]).toEqual({
      id: 1,
      name: 'Ada',
      account: 'user1',
      phone: '13800000001',
      mail: 'user1@example.com',
      gender: 1,
      status: 1,
      birthday: null,
      region: [],
      roleIds: [3],
      desc: '',
    });
    expect(await within(drawer).findByText('This account is taken')).toBeTruthy();
    expect(within(drawer).getByText('Another user has this email')).toBeTruthy();
  });
});
