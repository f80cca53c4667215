import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './pager.module.css';

/** antd's page sizes. */
const PAGE_SIZES = [10, 20, 50, 100] as const;

type Props = {
  /** The page shown, from 1. */
  current: number;
  pageSize: number;
  total: number;
  /** The last page that may be asked for (a list's deepest offset), whatever the total. */
  maxPage?: number;
  /** Before the pages: "37 in total". */
  totalText: ReactNode;
  /** A page or a page size was chosen; a new size starts again from page 1. */
  onChange: (page: number, pageSize: number) => void;
  'data-testid'?: string;
};

/**
 * The pages a pager offers: all of them up to seven; beyond, the first, the last and the two
 * either side of the current, with a gap ("…") where pages are left out, as antd's Pagination.
 */
export function pageItems(current: number, pages: number): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  let left = Math.max(2, current - 2);
  let right = Math.min(pages - 1, current + 2);
  if (current <= 4) [left, right] = [2, 5];
  if (current >= pages - 3) [left, right] = [pages - 4, pages - 1];
  const middle = Array.from({ length: right - left + 1 }, (_, i) => left + i);
  return [
    1,
    ...(left > 2 ? (['gap'] as const) : []),
    ...middle,
    ...(right < pages - 1 ? (['gap'] as const) : []),
    pages,
  ];
}

/**
 * A pager for a list paged by the server, in antd Pagination's look (pager.module.css), with its
 * page size a native select: antd's Pagination brings its Select (~30 KB gzip with its virtual
 * list) to every page that shows it (docs/web.md "Delivery"). Hidden while there are no rows.
 */
export function Pager({
  current,
  pageSize,
  total,
  maxPage = Infinity,
  totalText,
  onChange,
  'data-testid': testId,
}: Props) {
  const { t } = useTranslation();
  if (total <= 0) return null;
  const pages = Math.max(1, Math.min(Math.ceil(total / pageSize), maxPage));
  const page = Math.min(current, pages);
  const go = (next: number) => onChange(next, pageSize);
  return (
    <nav className={styles.pager} aria-label={t('table.pages')} data-testid={testId}>
      <span className={styles.total}>{totalText}</span>
      <ul className={styles.pages}>
        <li>
          <button
            type="button"
            className={styles.item}
            disabled={page <= 1}
            aria-label={t('table.previous')}
            onClick={() => go(page - 1)}
          >
            <LeftOutlined />
          </button>
        </li>
        {pageItems(page, pages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden>
              •••
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={item === page ? `${styles.item} ${styles.active}` : styles.item}
                aria-label={t('table.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.item}
            disabled={page >= pages}
            aria-label={t('table.next')}
            onClick={() => go(page + 1)}
          >
            <RightOutlined />
          </button>
        </li>
      </ul>
      <select
        className={styles.size}
        value={pageSize}
        aria-label={t('table.pageSizeLabel')}
        onChange={(event) => onChange(1, Number(event.target.value))}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {t('table.pageSize', { size })}
          </option>
        ))}
      </select>
    </nav>
  );
}
