import type { TrailEntry } from '@console/contract/trail';
import { useTranslation } from 'react-i18next';
import styles from './object-trail.module.css';

/** Where an entry's write came from: address, browser and the request's id (logs, errors). */
export function TrailOrigin({
  entry,
}: {
  entry: Pick<TrailEntry, 'ip' | 'userAgent' | 'requestId'>;
}) {
  const { t } = useTranslation();
  const rows = [
    ['ip', t('trail.details.ip'), entry.ip],
    ['userAgent', t('trail.details.userAgent'), entry.userAgent],
    ['requestId', t('trail.details.requestId'), entry.requestId],
  ] as const;
  return (
    <dl className={styles.origin}>
      {rows.map(([key, label, value]) => (
        <div key={key} className={styles.originRow} data-testid={`trail-origin-${key}`}>
          <dt>{label}</dt>
          <dd>{value ?? t('trail.details.unknown')}</dd>
        </div>
      ))}
    </dl>
  );
}
