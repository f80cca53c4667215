import { z } from 'zod';

// spec §7 demo calls page by offset and limit and sort by a key in a direction (the system
// management lists are short enough, or filtered enough, for offset paging: docs/system.md).

export const SORT_TYPES = ['asc', 'desc'] as const;
export type SortType = (typeof SORT_TYPES)[number];
/** The deepest row an offset may ask for: deeper pages are narrowed by filters instead. */
export const SYSTEM_OFFSET_MAX = 10_000;
export const SYSTEM_LIMIT_MAX = 100;

/** `offset, limit, sortType, sortKey` of spec §7 with `keys` as the sort keys. */
export const offsetPaging = <Key extends string>(
  keys: readonly [Key, ...Key[]],
  byDefault: Key,
) => ({
  offset: z.number().int().min(0).max(SYSTEM_OFFSET_MAX).default(0),
  limit: z.number().int().min(1).max(SYSTEM_LIMIT_MAX).default(10),
  sortType: z.enum(SORT_TYPES).default('desc'),
  sortKey: z.enum(keys).default(byDefault),
});

/** spec §7 `data.list` and `data.total`. */
export const offsetPage = <Item extends z.ZodType>(item: Item) =>
  z.object({ list: z.array(item), total: z.number() });
