/** How many rows a keyset list reads for a page: one more than it answers. */
export const rowsToRead = (pageSize: number) => pageSize + 1;

/**
 * A keyset page (contract paging.ts) from the `rowsToRead(pageSize)` rows a list read: the
 * first `pageSize` are the page, and `nextLastId` is the last one's id exactly when the extra row
 * exists, so the last page says so itself even when it is full (docs/api.md "Paging").
 */
export function takePage<Row extends { id: number }>(
  rows: Row[],
  pageSize: number,
): { items: Row[]; nextLastId: number | null };
export function takePage<Row>(
  rows: Row[],
  pageSize: number,
  idOf: (row: Row) => number,
): { items: Row[]; nextLastId: number | null };
export function takePage<Row>(
  rows: Row[],
  pageSize: number,
  idOf = (row: Row) => (row as { id: number }).id,
): { items: Row[]; nextLastId: number | null } {
  if (rows.length <= pageSize) return { items: rows, nextLastId: null };
  const items = rows.slice(0, pageSize);
  return { items, nextLastId: idOf(items[pageSize - 1]!) };
}
