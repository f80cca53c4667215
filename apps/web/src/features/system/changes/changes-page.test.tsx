import type { ChangeListContent, SystemChange } from '@console/contract/system-changes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../lib/testing/answers';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { beginSystemTest, bodiesOf, serveSystem } from '../../../lib/testing/system-fixtures';
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

describe('/system/change (issue 17)', { timeout: 30_000 }, () => {
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
