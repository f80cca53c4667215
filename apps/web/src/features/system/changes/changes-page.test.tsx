import type { ChangeListContent, SystemChange } from '@console/contract/system-changes';
import type { MenuListContent } from '@console/contract/system-menus';
import type { RoleListContent } from '@console/contract/system-roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../lib/testing/answers';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import {
  beginSystemTest,
  bodiesOf,
  menuTreeFixture,
  serveSystem,
  systemRoleOf,
} from '../../../lib/testing/system-fixtures';
import { ChangesPage } from './changes-page';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ request }));

const renamed: SystemChange = {
  id: 9,
  at: '2026-03-04T05:06:07Z',
  actorId: 1,
  actorName: 'Admin',
  target: 'role',
  targetId: 7,
  action: 'update',
  before: { name: 'Finance', desc: '', access: 'user' },
  after: { name: 'Accounts', desc: '', access: 'op' },
};

beforeEach(() => beginSystemTest(request));

describe('/system/change (docs/system.md "The change log")', { timeout: 30_000 }, () => {
  it('shows a change and, expanded, only the keys it changed, before and after', async () => {
    serveSystem(request, {
      'change/list': () => ok<ChangeListContent>({ list: [renamed], total: 1 }),
    });
    renderWithProviders(<ChangesPage />);
    const row = await screen.findByTestId('change-9');
    expect(row.textContent).toContain('Admin (#1)');
    expect(row.textContent).toContain('Role #7');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button'));
    const diff = await screen.findByTestId('change-diff-9');
    const lines = within(diff)
      .getAllByRole('row')
      .map((line) => [...line.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(lines.filter((cells) => cells.length)).toEqual([
      ['name', 'Finance', 'Accounts'],
      ['access', 'user', 'op'],
    ]);
  });

  it("names a role's menus and a user's roles, marking what the change added or removed", async () => {
    const menus: SystemChange = {
      ...renamed,
      id: 10,
      action: 'menus',
      before: { menu_list: [2, 3] },
      after: { menu_list: [2, 4, 99] },
    };
    const roles: SystemChange = {
      ...renamed,
      id: 11,
      target: 'user',
      before: { roleIds: [7] },
      after: { roleIds: [] },
    };
    serveSystem(request, {
      'change/list': () => ok<ChangeListContent>({ list: [menus, roles], total: 2 }),
      'menu/list': () => ok<MenuListContent>({ tree: menuTreeFixture() }),
      'role/list': () =>
        ok<RoleListContent>({ list: [systemRoleOf(7, { name: 'Finance' })], total: 1 }),
    });
    renderWithProviders(<ChangesPage />);
    const user = userEvent.setup();
    const cellsOf = async (id: number) => {
      await user.click(within(await screen.findByTestId(`change-${id}`)).getByRole('button'));
      const diff = await screen.findByTestId(`change-diff-${id}`);
      const cells = () => [...diff.querySelectorAll('tbody td')].map((cell) => cell.textContent);
      // The names arrive with the tree and the roles.
      await waitFor(() => expect(cells().join()).not.toContain('#2'));
      return cells();
    };
    expect(await cellsOf(10)).toEqual(['menu_list', 'Users− Edit users', 'Users+ Roles+ #99']);
    expect(await cellsOf(11)).toEqual(['roleIds', '− Finance', 'None']);
  });

  it('sends the filters, newest first', async () => {
    const calls = serveSystem(request, {
      'change/list': () => ok<ChangeListContent>({ list: [], total: 0 }),
    });
    renderWithProviders(<ChangesPage />);
    expect(await screen.findByText('No change matches')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByTestId('changes-filter-targetId'), '7');
    await user.click(screen.getByTestId('changes-filters-search'));
    await waitFor(() => expect(bodiesOf(calls, 'change/list')).toHaveLength(2));
    expect(bodiesOf(calls, 'change/list')[1]).toEqual({
      target: null,
      action: null,
      targetId: 7,
      actorId: null,
      date: null,
      offset: 0,
      limit: 10,
      sortKey: 'at',
      sortType: 'desc',
    });
  });
});
