import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './plain-table.module.css';

/** antd's sort orders, as its `sortOrder`. */
export type SortOrder = 'ascend' | 'descend';

/** antd's cycle of a column's order on each click: ascending, descending, none. */
const NEXT_ORDER = { none: 'ascend', ascend: 'descend', descend: null } as const;
const ARIA_SORT = { ascend: 'ascending', descend: 'descending' } as const;
const SORT_TITLE = {
  none: 'table.sortAscending',
  ascend: 'table.sortDescending',
  descend: 'table.sortCancel',
} as const;

/** The header cell's `aria-sort` for a column in this order. */
export const ariaSortOf = (order: SortOrder | null | undefined) =>
  order ? ARIA_SORT[order] : undefined;

/**
 * A sortable column's header (antd's `.ant-table-column-sorters`): its title and the up/down
 * carets, the current order's in the primary colour; a click asks for the next order.
 */
export function SortButton({
  title,
  order,
  onSort,
}: {
  title: ReactNode;
  order: SortOrder | null | undefined;
  onSort: (next: SortOrder | null) => void;
}) {
  const { t } = useTranslation();
  const current = order ?? 'none';
  const caret = (which: SortOrder, name: 'up' | 'down') =>
    order === which ? `${styles[name]} ${styles.on}` : styles[name];
  return (
    <button
      type="button"
      className={styles.sorter}
      title={t(SORT_TITLE[current])}
      onClick={() => onSort(NEXT_ORDER[current])}
    >
      <span className={styles.sorterTitle}>{title}</span>
      <span className={styles.carets} aria-hidden>
        <span className={caret('ascend', 'up')} />
        <span className={caret('descend', 'down')} />
      </span>
    </button>
  );
}
