import type { ActivitiesContent } from '@console/contract/activities';
import type { ReviewRequestRulesContent } from '@console/contract/review-requests';
import type {
  ReviewContent,
  ReviewSummaryContent,
  ReviewsContent,
} from '@console/contract/reviews';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { closeRealtime, openRealtime } from '../../lib/realtime/realtime-client';
import { ok, shopContext } from '../../lib/testing/answers';
import { fakeOpen } from '../../lib/testing/fake-socket';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { reviewOf, summaryOf } from '../../lib/testing/review-fixtures';
import { signInToShop } from '../../lib/testing/session';
import { ReviewsTab } from './reviews-tab';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http/client', () => ({ request }));

type Call = { method?: string; path: string; query?: Record<string, unknown>; body?: unknown };

const withImages = reviewOf(1, {
  text: '<img src=x onerror="alert(1)"><b>bold</b> & fine',
  images: [
    { id: 51, hidden: false },
    { id: 52, hidden: true },
  ],
});

function serve(permissions: string[] = ['review:reply']) {
  request.mockImplementation(({ method, path }: Call) => {
    if (path === '/merchant/context')
      return Promise.resolve(shopContext('member', permissions as never));
    if (path === '/activities')
      return Promise.resolve(ok<ActivitiesContent>({ activities: [], nextLastId: null }));
    if (path === '/reviews/request-rules')
      return Promise.resolve(ok<ReviewRequestRulesContent>({ rules: { reminders: true } }));
    if (path === '/reviews/summary')
      return Promise.resolve(
        ok<ReviewSummaryContent>({ summary: summaryOf({ 1: 1, 2: 0, 3: 0, 4: 2, 5: 1 }) }),
      );
    if (path === '/reviews')
      return Promise.resolve(
        ok<ReviewsContent>({
          reviews: [
            withImages,
            reviewOf(2, { rating: 1, status: 'hidden', hiddenReason: 'abuse' }),
          ],
          nextLastId: null,
        }),
      );
    if (method === 'POST' || method === 'PUT' || path === '/reviews/1')
      return Promise.resolve(ok<ReviewContent>({ review: withImages }));
    throw new Error(`unexpected ${path}`);
  });
}

const calls = (path: string, method = 'GET') =>
  request.mock.calls
    .map((args) => args[0] as Call)
    .filter((call) => call.path === path && (call.method ?? 'GET') === method);

function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
});

afterEach(() => closeRealtime());

