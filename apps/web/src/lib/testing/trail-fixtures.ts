import type { TrailEntry } from '@console/contract/trail';

/** A test entry of the trail: an order refunded by a member; only what a test cares about is given. */
export function trailEntryOf(id: number, patch: Partial<TrailEntry> = {}): TrailEntry {
  return {
    id,
    seq: id,
    at: '2026-05-01T02:05:00.000Z',
    actor: { type: 'member', id: 10, name: 'Owner Wang' },
    action: 'refund',
    objectType: 'order',
    objectId: 5,
    before: { status: 'paid', refundReason: null },
    after: { status: 'refunded', refundReason: 'The event moved' },
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    requestId: 'req-1a2b',
    ...patch,
  };
}
