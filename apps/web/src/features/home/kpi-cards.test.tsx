import type { HomeContent } from '@console/contract/home';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { initTestI18n } from '../../lib/testing/i18n';
import { KpiCards } from './kpi-cards';

// docs/reviews.md "Review requests": the period's requests sent, answered and the answer rate,
// a KPI card beside the average rating, for members who read reviews (the figure is null else).
const period: HomeContent['period'] = {
  from: '2026-11-18',
  to: '2026-11-24',
  previousFrom: '2026-11-11',
  previousTo: '2026-11-17',
};
const kpis: HomeContent['kpis'] = {
  orders: { current: 6, previous: 4 },
  paidCents: null,
  refundRate: null,
  newCustomers: null,
  rating: { average: 4.5, count: 12 },
};

const show = (reviewRequests: HomeContent['reviewRequests']) =>
  render(
    <MemoryRouter>
      <KpiCards kpis={kpis} reviewRequests={reviewRequests} period={period} loading={false} />
    </MemoryRouter>,
  );
const text = (testId: string) => screen.getByTestId(testId).textContent;

// The figure counts up over 2 s (spec §9); reduced motion shows it at once.
const original = window.matchMedia;
beforeEach(() => {
  window.matchMedia = ((query: string) => ({ matches: query.includes('reduce') })) as never;
});
afterEach(() => {
  window.matchMedia = original;
});

describe('home review requests card (docs/reviews.md "Review requests")', () => {
  it('shows the answer rate with what was sent and answered, linked to the reviews, in English', () => {
    initTestI18n('en-US');
    show({ sent: 1234, answered: 515, rate: 0.417 });
    expect(text('home-kpi-requests')).toContain('Review requests answered');
    expect(text('home-kpi-requests-value')).toBe('41.7%');
    expect(text('home-kpi-requests-counts')).toBe('Sent 1,234, answered 515');
    expect(screen.getByTestId('home-kpi-requests-link').getAttribute('href')).toBe(
      '/eva?tab=reviews',
    );
  });

  it('shows the same in Chinese', () => {
    initTestI18n('zh-CN');
    show({ sent: 12, answered: 5, rate: 0.417 });
    expect(text('home-kpi-requests')).toContain('评价邀请回复率');
    expect(text('home-kpi-requests-value')).toBe('41.7%');
    expect(text('home-kpi-requests-counts')).toBe('已发送 12，已回复 5');
    expect(text('home-kpi-requests-link')).toBe('查看');
  });

  it('shows "—" for the rate when no request was sent, in both languages', () => {
    initTestI18n('en-US');
    const { unmount } = show({ sent: 0, answered: 0, rate: null });
    expect(text('home-kpi-requests-value')).toBe('—');
    expect(text('home-kpi-requests-counts')).toBe('Sent 0, answered 0');
    unmount();
    initTestI18n('zh-CN');
    show({ sent: 0, answered: 0, rate: null });
    expect(text('home-kpi-requests-value')).toBe('—');
    expect(text('home-kpi-requests-counts')).toBe('已发送 0，已回复 0');
  });

  it('leaves the card out for a member who does not read reviews (null)', () => {
    initTestI18n('en-US');
    show(null);
    expect(screen.getByTestId('home-kpi-orders')).toBeTruthy();
    expect(screen.queryByTestId('home-kpi-requests')).toBeNull();
  });
});
