import type { HomeContent } from '@console/contract/home';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

type Satisfaction = NonNullable<HomeContent['satisfaction']>;

const stars = (average: number) => average.toFixed(2);

/**
 * The customers' ratings of resolved conversations in the period (docs/home.md "Satisfaction"):
 * per member rated and per day of the merchant. Plain markup, as the funnel: a table and bars of
 * CSS, no chart library or antd Table on the home's first visit (docs/home.md "Chart and weight").
 */
export function HomeSatisfaction({ satisfaction }: { satisfaction: Satisfaction }) {
  const { t } = useTranslation();
  if (satisfaction.count === 0 || satisfaction.average === null) {
    return <Empty description={t('home.satisfaction.empty')} />;
  }
  return (
    <div className={styles.satisfaction} data-testid="home-satisfaction">
      <div>
        <span className={styles.kpiValue} data-testid="home-satisfaction-average">
          {stars(satisfaction.average)}
        </span>{' '}
        <span className={styles.kpiTitle}>
          {t('home.satisfaction.count', { count: satisfaction.count })}
        </span>
      </div>
      <div className={styles.grid}>
        <div className={styles.xl12}>
          <table className={styles.table} data-testid="home-satisfaction-members">
            <thead>
              <tr>
                <th>{t('home.satisfaction.member')}</th>
                <th>{t('home.satisfaction.averageRating')}</th>
                <th>{t('home.satisfaction.ratings')}</th>
              </tr>
            </thead>
            <tbody>
              {satisfaction.members.map((row) => (
                <tr key={row.member?.id ?? 'gone'}>
                  <td>{row.member?.name ?? t('home.satisfaction.memberGone')}</td>
                  <td>{stars(row.average)}</td>
                  <td>{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={styles.xl12}>
          <RatingDays days={satisfaction.days} />
        </div>
      </div>
    </div>
  );
}

/** One bar a day, its height the day's average out of 5; each read out with its count. */
function RatingDays({ days }: { days: Satisfaction['days'] }) {
  const { t } = useTranslation();
  return (
    // A few days keep bars of up to 32 px (the two ends' dates beneath them); many share the width.
    <figure className={styles.ratingDays} style={{ maxWidth: Math.max(days.length * 34, 180) }}>
      <figcaption className={styles.kpiTitle}>{t('home.satisfaction.byDay')}</figcaption>
      <ol className={styles.dayBars} data-testid="home-satisfaction-days">
        {days.map((day) => {
          const label =
            day.average === null
              ? t('home.satisfaction.dayNone', { day: day.day })
              : t('home.satisfaction.day', {
                  day: day.day,
                  average: stars(day.average),
                  count: day.count,
                });
          return (
            <li key={day.day} className={styles.dayBar} title={label}>
              <div
                className={styles.dayBarFill}
                style={{ height: `${((day.average ?? 0) / 5) * 100}%` }}
                role="img"
                aria-label={label}
              />
            </li>
          );
        })}
      </ol>
      {days.length > 1 && (
        <div className={styles.dayEnds} aria-hidden>
          <span>{days[0]!.day}</span>
          <span>{days.at(-1)!.day}</span>
        </div>
      )}
    </figure>
  );
}
