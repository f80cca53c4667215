import type { RatingSummary as Summary } from '@console/contract/reviews';
import { useTranslation } from 'react-i18next';
import styles from './rating-summary.module.css';
import { Stars } from './stars';

const STARS = [5, 4, 3, 2, 1] as const;

/** The average as "4.3", or a dash without reviews. */
const formatAverage = (average: number | null) => (average === null ? '—' : average.toFixed(1));

/**
 * Average, count and the 1–5 distribution as bars (docs/reviews.md "Stats"), for a merchant or an
 * activity.
 */
export function RatingSummary({
  summary,
  compact = false,
}: {
  summary: Summary;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const widest = Math.max(1, ...STARS.map((star) => summary.distribution[star]));
  return (
    <div
      className={compact ? `${styles.summary} ${styles.compact}` : styles.summary}
      data-testid="rating-summary"
      data-count={summary.count}
      data-average={summary.average ?? ''}
    >
      <div className={styles.head}>
        <span className={styles.average} data-testid="rating-average">
          {formatAverage(summary.average)}
        </span>
        {summary.average !== null && <Stars rating={summary.average} size={16} />}
        <span className={styles.count} data-testid="rating-count">
          {t('reviews.summary.count', { count: summary.count })}
        </span>
      </div>
      <ul className={styles.bars} aria-label={t('reviews.summary.distribution')}>
        {STARS.map((star) => {
          const count = summary.distribution[star];
          return (
            <li key={star} className={styles.bar} data-testid={`rating-bar-${star}`}>
              <span className={styles.label}>{t('reviews.summary.star', { star })}</span>
              <span className={styles.track} aria-hidden>
                <span className={styles.fill} style={{ width: `${(count / widest) * 100}%` }} />
              </span>
              <span className={styles.value}>{count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
