import type { CustomerEntry } from '@console/contract/customers';
import type { RatingSummary, Review } from '@console/contract/reviews';

/** A test review of merchant 7; only what a test cares about is given. */
export function reviewOf(id: number, patch: Partial<Review> = {}): Review {
  return {
    id,
    merchantId: 7,
    activity: { id: 9, title: 'Morning run' },
    order: { id: 100 + id, orderNo: `O2026${String(100 + id).padStart(6, '0')}` },
    customer: { id: 30, name: 'Li Lei', maskedMobile: '138****5678' },
    rating: 4,
    text: 'Lovely morning',
    images: [],
    verified: true,
    status: 'published',
    hiddenReason: null,
    reply: null,
    replyHistory: [],
    moderation: [],
    createdAt: '2026-05-02T02:00:00Z',
    ...patch,
  };
}

export const summaryOf = (distribution: RatingSummary['distribution']): RatingSummary => {
  const count = Object.values(distribution).reduce((sum, n) => sum + n, 0);
  const total = Object.entries(distribution).reduce((sum, [star, n]) => sum + Number(star) * n, 0);
  return { count, average: count === 0 ? null : total / count, distribution };
};

/** A test customer of merchant 7 as a member without customer:manage reads it (masked). */
export function customerOf(id: number, patch: Partial<CustomerEntry> = {}): CustomerEntry {
  return {
    id,
    name: '张三',
    mobile: '138****0000',
    mobileMasked: true,
    ordersCount: 3,
    spentCents: 11940,
    firstOrderAt: '2026-04-01T02:00:00Z',
    lastOrderAt: '2026-05-01T02:00:00Z',
    averageRating: 4.5,
    tags: ['VIP'],
    note: '',
    firstSeenAt: '2026-04-01T02:00:00Z',
    ...patch,
  };
}
