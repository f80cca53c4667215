import type { MenuListContent } from '@console/contract/system-menus';
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
} from '../../../lib/testing/system-fixtures';
import { MenusPage } from './menus-page';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ request }));

const serve = (answers: Record<string, () => unknown> = {}) =>
  serveSystem(request, {
    'menu/list': () => ok<MenuListContent>({ tree: menuTreeFixture() }),
    ...answers,
  });

beforeEach(() => beginSystemTest(request));

describe('/system/menu (docs/system.md "Menus")', { timeout: 30_000 }, () => {
  it('draws the tree in the interface language, action keys marked', async () => {
    serve();
    renderWithProviders(<MenusPage />);
    const tree = await screen.findByTestId('menus-page');
    expect((await within(tree).findByTestId('menu-node-2')).textContent).toBe('Users ');
    expect(within(tree).getByTestId('menu-node-3').textContent).toContain('system:user:write');
  });

  it('deletes a node with its subtree after saying so', async () => {
    const calls = serve({ 'menu/delete': () => deletedAnswer(2) });
    renderWithProviders(<MenusPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('menu-node-2'));
    expect((await screen.findByTestId('menu-detail')).textContent).toContain('/system/user');
    await user.click(screen.getByTestId('menu-delete'));
    expect(await screen.findByText(/and the 1 nodes under it/)).toBeTruthy();
    await user.click(screen.getByTestId('menu-delete-ok'));
    await waitFor(() => expect(bodiesOf(calls, 'menu/delete')).toEqual([{ id: 2 }]));
  });

  it('offers no delete for the system pages admins need, nor for a group holding one', async () => {
    serve();
    renderWithProviders(<MenusPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('menu-node-1'));
    expect((screen.getByTestId('menu-delete') as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByTestId('menu-node-4'));
    expect((screen.getByTestId('menu-delete') as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a sider node under the chosen one and shows the field errors', async () => {
    const calls = serve({
      'menu/sider/create': () =>
        new ApiError({ code: '1001', message: 'x', fields: { name: 'system.menu.nameTaken' } }),
    });
    renderWithProviders(<MenusPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('menu-node-4'));
    await user.click(screen.getByTestId('menu-new-sider'));
    expect((await screen.findByTestId('menu-parent')).textContent).toBe('Roles');
    await user.type(screen.getByTestId('menu-title'), '财务');
    await user.type(screen.getByTestId('menu-title-en'), 'Finance');
    await user.type(screen.getByTestId('menu-name'), 'finance');
    await user.click(screen.getByTestId('menu-save'));
    await waitFor(() => expect(bodiesOf(calls, 'menu/sider/create')).toHaveLength(1));
    expect(bodiesOf(calls, 'menu/sider/create')[0]).toEqual({
      parentId: 4,
      kind: 'menu',
      title: '财务',
      titleEn: 'Finance',
      subtitle: '',
      path: null,
      name: 'finance',
      icon: null,
      hidden: false,
    });
    expect(await screen.findByText('Another menu already uses this key')).toBeTruthy();
  });

  it('gives an operator the tree and the details only', async () => {
    beginSystemTest(request, 'op');
    serve();
    renderWithProviders(<MenusPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('menu-node-2'));
    await screen.findByTestId('menu-detail');
    for (const id of ['menu-new-header', 'menu-new-sider', 'menus-delete-selected', 'menu-edit']) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
    expect(screen.queryByTestId('menu-delete')).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });
});
