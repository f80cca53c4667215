import { Button, Spin } from 'antd';
import { useState, type ComponentType, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './plain-table.module.css';
import { ariaSortOf, SortButton, type SortOrder } from './sort-button';
import { useHiddenRight } from './use-hidden-right';

// docs/web.md "Delivery": antd's `Table` brings its filter dropdown (a Tree), sorters, row
// selection (Checkbox, Radio) and a Pagination with its size-changer Select to every page that
// shows it, ~80 KB gzip. This is a plain HTML table drawn with antd's table look
// (plain-table.module.css), so it looks and reads the same. Long lists grow by "Show more", as
// the console's other lists do; a list paged by the server puts a `Pager` under it instead, and
// its columns sort by the server through `onSort`.

export type { SortOrder };

/** A column, named as antd's: a cell shows `render(row[dataIndex], row, index)`. */
export type PlainColumn<T> = {
  title: ReactNode;
  key?: string;
  dataIndex?: keyof T & string;
  width?: number;
  /** One line, cut with "…"; a text cell keeps its full value as a tooltip. */
  ellipsis?: boolean;
  render?: (value: never, row: T, index: number) => ReactNode;
  align?: 'right';
  /** Stays at the right edge while the table scrolls sideways (antd's `fixed: 'right'`). */
  fixed?: 'right';
  /** Sorted by the table's `onSort` under the column's `key`, as antd's `sorter: true`. */
  sorter?: boolean;
  /** The column's current order (antd's controlled `sortOrder`). */
  sortOrder?: SortOrder | null;
};

/** The props a selection check box gets (a subset of antd `Checkbox`'s). */
type SelectionBoxProps = {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  'aria-label': string;
  onChange: (event: { target: { checked: boolean } }) => void;
  onClick?: (event: { stopPropagation: () => void }) => void;
};

/** Check boxes in a first column, as antd's `rowSelection` (same labels, row click kept apart). */
export type PlainSelection<T> = {
  selectedKeys: readonly Key[];
  onChange: (keys: Key[]) => void;
  columnWidth?: number;
  /** antd's `Checkbox`, passed in: the lists without selection do not load it. */
  Box: ComponentType<SelectionBoxProps>;
  /** A row that cannot be checked (antd's `getCheckboxProps` → `disabled`); "all" skips it. */
  isDisabled?: (row: T) => boolean;
};

/** A row's details in a row of their own under it, opened by a button in a first column (antd's `expandable`). */
export type PlainExpandable<T> = {
  render: (row: T) => ReactNode;
  /** The button's accessible name, the row open or not ("Show the details of …"). */
  label: (row: T, isOpen: boolean) => string;
};

export type RowProps = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: unknown };

type Props<T> = {
  columns: PlainColumn<T>[];
  dataSource: readonly T[];
  rowKey: keyof T & string;
  loading?: boolean;
  /** Shown in the body when there are no rows. */
  emptyText: string;
  /** Rows shown at first and added by each "Show more"; `false` shows every row. */
  pageSize: number | false;
  /** antd's small (8 px cells) or middle (12 × 8 px) table; the default is antd's (16 px). */
  size?: 'small' | 'middle';
  /** The width below which the table scrolls sideways. */
  scroll?: { x: number };
  /** Attributes and handlers of a body row (antd's `onRow`). */
  rowProps?: (row: T) => RowProps;
  selection?: PlainSelection<T>;
  expandable?: PlainExpandable<T>;
  /** A sortable column's header was clicked: its next order, `null` back to the list's own. */
  onSort?: (key: string, order: SortOrder | null) => void;
  /** On the outer box (beside the table's own look). */
  className?: string;
  /** On the table; the scrolling box gets `<id>-scroll`, the "Show more" button `<id>-more`. */
  'data-testid'?: string;
};

const cx = (...names: (string | false | undefined)[]) =>
  names.filter(Boolean).join(' ') || undefined;

function cellOf<T>(column: PlainColumn<T>, row: T, index: number) {
  const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
  const content = column.render ? column.render(value as never, row, index) : (value as ReactNode);
  const title =
    column.ellipsis && (typeof content === 'string' || typeof content === 'number')
      ? String(content)
      : undefined;
  return { content, title };
}

