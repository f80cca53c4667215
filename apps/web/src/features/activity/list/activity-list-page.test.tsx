import type { ActivitiesContent } from '@console/contract/activities';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../lib/testing/i18n';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { ActivityListPage } from './activity-list-page';
import { signInToShop } from '../../../lib/testing/session';
import { ok, shopContext } from '../../../lib/testing/answers';
import { activityOf } from '../activity-fixtures';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ request }));

const row = (id: number) =>
  activityOf({
    id,
    status: 'approved',
    phase: 'signing_up',
    version: 1,
    title: `Activity ${id}`,
    cover: { id: 1, url: `/files/${id}.png`, mime: 'image/png', size: 1024 },
    priceCents: 1990,
    capacity: 30,
    sold: 4,
    startAt: '2026-08-01T02:00:00Z',
    endAt: '2026-08-01T04:00:00Z',
  });

type Call = { path: string; query?: Record<string, unknown> };

/** Activity pages of two rows then one; `total` 0 answers an empty list. */
function serve(total: number) {
  request.mockImplementation(({ path, query }: Call) => {
    if (path === '/merchant/context') {
      return Promise.resolve(shopContext('owner', []));
    }
    if (total === 0)
      return Promise.resolve(ok<ActivitiesContent>({ activities: [], nextLastId: null }));
    return Promise.resolve(
      query?.last_id === undefined
        ? ok<ActivitiesContent>({ activities: [row(3), row(2)], nextLastId: 2 })
        : ok<ActivitiesContent>({ activities: [row(1)], nextLastId: null }),
    );
  });
}

const listQueries = () =>
  request.mock.calls.map((args) => args[0] as Call).filter((call) => call.path === '/activities');

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
});

// Rendering antd's table and pickers in jsdom is slow on a loaded machine.
describe('activity list page (docs/web.md "Activities")', { timeout: 20_000 }, () => {
  it('asks for what the URL says, ignoring what it cannot use', async () => {
    serve(2);
    renderWithProviders(<ActivityListPage />, {
      path: '/activity/list?status=pending&phase=soon&sort=start_asc&keyword=run',
    });
    await screen.findByTestId('activity-row-3');
    expect(listQueries()[0]?.query).toMatchObject({
      status: 'pending',
      keyword: 'run',
      sort: 'start_asc',
    });
    expect(listQueries()[0]?.query).not.toHaveProperty('phase');
  });

  it('shows a row per activity and loads the next keyset page on demand', async () => {
    serve(3);
    renderWithProviders(<ActivityListPage />, { path: '/activity/list' });
    const first = await screen.findByTestId('activity-row-3');
    expect(within(first).getByText('Activity 3')).toBeTruthy();
    expect(within(first).getByText('4 / 30')).toBeTruthy();
    expect(within(first).getByText('¥19.90')).toBeTruthy();
    await userEvent.setup().click(screen.getByTestId('activity-load-more'));
    await screen.findByTestId('activity-row-1');
    expect(listQueries().at(-1)?.query).toMatchObject({ last_id: 2 });
    await waitFor(() => expect(screen.queryByTestId('activity-load-more')).toBeNull());
  });

  it('leads to the first activity when there is none', async () => {
    serve(0);
    renderWithProviders(<ActivityListPage />, { path: '/activity/list' });
    const empty = await screen.findByTestId('activity-empty');
    expect(within(empty).getByText('No activities yet')).toBeTruthy();
    expect(await within(empty).findByTestId('activity-new')).toBeTruthy();
  });

  it('offers to clear the filters when nothing matches them', async () => {
    serve(0);
    renderWithProviders(<ActivityListPage />, { path: '/activity/list?status=offline' });
    const empty = await screen.findByTestId('activity-empty');
    expect(within(empty).getByText('No activities match these filters')).toBeTruthy();
    await userEvent.setup().click(within(empty).getByText('Clear filters'));
    await waitFor(() => expect(listQueries().at(-1)?.query).not.toHaveProperty('status'));
  });
});
