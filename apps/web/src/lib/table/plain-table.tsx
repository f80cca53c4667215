import { Button, Spin } from 'antd';
import { useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './plain-table.module.css';

// Issue 12 item 17: antd's `Table` brings its filter dropdown (a Tree), sorters, row selection
// (Checkbox, Radio) and a Pagination with its size-changer Select to every page that shows it,
// ~80 KB gzip. The lists of /account/sub and /log use none of them: this is a plain HTML table
// drawn with antd's table look (plain-table.module.css), so it looks and reads the same.
// Long lists grow by "Show more", as the console's other lists do, instead of a pager.

/** A column, named as antd's: a cell shows `render(row[dataIndex], row, index)`. */
export type PlainColumn<T> = {
  title: ReactNode;
  key?: string;
  dataIndex?: keyof T & string;
  width?: number;
  /** One line, cut with "…"; a text cell keeps its full value as a tooltip. */
  ellipsis?: boolean;
  render?: (value: never, row: T, index: number) => ReactNode;
};

type Props<T> = {
  columns: PlainColumn<T>[];
  dataSource: readonly T[];
  rowKey: keyof T & string;
  loading?: boolean;
  /** Shown in the body when there are no rows. */
  emptyText: string;
  /** Rows shown at first and added by each "Show more"; `false` shows every row. */
  pageSize: number | false;
  /** antd's small table (8 px cells); the default is antd's default size (16 px). */
  size?: 'small';
  /** The width below which the table scrolls sideways. */
  scroll?: { x: number };
  'data-testid'?: string;
};

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
  'data-testid': testId,
}: Props<T>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(pageSize || Infinity);
  const rows = dataSource.length > shown ? dataSource.slice(0, shown) : dataSource;
  // As antd: cut cells need fixed column widths; otherwise the content sizes the columns.
  const layout = columns.some((column) => column.ellipsis) ? 'fixed' : 'auto';

  return (
    <div>
      <Spin spinning={loading}>
        <div className={styles.scroll}>
          <table
            className={size === 'small' ? `${styles.table} ${styles.small}` : styles.table}
            style={{ minWidth: scroll?.x, tableLayout: layout }}
            data-testid={testId}
          >
            <colgroup>
              {columns.map((column, i) => (
                <col key={column.key ?? column.dataIndex ?? i} style={{ width: column.width }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                {columns.map((column, i) => (
                  <th
                    key={column.key ?? column.dataIndex ?? i}
                    scope="col"
                    className={column.ellipsis ? styles.ellipsis : undefined}
                  >
                    {column.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length} className={styles.empty}>
                    {loading ? null : emptyText}
                  </td>
                </tr>
              ) : (
                rows.map((row, index) => (
                  <tr key={row[rowKey] as Key} className={styles.row} data-row-key={row[rowKey]}>
                    {columns.map((column, i) => {
                      const { content, title } = cellOf(column, row, index);
                      return (
                        <td
                          key={column.key ?? column.dataIndex ?? i}
                          className={column.ellipsis ? styles.ellipsis : undefined}
                          title={title}
                        >
                          {content}
                        </td>
                      );
                    })}
                  </tr>
                ))
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
