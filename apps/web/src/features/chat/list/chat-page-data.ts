import { currentMerchantId } from '../../../lib/merchant/use-merchant-id';
import { queryClient } from '../../../lib/query-client';
import { prefill, type PageData } from '../../../lib/routing/page-data';
import { conversationsQuery } from '../api/list-conversations';
import { parseChatUrl } from './chat-url';

/** /cc's first page of conversations for the list in the address (lib/routing/page-data). */
export const chatPageData: PageData = async ({ url }) => {
  const merchantId = currentMerchantId();
  if (merchantId === null) return;
  // The list the page reads from the same address (chat-page.tsx), so the same key.
  const { list } = parseChatUrl(new URLSearchParams(url.searchParams.toString()));
  const conversations = conversationsQuery(merchantId, list, true);
  await prefill(conversations, () => queryClient.ensureInfiniteQueryData(conversations));
};
