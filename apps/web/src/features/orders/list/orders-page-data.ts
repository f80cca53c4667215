import { currentMerchantId } from '../../../lib/merchant/use-merchant-id';
import { queryClient } from '../../../lib/query-client';
import { PAGE_DATA_QUIET, type PageData } from '../../../lib/routing/page-data';
import { orderSummaryQuery } from '../api/get-order-summary';
import { ordersQuery } from '../api/list-orders';
import { parseOrderFilter } from './orders-url-filter';

/** /shop/order's first page and totals for the filter in the address (lib/routing/page-data). */
export const ordersPageData: PageData = async ({ url }) => {
  const merchantId = currentMerchantId();
  if (merchantId === null) return;
  // The filter the page reads from the same address (orders-page.tsx), so the same keys.
  const filter = parseOrderFilter(new URLSearchParams(url.searchParams.toString()));
  await Promise.all([
    queryClient.ensureInfiniteQueryData(ordersQuery(merchantId, filter, PAGE_DATA_QUIET)),
    queryClient.ensureQueryData(orderSummaryQuery(merchantId, filter, PAGE_DATA_QUIET)),
  ]);
};
