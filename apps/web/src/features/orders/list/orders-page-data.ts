import { currentMerchantId } from '../../../lib/merchant/use-merchant-id';
import { prefillInfiniteQuery, prefillQuery, type PageData } from '../../../lib/routing/page-data';
import { orderSummaryQuery } from '../api/get-order-summary';
import { ordersQuery } from '../api/list-orders';
import { parseOrderFilter } from './orders-url-filter';

/** /shop/order's first page and totals for the filter in the address (lib/routing/page-data). */
export const ordersPageData: PageData = async ({ url }) => {
  const merchantId = currentMerchantId();
  if (merchantId === null) return;
  // The filter the page reads from the same address (orders-page.tsx), so the same keys.
  const filter = parseOrderFilter(url.searchParams);
  await Promise.all([
    prefillInfiniteQuery(ordersQuery(merchantId, filter, true)),
    prefillQuery(orderSummaryQuery(merchantId, filter, true)),
  ]);
};
