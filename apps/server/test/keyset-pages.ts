import { expect } from 'vitest';

/** The query part that asks the page after `lastId` (none for the first page). */
export const after = (lastId: number | null | undefined): Record<string, string> =>
  lastId ? { last_id: String(lastId) } : {};

type Page = { items: { id: number }[]; nextLastId: number | null };

/**
 * The paging every keyset list keeps (docs/api.md "Paging"): a list of exactly one
 * full page says it is the last (`nextLastId` null); one row more and `nextLastId` is the page's
 * last id, whose next page holds the remaining row and is the last. `add` makes rows only this
 * list sees (a fresh user, a unique keyword), `page` asks one page of `pageSize`.
 */
export async function expectKeysetPages(options: {
  pageSize: number;
  add: (count: number) => Promise<unknown>;
  page: (lastId?: number) => Promise<Page>;
}) {
  const { pageSize, add, page } = options;
  await add(pageSize);
  const full = await page();
  expect(full.items).toHaveLength(pageSize);
  expect(full.nextLastId).toBeNull();

  await add(1);
  const first = await page();
  expect(first.items).toHaveLength(pageSize);
  expect(first.nextLastId).toBe(first.items.at(-1)!.id);
  const last = await page(first.nextLastId!);
  expect(last.items).toHaveLength(1);
  expect(last.nextLastId).toBeNull();
  const ids = [...first.items, ...last.items].map((item) => item.id);
  expect(new Set(ids).size).toBe(pageSize + 1);
}
