import type { MerchantMembersContent } from '@console/contract/merchants';
import type { TrailListContent } from '@console/contract/trail';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, openMenus, shopContext } from '../../lib/testing/answers';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { signInToShop } from '../../lib/testing/session';
import { trailEntryOf } from '../../lib/testing/trail-fixtures';
import { TrailPage } from './trail-page';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http/client', () => ({ request }));

type Call = { path: string; query?: Record<string, unknown> };

const refund = trailEntryOf(3);
const hide = trailEntryOf(2, {
  actor: { type: 'member', id: 11, name: 'Staff Li' },
  action: 'hide',
  objectType: 'review',
  objectId: 40,
  before: { status: 'published', hiddenReason: null },
  after: { status: 'hidden', hiddenReason: 'spam' },
});
const tags = trailEntryOf(1, {
  actor: { type: 'member', id: 11, name: 'Staff Li' },
  action: 'setTags',
  objectType: 'customer',
  objectId: 30,
  before: { tags: [] },
  after: { tags: ['vip'] },
});

/** The owner of merchant 7 with a sub-account; the trail in two pages, or none at all. */
function serve(total: 'some' | 'none' = 'some') {
  request.mockImplementation(({ path, query }: Call) => {
    if (path === '/merchant/context') return Promise.resolve(shopContext('owner', []));
    if (path === '/menus') return Promise.resolve(openMenus());
    if (path === '/merchant/members') {
      return Promise.resolve(
        ok<MerchantMembersContent>({
          members: [
            {
              id: 1,
              userId: 10,
              nickname: 'Owner Wang',
              mobile: '138****0001',
              role: 'owner',
              permissions: [],
              status: 'active',
            },
            {
              id: 2,
              userId: 11,
              nickname: 'Staff Li',
              mobile: '138****0002',
              role: 'member',
              permissions: ['review:reply', 'customer:manage'],
              status: 'active',
            },
          ],
        }),
      );
    }
    if (path !== '/trail') return Promise.reject(new Error(`unexpected ${path}`));
    if (total === 'none') {
      return Promise.resolve(ok<TrailListContent>({ entries: [], nextLastId: null }));
    }
    return Promise.resolve(
      query?.last_id === undefined
        ? ok<TrailListContent>({ entries: [refund, hide], nextLastId: 2 })
        : ok<TrailListContent>({ entries: [tags], nextLastId: null }),
    );
  });
}

const trailQueries = () =>
  request.mock.calls
    .map((args) => args[0] as Call)
    .filter((call) => call.path === '/trail')
    .map((call) => call.query);

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the trail page (docs/web.md "Trail page")', { timeout: 30_000 }, () => {
  it('asks for what the URL says and shows who did what to which object, before → after', async () => {
    serve();
    renderWithProviders(<TrailPage />, {
      path: '/account/trail?actorType=member&actorId=11&objectType=review&from=2026-05-01&x=1',
    });
    const row = await screen.findByTestId('trail-row-2');
    expect(trailQueries()[0]).toEqual({
      actorType: 'member',
      actorId: 11,
      objectType: 'review',
      from: '2026-05-01',
      last_id: undefined,
      pageSize: 20,
    });
    expect(within(row).getByText('Member')).toBeTruthy();
    expect(within(row).getByText('Staff Li')).toBeTruthy();
    expect(within(row).getByTestId('trail-action').textContent).toBe('Hidden');
    expect(within(row).getByRole('link', { name: 'Review #40' }).getAttribute('href')).toBe(
      '/eva?tab=reviews&review=40',
    );
    expect(within(row).getByText('Published').tagName).toBe('DEL');
    expect(within(row).getByText('Spam').tagName).toBe('INS');
    // The merchant's day over its time (Asia/Shanghai), whatever the test's own zone.
    const time = row.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2026-05-01T02:05:00.000Z');
    expect(time.textContent).toBe('2026-05-0110:05:00');
    const order = screen.getByTestId('trail-row-3');
    expect(within(order).getByRole('link', { name: 'Order #5' }).getAttribute('href')).toBe(
      '/shop/order?order=5',
    );
    // The actor filter names the member the URL chose (members list: the owner may read it).
    await waitFor(() =>
      expect(screen.getByTestId('trail-filter-actor').textContent).toBe('Staff Li (member)'),
    );
  });

  it('loads the next keyset page on demand', async () => {
    serve();
    renderWithProviders(<TrailPage />, { path: '/account/trail' });
    await screen.findByTestId('trail-row-3');
    await userEvent.setup().click(screen.getByTestId('trail-load-more'));
    const row = await screen.findByTestId('trail-row-1');
    expect(trailQueries().at(-1)).toMatchObject({ last_id: 2 });
    expect(within(row).getByTestId('trail-action').textContent).toBe('Tags changed');
    expect(within(row).getByText('vip').tagName).toBe('INS');
    await waitFor(() => expect(screen.queryByTestId('trail-load-more')).toBeNull());
  });

  it('opens an entry to show where it came from and both sides whole', async () => {
    serve();
    renderWithProviders(<TrailPage />, { path: '/account/trail' });
    await screen.findByTestId('trail-row-3');
    const user = userEvent.setup();
    const expand = screen.getByRole('button', { name: 'Show the details of entry 3' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    await user.click(expand);
    const details = screen.getByTestId('trail-details-3');
    expect(within(details).getByTestId('trail-origin-ip').textContent).toContain('203.0.113.7');
    expect(within(details).getByTestId('trail-origin-userAgent').textContent).toContain(
      'Chrome/140.0',
    );
    expect(within(details).getByTestId('trail-origin-requestId').textContent).toContain('req-1a2b');
    expect(details.textContent).toContain('"refundReason": "The event moved"');
    await user.click(screen.getByRole('button', { name: 'Hide the details of entry 3' }));
    expect(screen.queryByTestId('trail-details-3')).toBeNull();
  });

  it('tells "nothing yet" from "nothing matches", and clears the filters', async () => {
    serve('none');
    const { unmount } = renderWithProviders(<TrailPage />, { path: '/account/trail' });
    expect((await screen.findByTestId('trail-empty')).textContent).toContain(
      'Nothing recorded yet',
    );
    expect(screen.getByTestId('trail-export')).toHaveProperty('disabled', true);
    unmount();
    renderWithProviders(<TrailPage />, { path: '/account/trail?action=refund' });
    const empty = await screen.findByTestId('trail-empty');
    expect(empty.textContent).toContain('No entries match these filters');
    await userEvent.setup().click(within(empty).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(trailQueries().at(-1)).not.toHaveProperty('action'));
  });

  it('downloads the CSV of the filter shown', async () => {
    serve();
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response('\uFEFFtime,actor\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="trail-20260501.csv"',
          },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    // jsdom neither makes object URLs nor downloads: the file's name is what the link says.
    Object.assign(URL, { createObjectURL: () => 'blob:trail', revokeObjectURL: () => undefined });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderWithProviders(<TrailPage />, { path: '/account/trail?actorType=customer&action=pay' });
    await screen.findByTestId('trail-row-3');
    await userEvent.setup().click(screen.getByTestId('trail-export'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]), 'http://console.test');
    expect(url.pathname).toBe('/api/trail/export.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      actorType: 'customer',
      action: 'pay',
      merchants_id: '7',
    });
    expect(await screen.findByText('Exported trail-20260501.csv')).toBeTruthy();
    expect(saved).toEqual(['trail-20260501.csv']);
  });
});
