import { z } from 'zod';

/**
 * The id to pass as `last_id` for the next page; null on the last page, exactly when no row
 * follows (the server reads one row past the page to know: docs/api.md "Paging").
 */
const nextLastIdField = z.number().nullable();

type KeysetPageShape<Key extends string, Item extends z.ZodType> = {
  [K in Key]: z.ZodArray<Item>;
} & { nextLastId: typeof nextLastIdField };

/**
 * The one answer of every list paged by `last_id`: its items under their own key (`orders`,
 * `logs`, spec §7's `user_messages`...) and `nextLastId`.
 */
export const keysetPage = <Key extends string, Item extends z.ZodType>(itemsKey: Key, item: Item) =>
  z.object({ [itemsKey]: z.array(item), nextLastId: nextLastIdField } as KeysetPageShape<
    Key,
    Item
  >);
