import type { ReactNode } from 'react';
import styles from './plain-card.module.css';

// docs/web.md "Delivery": antd's `Card` imports Tabs and Skeleton (~14 KB gzip) for its tab and
// loading variants. The console's cards use neither: this is a plain box drawn with antd's card
// look (plain-card.module.css), with the same title bar, extra slot and small size.

type Props = {
  title?: ReactNode;
  extra?: ReactNode;
  /** antd's small card: 38 px title bar, 12 px paddings. */
  size?: 'small';
  children?: ReactNode;
  'data-testid'?: string;
};

export function PlainCard({ title, extra, size, children, 'data-testid': testId }: Props) {
  const hasHead = title !== undefined || extra !== undefined;
  return (
    <div
      className={size === 'small' ? `${styles.card} ${styles.small}` : styles.card}
      data-testid={testId}
    >
      {hasHead && (
        <div className={styles.head}>
          <div className={styles.wrapper}>
            {title !== undefined && <div className={styles.title}>{title}</div>}
            {extra !== undefined && <div className={styles.extra}>{extra}</div>}
          </div>
        </div>
      )}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
