import type { TimelineEntry } from '@console/contract/customers';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { CustomerTimeline } from './customer-timeline';

// docs/customers.md "Detail and changes": a rating of the customer's conversation is a timeline
// entry with its stars, comment and the member rated, linked to the conversation.
const entries: TimelineEntry[] = [
  {
    kind: 'rating',
    id: 61,
    at: '2026-05-04T12:00:00Z',
    title: 'Quick and kind',
    status: null,
    amountCents: null,
    rating: 4,
    member: { id: 3, name: 'Ann' },
  },
  {
    kind: 'conversation',
    id: 61,
    at: '2026-05-04T11:00:00Z',
    title: 'Thanks!',
    status: 'resolved',
    amountCents: null,
    rating: null,
    member: null,
  },
  {
    kind: 'rating',
    id: 61,
    at: '2026-05-03T12:00:00Z',
    title: '',
    status: null,
    amountCents: null,
    rating: 2,
    member: null,
  },
];

const items = () =>
  within(screen.getByTestId('customer-timeline')).getAllByRole('listitem') as HTMLElement[];

describe('customer timeline ratings', () => {
  it('shows each rating with its stars, comment and member, in English', () => {
    initTestI18n('en-US');
    renderWithProviders(<CustomerTimeline entries={entries} />);
    const [rated, conversation, unnamed] = items();
    expect(within(rated!).getByText('Conversation rating')).toBeTruthy();
    expect(within(rated!).getByRole('link', { name: 'Quick and kind' }).getAttribute('href')).toBe(
      '/cc?c=61',
    );
    expect(within(rated!).getByRole('img').dataset.rating).toBe('4');
    expect(within(rated!).getByTestId('timeline-rating-member').textContent).toBe('For Ann');
    expect(rated!.textContent).toMatch(/2026-05-04 /);
    expect(within(conversation!).queryByTestId('timeline-rating-member')).toBeNull();
    // No comment: the kind names the link; a member gone is said so.
    expect(within(unnamed!).getAllByText('Conversation rating')).toHaveLength(2);
    expect(within(unnamed!).getByTestId('timeline-rating-member').textContent).toBe(
      'For a former member',
    );
  });

  it('shows the same in Chinese', () => {
    initTestI18n('zh-CN');
    renderWithProviders(<CustomerTimeline entries={entries} />);
    const [rated, , unnamed] = items();
    expect(within(rated!).getByText('会话评分')).toBeTruthy();
    expect(within(rated!).getByTestId('timeline-rating-member').textContent).toBe('接待成员：Ann');
    expect(within(unnamed!).getByTestId('timeline-rating-member').textContent).toBe(
      '接待成员：已离开的成员',
    );
  });
});
