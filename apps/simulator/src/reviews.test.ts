import type { ReviewRequest } from '@console/contract/review-requests';
import { describe, expect, it } from 'vitest';
import { chooseRequest, REQUEST_ANSWER_SHARE } from './reviews.ts';

// docs/simulator.md "What the customers do": about 60 % of the open review requests are answered,
// each decided once a run; the rest are left for the reminders, and their orders are not
// reviewed directly either (that would answer them).
const requestOf = (id: number): ReviewRequest => ({
  id,
  token: `token-${id}`.padEnd(32, 'x'),
  orderId: 100 + id,
  orderNo: `NO${id}`,
  activityId: 9,
  activityTitle: 'Pottery',
  merchantName: 'Shop',
  sentAt: '2026-11-24T02:00:00.000Z',
  expiresAt: '2026-12-24T02:00:00.000Z',
  remindersSent: 0,
});
/** Draws these numbers in turn. */
const draws = (...values: number[]) => {
  const queue = [...values];
  return () => queue.shift() ?? 0;
};

describe('chooseRequest', () => {
  it('answers a request drawn under the share and leaves the others, with their orders', () => {
    const decided = new Map<number, boolean>();
    const open = [requestOf(1), requestOf(2), requestOf(3)];
    const below = REQUEST_ANSWER_SHARE - 0.01;
    const { answer, leftOrderIds } = chooseRequest(open, decided, draws(0.9, below, 0.95));
    expect(answer?.id).toBe(2);
    expect([...leftOrderIds]).toEqual([101, 103]);
  });

  it('decides each request once: a request left stays left on the next look', () => {
    const decided = new Map<number, boolean>();
    chooseRequest([requestOf(1)], decided, draws(0.99));
    const next = chooseRequest([requestOf(1), requestOf(4)], decided, draws(0));
    expect(next.answer?.id).toBe(4);
    expect([...next.leftOrderIds]).toEqual([101]);
  });

  it('answers nothing when every request is left or none is open', () => {
    expect(chooseRequest([requestOf(1)], new Map(), draws(0.99)).answer).toBeUndefined();
    const none = chooseRequest([], new Map());
    expect(none.answer).toBeUndefined();
    expect(none.leftOrderIds.size).toBe(0);
  });

  it('answers about the share of many requests', () => {
    const decided = new Map<number, boolean>();
    const open = Array.from({ length: 1000 }, (_, index) => requestOf(index + 1));
    chooseRequest(open, decided, draws(...open.map((_, index) => index / open.length)));
    const answered = [...decided.values()].filter(Boolean).length;
    expect(answered / open.length).toBeCloseTo(REQUEST_ANSWER_SHARE, 2);
  });
});