export function PlainTable<T extends object>({
  columns,
  dataSource,
  rowKey,
  loading = false,
  emptyText,
  pageSize,
  size,
  scroll,
  rowProps,
  selection,
  expandable,
  onSort,
  className,
  'data-testid': testId,
}: Props<T>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(pageSize || Infinity);
  const [openKeys, setOpenKeys] = useState<ReadonlySet<Key>>(new Set());
  const rows = dataSource.length > shown ? dataSource.slice(0, shown) : dataSource;
  const { ref: scrollRef, hidden: hiddenRight, measure } = useHiddenRight();
  // As antd (rc-table): cut cells, or a fixed column in a table that scrolls sideways, need
  // fixed column widths; otherwise the content sizes the columns.
  const layout =
    columns.some((column) => column.ellipsis) || (scroll && columns.some((column) => column.fixed))
      ? 'fixed'
      : 'auto';
  const cellClass = (column: PlainColumn<T>) =>
    cx(
      column.ellipsis && styles.ellipsis,
      column.align === 'right' && styles.right,
      column.fixed === 'right' && styles.fixed,
      column.fixed === 'right' && hiddenRight && styles.shadow,
    );
  const keyOf = (row: T) => row[rowKey] as Key;
  const selected = new Set(selection?.selectedKeys);
  // "All" checks the rows shown that can be checked, as antd's header check box does.
  const checkable = rows.filter((row) => !selection?.isDisabled?.(row));
  const selectedShown = checkable.filter((row) => selected.has(keyOf(row))).length;
  const width = columns.length + (selection ? 1 : 0) + (expandable ? 1 : 0);
  const toggleOpen = (key: Key) => {
    const next = new Set(openKeys);
    if (!next.delete(key)) next.add(key);
    setOpenKeys(next);
  };
  const toggle = (key: Key, on: boolean) =>
    selection?.onChange(
      on
        ? [...selection.selectedKeys, key]
        : selection.selectedKeys.filter((selectedKey) => selectedKey !== key),
    );

  return (
    <div className={className}>
      <Spin spinning={loading}>
        <div
          ref={scrollRef}
          className={styles.scroll}
          onScroll={measure}
          data-testid={testId ? `${testId}-scroll` : undefined}
        >
          <table
            className={cx(styles.table, size && styles[size])}
            style={{ minWidth: scroll?.x, tableLayout: layout }}
            data-testid={testId}
          >
            <colgroup>
              {expandable && <col style={{ width: 48 }} />}
              {selection && <col style={{ width: selection.columnWidth ?? 32 }} />}
              {columns.map((column, i) => (
                <col key={column.key ?? column.dataIndex ?? i} style={{ width: column.width }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                {/* antd's expand column has no title either. */}
                {expandable && <th scope="col" className={styles.expandColumn} />}
                {selection && (
                  <th scope="col" className={styles.selection}>
                    {/* antd's labels, in English in either language as antd has them. */}
                    <selection.Box
                      aria-label="Select all"
                      checked={checkable.length > 0 && selectedShown === checkable.length}
                      indeterminate={selectedShown > 0 && selectedShown < checkable.length}
                      disabled={checkable.length === 0}
                      onChange={(event) =>
                        selection.onChange(event.target.checked ? checkable.map(keyOf) : [])
                      }
                    />
                  </th>
                )}
                {columns.map((column, i) => (
                  <th
                    key={column.key ?? column.dataIndex ?? i}
                    scope="col"
                    className={cellClass(column)}
                    aria-sort={column.sorter ? ariaSortOf(column.sortOrder) : undefined}
                  >
                    {column.sorter && column.key ? (
                      <SortButton
                        title={column.title}
                        order={column.sortOrder}
                        onSort={(next) => onSort?.(column.key!, next)}
                      />
                    ) : (
                      column.title
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={width} className={styles.empty}>
                    {loading ? null : emptyText}
                  </td>
                </tr>
              ) : (
                rows.map((row, index) => {
                  const key = keyOf(row);
                  const isSelected = selected.has(key);
                  const extra = rowProps?.(row);
                  const isOpen = openKeys.has(key);
                  return [
                    <tr
                      {...extra}
                      key={key}
                      className={cx(styles.row, isSelected && styles.selected, extra?.className)}
                      data-row-key={key}
                    >
                      {expandable && (
                        <td className={styles.expandColumn}>
                          <button
                            type="button"
                            className={cx(styles.expandIcon, isOpen && styles.expanded)}
                            aria-expanded={isOpen}
                            aria-label={expandable.label(row, isOpen)}
                            onClick={(event) => {
                              event.stopPropagation();
                              toggleOpen(key);
                            }}
                            data-testid={testId ? `${testId}-expand-${key}` : undefined}
                          />
                        </td>
                      )}
                      {selection && (
                        <td className={styles.selection}>
                          <selection.Box
                            aria-label={
                              isSelected ? `Row ${index + 1} selected` : `Select row ${index + 1}`
                            }
                            checked={isSelected}
                            disabled={selection.isDisabled?.(row)}
                            onClick={(event) => event.stopPropagation()}
                            onChange={(event) => toggle(key, event.target.checked)}
                          />
                        </td>
                      )}
                      {columns.map((column, i) => {
                        const { content, title } = cellOf(column, row, index);
                        return (
                          <td
                            key={column.key ?? column.dataIndex ?? i}
                            className={cellClass(column)}
                            title={title}
                          >
                            {content}
                          </td>
                        );
                      })}
                    </tr>,
                    expandable && isOpen && (
                      <tr
                        key={`${key}-expanded`}
                        className={styles.expandedRow}
                        data-testid={testId ? `${testId}-expanded-${key}` : undefined}
                      >
                        <td colSpan={width}>{expandable.render(row)}</td>
                      </tr>
                    ),
                  ];
                })
              )}
            </tbody>
          </table>
        </div>
      </Spin>
      {pageSize && rows.length < dataSource.length && (
        <div className={styles.more}>
          <Button
            onClick={() => setShown(shown + pageSize)}
            data-testid={testId ? `${testId}-more` : undefined}
          >
            {t('common.showMore', { count: dataSource.length - rows.length })}
          </Button>
        </div>
      )}
    </div>
  );
}
