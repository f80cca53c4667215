import { describe, expect, it } from 'vitest';
import { isReviewFilterActive, parseReviewFilter, reviewFilterParams } from './reviews-url-filter';

describe('reviews URL filter (docs/reviews.md "Web")', () => {
  it('reads what the server accepts and drops the rest', () => {
    const params = new URLSearchParams(
      'tab=reviews&rating=2&replied=no&overdue=1&hasImages=1&status=hidden&activityId=9' +
        '&createdFrom=2026-05-01&createdTo=2026-05-31&x=1',
    );
    expect(parseReviewFilter(params)).toEqual({
      rating: 2,
      replied: 'no',
      overdue: '1',
      hasImages: '1',
      status: 'hidden',
      activityId: 9,
      createdFrom: '2026-05-01',
      createdTo: '2026-05-31',
    });
    const bad = new URLSearchParams(
      'rating=6&replied=maybe&overdue=yes&hasImages=0&status=all&activityId=-3&createdFrom=2026-06-02&createdTo=2026-06-01',
    );
    expect(parseReviewFilter(bad)).toEqual({});
    expect(isReviewFilterActive({})).toBe(false);
  });

  it('writes the tab first and only what is set, in a stable order', () => {
    expect(
      reviewFilterParams({ createdTo: '2026-05-31', rating: 1, replied: undefined }).toString(),
    ).toBe('tab=reviews&rating=1&createdTo=2026-05-31');
    expect(reviewFilterParams({}).toString()).toBe('tab=reviews');
  });
});
