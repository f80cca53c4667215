import { prefillInfiniteQuery, prefillQuery, type PageData } from '../../lib/routing/page-data';
import { auditCountsQuery } from './audit-counts';
import { auditKindOf } from './audit-paths';
import { initialQueueFilter, submissionsQuery } from './list-submissions';

/** An audit queue's first page and the pending counts (lib/routing/page-data). */
export const auditPageData: PageData = async ({ url }) => {
  // The queue the page opens on for this address (audit-page.tsx), so the same key.
  await Promise.all([
    prefillInfiniteQuery(submissionsQuery(initialQueueFilter(auditKindOf(url.pathname)), true)),
    prefillQuery(auditCountsQuery(true)),
  ]);
};
