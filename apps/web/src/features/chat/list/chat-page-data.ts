import { currentMerchantId } from '../../../lib/merchant/use-merchant-id';
import { prefillInfiniteQuery, type PageData } from '../../../lib/routing/page-data';
import { conversationsQuery } from '../api/list-conversations';
import { parseChatUrl } from './chat-url';

/** /cc's first page of conversations for the list in the address (lib/routing/page-data). */
export const chatPageData: PageData = async ({ url }) => {
  const merchantId = currentMerchantId();
  if (merchantId === null) return;
  // The list the page reads from the same address (chat-page.tsx), so the same key.
  const { list } = parseChatUrl(url.searchParams);
  await prefillInfiniteQuery(conversationsQuery(merchantId, list, true));
};
