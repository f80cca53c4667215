import { useTranslation } from 'react-i18next';
import styles from './rating-summary.module.css';

/** A 1–5 rating as five stars, read out as "4 of 5 stars" (no antd Rate: it is display only). */
export function Stars({ rating, size = 14 }: { rating: number; size?: number }) {
  const { t } = useTranslation();
  const full = Math.round(rating);
  return (
    <span
      className={styles.stars}
      style={{ fontSize: size }}
      role="img"
      aria-label={t('reviews.stars', { rating })}
      data-rating={rating}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} className={star <= full ? styles.on : styles.off} aria-hidden>
          ★
        </span>
      ))}
    </span>
  );
}
