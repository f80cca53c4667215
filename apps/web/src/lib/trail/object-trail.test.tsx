import type { MerchantContextContent } from '@console/contract/merchants';
import type { TrailListContent } from '@console/contract/trail';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Authorized } from '../authorized';
import type { ApiSuccess } from '../http/api-result';
import { initTestI18n } from '../testing/i18n';
import { renderWithProviders } from '../testing/render-with-providers';
import { signInToShop } from '../testing/session';
import { ok, openMenus, shopContext } from '../testing/answers';
import { trailEntryOf } from '../testing/trail-fixtures';
import { ObjectTrail } from './object-trail';

const request = vi.hoisted(() => vi.fn());
vi.mock('../http/client', () => ({ request }));

type Call = { path: string; query?: Record<string, unknown> };

/** The member context given, and the order's history in two pages (two entries, then one). */
function serve(context: ApiSuccess<MerchantContextContent>, entries = 3) {
  request.mockImplementation(({ path, query }: Call) => {
    if (path === '/merchant/context') return Promise.resolve(context);
    if (path === '/menus') return Promise.resolve(openMenus());
    if (path !== '/trail') return Promise.reject(new Error(`unexpected ${path}`));
    if (entries === 0)
      return Promise.resolve(ok<TrailListContent>({ entries: [], nextLastId: null }));
    return Promise.resolve(
      query?.last_id === undefined
        ? ok<TrailListContent>({
            entries: [
              trailEntryOf(3),
              trailEntryOf(2, {
                action: 'pay',
                actor: { type: 'customer', id: 30, name: 'Li Lei' },
                before: { status: 'pending_payment' },
                after: { status: 'paid' },
              }),
            ],
            nextLastId: 2,
          })
        : ok<TrailListContent>({
            entries: [
              trailEntryOf(1, {
                action: 'create',
                actor: { type: 'customer', id: 30, name: 'Li Lei' },
                before: null,
                after: { status: 'pending_payment', amountCents: 3980 },
                ip: null,
                userAgent: null,
                requestId: null,
              }),
            ],
            nextLastId: null,
          }),
    );
  });
}

const trailCalls = () =>
  request.mock.calls.map((args) => args[0] as Call).filter((call) => call.path === '/trail');

/** The history, and a mark that shows once the member's keys are known (order:view). */
function renderHistory() {
  return renderWithProviders(
    <>
      <Authorized permission="order:view">
        <span data-testid="context-known" />
      </Authorized>
      <ObjectTrail objectType="order" objectId={5} />
    </>,
  );
}

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
});

describe('an object\'s own history (docs/web.md "Trail page")', { timeout: 30_000 }, () => {
  it('lists the object’s entries for the owner: action, who, when, before → after', async () => {
    serve(shopContext('owner', []));
    renderHistory();
    const refund = await screen.findByTestId('object-trail-entry-3');
    expect(trailCalls()[0]?.query).toMatchObject({
      objectType: 'order',
      objectId: 5,
      pageSize: 10,
    });
    expect(screen.getByRole('heading', { name: 'Change history' })).toBeTruthy();
    expect(within(refund).getByText('Refunded', { selector: 'strong' })).toBeTruthy();
    expect(within(refund).getByText('Member')).toBeTruthy();
    expect(within(refund).getByText('Owner Wang')).toBeTruthy();
    expect(within(refund).getByText('Paid').tagName).toBe('DEL');
    expect(within(refund).getByText('Refunded', { selector: 'ins' })).toBeTruthy();
    expect(refund.querySelector('time')?.getAttribute('datetime')).toBe('2026-05-01T02:05:00.000Z');
    // 10:05 on the merchant's clock (Asia/Shanghai), whatever the test's own zone.
    expect(refund.querySelector('time')?.textContent).toMatch(/^2026-05-01 10:05:00/);
    const pay = screen.getByTestId('object-trail-entry-2');
    expect(within(pay).getByText('Customer')).toBeTruthy();
    // Where the write came from, on demand.
    await userEvent.setup().click(within(refund).getByText('Request details'));
    expect(within(refund).getByTestId('trail-origin-ip').textContent).toContain('203.0.113.7');
    expect(within(refund).getByTestId('trail-origin-requestId').textContent).toContain('req-1a2b');
    // A link to the whole trail of this object.
    expect(screen.getByTestId('object-trail-all').getAttribute('href')).toBe(
      '/account/trail?objectType=order&objectId=5',
    );
  });

  it('loads earlier entries by the answer’s nextLastId', async () => {
    serve(shopContext('owner', []));
    renderHistory();
    await screen.findByTestId('object-trail-entry-3');
    await userEvent.setup().click(screen.getByTestId('object-trail-more'));
    const created = await screen.findByTestId('object-trail-entry-1');
    expect(trailCalls().at(-1)?.query).toMatchObject({ last_id: 2 });
    expect(within(created).getByText('Placed')).toBeTruthy();
    expect(within(created).getByText('¥39.80')).toBeTruthy();
    // No origin recorded: nothing to open.
    expect(within(created).queryByText('Request details')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('object-trail-more')).toBeNull());
  });

  it('is shown to a member holding trail:view', async () => {
    serve(shopContext('member', ['order:view', 'trail:view']));
    renderHistory();
    expect(await screen.findByTestId('object-trail-entry-3')).toBeTruthy();
  });

  it('is not there, and asks nothing, for a member without trail:view', async () => {
    serve(shopContext('member', ['order:view', 'order:manage']));
    renderHistory();
    await screen.findByTestId('context-known');
    expect(screen.queryByTestId('object-trail')).toBeNull();
    expect(screen.queryByText('Change history')).toBeNull();
    expect(trailCalls()).toEqual([]);
  });

  it('says when nothing was recorded yet', async () => {
    serve(shopContext('owner', []), 0);
    renderHistory();
    expect((await screen.findByTestId('object-trail-empty')).textContent).toContain(
      'No changes recorded yet',
    );
    expect(screen.queryByTestId('object-trail-all')).toBeNull();
  });
});
