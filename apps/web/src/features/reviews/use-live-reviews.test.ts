import { reviewPush } from '@console/contract/reviews';
import { describe, expect, it } from 'vitest';
import { readReviewPush } from './use-live-reviews';

const cases: unknown[] = [
  { merchantId: 1, reviewId: 2, activityId: 3, rating: 5 },
  { merchantId: 1, reviewId: '2', activityId: 3, rating: 5 },
  { merchantId: 1, reviewId: 2, activityId: 3 },
  null,
  'review',
];

describe('readReviewPush', () => {
  it('reads the pushes the contract schema reads', () => {
    for (const value of cases) {
      const parsed = reviewPush.safeParse(value);
      expect(readReviewPush(value), JSON.stringify(value)).toEqual(
        parsed.success ? parsed.data : undefined,
      );
    }
  });
});
