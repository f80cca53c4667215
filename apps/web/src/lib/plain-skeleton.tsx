import type { CSSProperties } from 'react';
import styles from './plain-skeleton.module.css';

// docs/web.md "Ready at once": antd's `Skeleton` (~3 KB gzip) drew only a title bar and paragraph
// rows here. This draws the same markup in antd's look (plain-skeleton.module.css), as
// `plain-card.tsx` does for Card: a 38 % title, rows of which the last is 61 % wide, the moving
// gradient when active. The props are antd's, for the parts the console uses.

type Props = {
  active?: boolean;
  /** antd's `title`: false leaves the title bar out. */
  title?: boolean;
  /** antd's `paragraph`: how many rows (3 under a title, else 2). */
  paragraph?: { rows?: number };
  style?: CSSProperties;
};

export function PlainSkeleton({ active, title = true, paragraph, style }: Props) {
  const rows = paragraph?.rows ?? (title ? 3 : 2);
  return (
    <div
      className={active ? `${styles.skeleton} ${styles.active}` : styles.skeleton}
      style={style}
      data-skeleton
    >
      <div className={styles.section}>
        {title && <h3 className={styles.title} style={{ width: '38%' }} />}
        <ul className={styles.paragraph}>
          {Array.from({ length: rows }, (_, index) => (
            <li key={index} style={index === rows - 1 ? { width: '61%' } : undefined} />
          ))}
        </ul>
      </div>
    </div>
  );
}
