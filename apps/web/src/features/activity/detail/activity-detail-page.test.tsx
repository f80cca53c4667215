import type {
  Activity,
  ActivityContent,
  ActivityOverviewContent,
} from '@console/contract/activities';
import type { OrdersContent } from '@console/contract/orders';
import type { ReviewSummaryContent, ReviewsContent } from '@console/contract/reviews';
import type { TrailListContent } from '@console/contract/trail';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { initTestI18n } from '../../../lib/testing/i18n';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { ok, openMenus, shopContext } from '../../../lib/testing/answers';
import { orderOf } from '../../../lib/testing/order-fixtures';
import { reviewOf, summaryOf } from '../../../lib/testing/review-fixtures';
import { ActivityDetailPage } from './activity-detail-page';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ request }));

const rejected: Activity = {
  id: 5,
  merchantId: 7,
  status: 'rejected',
  phase: 'signing_up',
  version: 3,
  title: 'Pottery night',
  cover: null,
  category: 'arts',
  summary: 'Make a bowl',
  description: '<p>Bring <strong>an apron</strong></p>',
  mode: 'online',
  provinceCode: '',
  cityCode: '',
  districtCode: '',
  address: '',
  link: 'https://meet.example.com/1',
  startAt: '2030-05-01T10:00:00Z',
  endAt: '2030-05-01T12:00:00Z',
  signupDeadline: '2030-04-30T10:00:00Z',
  capacity: null,
  priceCents: 12_950,
  rejectReason: 'The cover does not show the event',
  sold: 0,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
};

const overview: ActivityOverviewContent = {
  reviews: [
    {
      id: 1,
      status: 'rejected',
      submittedBy: { id: 2, nickname: 'Mia' },
      submittedAt: '2026-01-01T01:00:00Z',
      decidedBy: { id: 3, nickname: 'Op' },
      decidedAt: '2026-01-01T02:00:00Z',
      reason: 'The cover does not show the event',
    },
  ],
  figures: { orders: 0, paid: 0, checkedIn: 0, revenueCents: 0 },
};

function serve(answer: (path: string) => unknown) {
  request.mockImplementation(({ path }: { path: string }) =>
    path === '/menus'
      ? Promise.resolve(openMenus())
      : path === '/merchant/context'
        ? Promise.resolve(shopContext('owner', ['activity:edit']))
        : path === '/trail'
          ? Promise.resolve(ok<TrailListContent>({ entries: [], nextLastId: null }))
          : Promise.resolve().then(() => answer(path)),
  );
}

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/activity/:id" element={<ActivityDetailPage />} />
    </Routes>,
    { path },
  );

const calledPaths = () => request.mock.calls.map(([options]) => (options as { path: string }).path);

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  useSessionStore.setState({ token: 't', company: { id: 7, name: 'Shop' } });
});

describe('activity detail page (docs/web.md "Activities")', () => {
  it('shows a rejected activity with its reason, fields, figures and history', async () => {
    const order = orderOf(31, 'paid', {
      orderNo: '20261122000031',
      contactName: 'Wang Fang',
      quantity: 2,
      amountCents: 0,
    });
    serve((path) =>
      path === '/orders'
        ? ok<OrdersContent>({ orders: [order], nextLastId: null })
        : path === '/reviews'
          ? ok<ReviewsContent>({
              reviews: [reviewOf(8, { text: 'Loved the clay' })],
              nextLastId: 9,
            })
          : path === '/reviews/summary'
            ? ok<ReviewSummaryContent>({ summary: summaryOf({ 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 }) })
            : path.endsWith('/overview')
              ? ok<ActivityOverviewContent>(overview)
              : ok<ActivityContent>({ activity: rejected }),
    );
    renderAt('/activity/5');
    expect((await screen.findByTestId('activity-detail-title')).textContent).toContain(
      'Pottery night',
    );
    expect(screen.getByTestId('activity-detail-status').textContent).toContain('Rejected');
    expect(screen.getByTestId('activity-reject-reason').textContent).toContain(
      'The cover does not show the event',
    );
    const description = screen.getByTestId('activity-description-html');
    expect(description.querySelector('strong')?.textContent).toContain('an apron');
    expect(screen.getByTestId('activity-field-price').textContent).toContain('¥129.50');
    expect(screen.getByTestId('activity-field-capacity').textContent).toContain('Unlimited');
    expect(screen.getByTestId('activity-field-link').textContent).toContain(
      'https://meet.example.com/1',
    );
    const items = await screen.findAllByTestId('activity-history-item');
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain('Decided by Op');
    const figures = screen.getByTestId('activity-figures').textContent;
    expect(figures).toContain('Paid');
    expect(figures).toContain('0.00');
    // The newest orders of the activity, and the way to all of them.
    const orderRow = await screen.findByTestId('activity-order-31');
    expect(orderRow.textContent).toContain('20261122000031');
    expect(orderRow.textContent).toContain('Paid');
    expect(screen.getByTestId('activity-orders-all').getAttribute('href')).toBe(
      '/shop/order?activityId=5',
    );
    // The activity's rating and latest published reviews, and the way to all of them
    // (docs/reviews.md "Web").
    expect((await screen.findByTestId('activity-review-8')).textContent).toContain(
      'Loved the clay',
    );
    expect((await screen.findByTestId('rating-average')).textContent).toBe('4.5');
    expect(screen.getByTestId('activity-reviews-all').getAttribute('href')).toBe(
      '/eva?tab=reviews&activityId=5',
    );
    const reviewQueries = request.mock.calls
      .map(([options]) => options as { path: string; query?: Record<string, unknown> })
      .filter((options) => options.path === '/reviews');
    expect(reviewQueries[0]?.query).toMatchObject({ activityId: 5, status: 'published' });
  });

  it('says not found for an id that cannot be one, without asking the server', async () => {
    serve(() => ok<ActivityContent>({ activity: rejected }));
    renderAt('/activity/abc');
    expect(await screen.findByTestId('activity-not-found')).toBeTruthy();
    expect(calledPaths().filter((path) => path.startsWith('/activities'))).toEqual([]);
  });

  it('says not found when the server answers 1002', async () => {
    serve(() => Promise.reject(new ApiError({ code: '1002', message: 'gone' })));
    renderAt('/activity/9');
    expect(await screen.findByTestId('activity-not-found')).toBeTruthy();
  });

  it('offers a retry for other failures', async () => {
    serve(() => Promise.reject(new ApiError({ code: 'network', message: 'offline' })));
    renderAt('/activity/9');
    expect(await screen.findByTestId('activity-load-error')).toBeTruthy();
  });
});
