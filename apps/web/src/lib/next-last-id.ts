/**
 * `getNextPageParam` of a keyset list (contract paging.ts): the page's own `nextLastId`, null on
 * the last page, so a full last page offers no "load more" and a short one is never taken for the
 * end (docs/api.md "Paging"). Apart from `load-more.tsx` so a list's data file pulls in no antd.
 */
export const nextLastIdOf = (page: { nextLastId: number | null }) => page.nextLastId;
