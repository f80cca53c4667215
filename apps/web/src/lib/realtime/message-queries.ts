import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { activitiesKey, licenceKey, recordsKey } from '../query-keys';

type Matcher = { queryKey: QueryKey } | { predicate: (query: { queryKey: QueryKey }) => boolean };

/** A merchant-scoped key root of any merchant: a decision may be about a merchant not current. */
const anyMerchant = (part: string): Matcher => ({
  predicate: ({ queryKey }) => queryKey[0] === 'merchant' && queryKey[2] === part,
});

/**
 * DESIGN §4 what each review decision changes, so every page showing it follows (docs/web.md "Pages
 * follow a decision"): 1 merchant review → the onboarding records (/record, /shop/info); 2 licence
 * review → the licence (/account/license, /shop/info); 3 activity review → the activities. An
 * unknown type counts as type 1 (spec §4). The merchant list (type 1 may create one) is reloaded by
 * the bell.
 */
function staleQueriesOf(type: number): Matcher[] {
  switch (type) {
    case 2:
      return [anyMerchant(licenceKey(null)[2])];
    case 3:
      return [anyMerchant(activitiesKey(null)[2])];
    default:
      return [{ queryKey: recordsKey }];
  }
}

/** Marks what a pushed message changed as stale; the queries on screen are fetched again. */
export function refreshForMessage(queryClient: QueryClient, type: number): void {
  for (const matcher of staleQueriesOf(type)) void queryClient.invalidateQueries(matcher);
}