describe('reviews tab (docs/reviews.md "Web")', { timeout: 30_000 }, () => {
  it('asks for what the URL says, and a filter change goes to the URL and the query', async () => {
    serve();
    renderWithProviders(
      <>
        <ReviewsTab />
        <Location />
      </>,
      { path: '/eva?tab=reviews&rating=1&replied=no&activityId=9&createdFrom=2026-05-01&x=1' },
    );
    await screen.findByTestId('review-1');
    expect(calls('/reviews')[0]?.query).toMatchObject({
      rating: 1,
      replied: 'no',
      activityId: 9,
      createdFrom: '2026-05-01',
    });
    expect(calls('/reviews/summary')[0]?.query).toEqual({ activityId: 9 });
    expect(screen.getByTestId('rating-average').textContent).toBe('3.5');
    expect(screen.getByTestId('rating-bar-4').textContent).toContain('2');

    await userEvent.setup().click(screen.getByText('With images'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '?tab=reviews&rating=1&replied=no&hasImages=1&activityId=9&createdFrom=2026-05-01',
      ),
    );
    await waitFor(() => expect(calls('/reviews').at(-1)?.query).toMatchObject({ hasImages: '1' }));
  });

  it('shows the text as text, never as HTML, and marks hidden images', async () => {
    serve();
    renderWithProviders(<ReviewsTab />, { path: '/eva?tab=reviews' });
    const review = await screen.findByTestId('review-1');
    const text = within(review).getByTestId('review-text');
    expect(text.textContent).toBe('<img src=x onerror="alert(1)"><b>bold</b> & fine');
    expect(text.querySelector('img, b')).toBeNull();
    expect(within(review).getByTestId('review-verified')).toBeTruthy();
    expect(within(review).getByTestId('review-image-52').dataset.hidden).toBe('true');
    expect(within(review).getByTestId('review-image-51').dataset.hidden).toBe('false');
  });

  it('hides only with a reason from the list, after asking; one image or the whole review', async () => {
    serve();
    renderWithProviders(<ReviewsTab />, { path: '/eva?tab=reviews' });
    const user = userEvent.setup();
    const review = await screen.findByTestId('review-1');
    await user.click(within(review).getByRole('button', { name: 'Hide image: Image 1' }));
    const ok = await screen.findByTestId('review-hide-ok');
    expect(ok).toHaveProperty('disabled', true);
    expect(calls('/reviews/1/hide', 'POST')).toHaveLength(0);
    await user.click(screen.getByText('Personal information'));
    expect(ok).toHaveProperty('disabled', false);
    await user.click(ok);
    await waitFor(() => expect(calls('/reviews/1/hide', 'POST')).toHaveLength(1));
    expect(calls('/reviews/1/hide', 'POST')[0]?.body).toEqual({
      reason: 'personal_information',
      imageId: 51,
    });

    await user.click(within(review).getByTestId('review-hide'));
    await user.click(await screen.findByText('Spam'));
    await user.click(screen.getByTestId('review-hide-ok'));
    await waitFor(() => expect(calls('/reviews/1/hide', 'POST')).toHaveLength(2));
    expect(calls('/reviews/1/hide', 'POST')[1]?.body).toEqual({ reason: 'spam' });
  });

  it('shows a hidden review with its reason, and shows it again (the whole review)', async () => {
    serve();
    renderWithProviders(<ReviewsTab />, { path: '/eva?tab=reviews' });
    const review = await screen.findByTestId('review-2');
    expect(within(review).getByTestId('review-hidden').textContent).toBe(
      'Hidden: Abuse or harassment',
    );
    await userEvent.setup().click(within(review).getByTestId('review-show'));
    await waitFor(() => expect(calls('/reviews/2/show', 'POST')).toHaveLength(1));
    expect(calls('/reviews/2/show', 'POST')[0]?.body).toEqual({});
  });

  it('writes the public reply', async () => {
    serve();
    renderWithProviders(<ReviewsTab />, { path: '/eva?tab=reviews' });
    const user = userEvent.setup();
    const review = await screen.findByTestId('review-1');
    await user.click(within(review).getByTestId('review-reply-button'));
    const ok = await screen.findByTestId('review-reply-ok');
    expect(ok).toHaveProperty('disabled', true);
    await user.type(screen.getByTestId('review-reply-text'), 'Thank you!');
    await user.click(ok);
    await waitFor(() => expect(calls('/reviews/1/reply', 'PUT')).toHaveLength(1));
    expect(calls('/reviews/1/reply', 'PUT')[0]?.body).toEqual({ text: 'Thank you!' });
  });

  it('opens the review the URL names, with every reply version and the moderation log', async () => {
    serve();
    const staff = { id: 2, name: 'Ann' };
    const detailed = reviewOf(1, {
      reply: { text: 'Second answer', staff, createdAt: '2026-05-03T02:00:00Z' },
      replyHistory: [
        { text: 'First answer', staff, createdAt: '2026-05-02T03:00:00Z' },
        { text: 'Second answer', staff, createdAt: '2026-05-03T02:00:00Z' },
      ],
      images: [{ id: 51, hidden: true }],
      moderation: [
        { action: 'hide', imageId: 51, reason: 'spam', staff, createdAt: '2026-05-03T03:00:00Z' },
      ],
    });
    const served = request.getMockImplementation()!;
    request.mockImplementation((call: Call) =>
      call.path === '/reviews/1'
        ? Promise.resolve(ok<ReviewContent>({ review: detailed }))
        : served(call),
    );
    renderWithProviders(<ReviewsTab />, { path: '/eva?tab=reviews&review=1' });
    const history = await screen.findByTestId('review-reply-history');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('First answer'), expect.stringContaining('Second answer')]);
    expect(screen.getByTestId('review-moderation-log').textContent).toContain(
      'Ann hid the image 1: Spam',
    );
  });

  it('offers no actions to a member who only reads (customer:view)', async () => {
    serve(['customer:view']);
    renderWithProviders(<ReviewsTab />, { path: '/eva?tab=reviews' });
    const review = await screen.findByTestId('review-1');
    expect(within(review).queryByTestId('review-reply-button')).toBeNull();
    expect(within(review).queryByTestId('review-hide')).toBeNull();
    expect(within(review).queryByTestId('review-image-hide-51')).toBeNull();
  });

  it('reads the list and the summary again when a review of this merchant is pushed', async () => {
    serve();
    const { open, sockets } = fakeOpen();
    openRealtime('t', open);
    renderWithProviders(<ReviewsTab />, { path: '/eva?tab=reviews' });
    await screen.findByTestId('review-1');
    const lists = calls('/reviews').length;
    const summaries = calls('/reviews/summary').length;
    const push = { reviewId: 3, activityId: 9, rating: 5 };
    act(() => sockets[0]?.socket.emit('review', { ...push, merchantId: 8 }));
    expect(screen.queryByTestId('reviews-live-notice')).toBeNull();
    act(() => sockets[0]?.socket.emit('review', { ...push, merchantId: 7 }));
    expect((await screen.findByTestId('reviews-live-notice')).textContent).toContain(
      'New reviews: 1',
    );
    await waitFor(() => expect(calls('/reviews').length).toBeGreaterThan(lists));
    await waitFor(() => expect(calls('/reviews/summary').length).toBeGreaterThan(summaries));
  });
});
