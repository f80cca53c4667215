// Query-key roots that more than one feature reads, and that a pushed message (spec §4) makes
// stale: one place, so the mapping in lib/realtime/message-queries.ts cannot drift from them.

/** GET /api/merchantRecords: the user's onboarding records (no merchant in the key). */
export const recordsKey = ['merchant-records'] as const;

/** Merchant-scoped data carries the merchant: another merchant's is never read from the cache. */
export const licenceKey = (merchantId: number | null) =>
  ['merchant', merchantId, 'licence'] as const;
export const activitiesKey = (merchantId: number | null) =>
  ['merchant', merchantId, 'activities'] as const;

/** GET /api/chat/unread: per merchant, so no merchant in the key (the switcher shows them all). */
export const chatUnreadKey = ['chat-unread'] as const;

/**
 * GET /api/trail, the page's and each object's history (docs/web.md "Trail page"): every write
 * leaves an entry, so every write makes it stale (`lib/http/use-write-mutation.ts`).
 */
export const trailKey = (merchantId: number | null) => ['merchant', merchantId, 'trail'] as const;
