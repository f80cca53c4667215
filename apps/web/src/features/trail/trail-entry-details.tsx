import type { TrailEntry } from '@console/contract/trail';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { TrailOrigin } from '../../lib/trail/trail-origin';
import styles from './trail-page.module.css';

/** An entry's side as the server keeps it, whole (the table's cell may cut long values). */
function Snapshot({ label, value }: { label: string; value: TrailEntry['before'] }) {
  return (
    <div className={styles.snapshot}>
      <div className={styles.snapshotLabel}>{label}</div>
      <pre className={styles.json} tabIndex={0}>
        {value === null ? '—' : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

/** The expanded row: the entry's number in the chain, where it came from, before and after whole. */
export function TrailEntryDetails({ entry }: { entry: TrailEntry }) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={16} data-testid={`trail-details-${entry.id}`}>
      <div className={styles.origin}>
        <div>
          {t('trail.details.seq')}: {entry.seq ?? t('trail.details.unsealed')}
        </div>
        <TrailOrigin entry={entry} />
      </div>
      <Snapshot label={t('trail.details.before')} value={entry.before} />
      <Snapshot label={t('trail.details.after')} value={entry.after} />
    </Flex>
  );
}
