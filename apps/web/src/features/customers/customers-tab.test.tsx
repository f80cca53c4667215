import type {
  CustomerContent,
  CustomerTagsContent,
  CustomersContent,
} from '@console/contract/customers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, shopContext } from '../../lib/testing/answers';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { customerOf } from '../../lib/testing/review-fixtures';
import { signInToShop } from '../../lib/testing/session';
import { CustomersTab } from './customers-tab';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http/client', () => ({ request }));

type Call = { method?: string; path: string; query?: Record<string, unknown>; body?: unknown };

const timeline: CustomerContent['timeline'] = [
  {
    kind: 'review',
    id: 41,
    at: '2026-05-03T02:00:00Z',
    title: 'Morning run',
    status: 'published',
    amountCents: null,
    rating: 5,
    member: null,
  },
  {
    kind: 'conversation',
    id: 61,
    at: '2026-05-02T02:00:00Z',
    title: 'Hello?',
    status: null,
    amountCents: null,
    rating: null,
    member: null,
  },
  {
    kind: 'order',
    id: 21,
    at: '2026-05-01T02:00:00Z',
    title: 'O2026000021',
    status: 'completed',
    amountCents: 3980,
    rating: null,
    member: null,
  },
];

/** The list and detail as a member with (`manage`) or without customer:manage reads them. */
function serve(manage: boolean) {
  const customer = manage
    ? customerOf(5, { mobile: '13800000000', mobileMasked: false, note: 'Likes mornings' })
    : customerOf(5);
  request.mockImplementation(({ method, path, body }: Call) => {
    if (path === '/merchant/context')
      return Promise.resolve(
        shopContext('member', manage ? ['customer:manage'] : ['customer:view']),
      );
    if (path === '/customers/tags')
      return Promise.resolve(ok<CustomerTagsContent>({ tags: [{ tag: 'VIP', count: 1 }] }));
    if (path === '/customers')
      return Promise.resolve(ok<CustomersContent>({ customers: [customer], nextLastId: null }));
    if (path === '/customers/5' || method === 'PUT') {
      const tags = (body as { tags?: string[] } | undefined)?.tags ?? customer.tags;
      return Promise.resolve(ok<CustomerContent>({ customer: { ...customer, tags }, timeline }));
    }
    throw new Error(`unexpected ${path}`);
  });
}

const calls = (path: string, method = 'GET') =>
  request.mock.calls
    .map((args) => args[0] as Call)
    .filter((call) => call.path === path && (call.method ?? 'GET') === method);

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
});

describe('customers tab (docs/customers.md "Web")', { timeout: 30_000 }, () => {
  it('asks with the URL filters and shows a masked mobile without customer:manage', async () => {
    serve(false);
    renderWithProviders(<CustomersTab />, {
      path: '/eva?tab=customers&keyword=zs&tags=VIP,回头客&sort=spent',
    });
    const row = await screen.findByTestId('customer-row-5');
    expect(calls('/customers')[0]?.query).toMatchObject({
      keyword: 'zs',
      tags: 'VIP,回头客',
      sort: 'spent',
    });
    const mobile = within(row).getByTestId('customer-mobile');
    expect(mobile.textContent).toBe('138****0000');
    expect(mobile.dataset.masked).toBe('true');
    expect(within(row).getByText('¥119.40')).toBeTruthy();
    expect(
      screen.getByPlaceholderText('Name, mobile ending or pinyin initials (e.g. zs)'),
    ).toBeTruthy();
  });

  it('lets a reader see tags and the timeline, but neither edit tags nor read the note editor', async () => {
    serve(false);
    renderWithProviders(<CustomersTab />, { path: '/eva?tab=customers&customer=5' });
    const detail = await screen.findByTestId('customer-detail');
    expect(within(detail).getByTestId('customer-tag-VIP')).toBeTruthy();
    expect(within(detail).queryByTestId('customer-tag-input')).toBeNull();
    expect(within(detail).queryByTestId('customer-note')).toBeNull();
    expect(within(detail).queryByRole('button', { name: 'Remove tag VIP' })).toBeNull();
    const links = within(within(detail).getByTestId('customer-timeline')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/eva?tab=reviews&review=41',
      '/cc?c=61',
      '/shop/order?keyword=O2026000021',
    ]);
  });

  it('adds and removes tags with customer:manage, sending the whole list', async () => {
    serve(true);
    renderWithProviders(<CustomersTab />, { path: '/eva?tab=customers' });
    const user = userEvent.setup();
    const row = await screen.findByTestId('customer-row-5');
    expect(within(row).getByTestId('customer-mobile').textContent).toBe('13800000000');
    await user.click(row);
    const detail = await screen.findByTestId('customer-detail');
    await user.type(within(detail).getByTestId('customer-tag-input'), '回头客{Enter}');
    await waitFor(() => expect(calls('/customers/5/tags', 'PUT')).toHaveLength(1));
    expect(calls('/customers/5/tags', 'PUT')[0]?.body).toEqual({ tags: ['VIP', '回头客'] });
    await user.click(within(detail).getByRole('button', { name: 'Remove tag VIP' }));
    await waitFor(() => expect(calls('/customers/5/tags', 'PUT')).toHaveLength(2));
    expect(calls('/customers/5/tags', 'PUT')[1]?.body).toEqual({ tags: [] });
    expect((within(detail).getByTestId('customer-note-text') as HTMLTextAreaElement).value).toBe(
      'Likes mornings',
    );
  });
});
