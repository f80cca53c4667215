import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shopContext } from '../../lib/testing/answers';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { signInToShop } from '../../lib/testing/session';
import { EvaPage, evaTabOf } from './eva-page';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http/client', () => ({ request }));
vi.mock('../../features/reviews/reviews-tab', () => ({
  ReviewsTab: () => <div data-testid="reviews-tab" />,
}));
vi.mock('../../features/customers/customers-tab', () => ({
  CustomersTab: () => <div data-testid="customers-tab" />,
}));

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
});

const serve = (permissions: string[]) =>
  request.mockImplementation(() => Promise.resolve(shopContext('member', permissions as never)));

describe('/eva (docs/reviews.md "Web"): a tab per reading, each for the keys that open it', () => {
  it('opens the asked tab when allowed, else the first allowed one', () => {
    expect(evaTabOf('customers', ['reviews', 'customers'])).toBe('customers');
    expect(evaTabOf('customers', ['reviews'])).toBe('reviews');
    expect(evaTabOf(null, ['customers'])).toBe('customers');
    expect(evaTabOf('reviews', [])).toBeUndefined();
  });

  it('shows a replier only the reviews tab, even when customers are asked for', async () => {
    serve(['review:reply']);
    renderWithProviders(<EvaPage />, { path: '/eva?tab=customers' });
    expect(await screen.findByTestId('reviews-tab')).toBeTruthy();
    expect(screen.getByTestId('eva-tab-reviews')).toBeTruthy();
    expect(screen.queryByTestId('eva-tab-customers')).toBeNull();
  });

  it('shows a customer manager only the customers tab', async () => {
    serve(['customer:manage']);
    renderWithProviders(<EvaPage />, { path: '/eva' });
    expect(await screen.findByTestId('customers-tab')).toBeTruthy();
    expect(screen.queryByTestId('eva-tab-reviews')).toBeNull();
  });

  it('shows both to a customer viewer, as the URL asks', async () => {
    serve(['customer:view']);
    renderWithProviders(<EvaPage />, { path: '/eva?tab=customers' });
    expect(await screen.findByTestId('customers-tab')).toBeTruthy();
    expect(screen.getByTestId('eva-tab-reviews')).toBeTruthy();
  });
});
