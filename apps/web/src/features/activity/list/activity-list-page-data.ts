import { currentMerchantId } from '../../../lib/merchant/use-merchant-id';
import { prefillInfiniteQuery, type PageData } from '../../../lib/routing/page-data';
import { activitiesQuery } from '../api/list-activities';
import { parseActivityFilter } from './activity-list-url-filter';

/** /activity/list's first page for the filter in the address (lib/routing/page-data). */
export const activityListPageData: PageData = async ({ url }) => {
  const merchantId = currentMerchantId();
  if (merchantId === null) return;
  // The filter the page reads from the same address (activity-list-page.tsx), so the same key.
  const filter = parseActivityFilter(url.searchParams);
  await prefillInfiniteQuery(activitiesQuery(merchantId, filter, true));
};
