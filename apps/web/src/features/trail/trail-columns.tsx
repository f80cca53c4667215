import type { TrailEntry } from '@console/contract/trail';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlainColumn } from '../../lib/table/plain-table';
import { TrailActor } from '../../lib/trail/trail-actor';
import { TrailChanges } from '../../lib/trail/trail-changes';
import { actionLabel, objectHref, objectTypeLabel } from '../../lib/trail/trail-labels';
import { useTrailWords } from '../../lib/trail/use-trail-words';
import { useCompactMerchantTime } from '../../lib/merchant/merchant-time';
import styles from './trail-page.module.css';

/**
 * Below this width the table scrolls sideways; at 1,280 px (a 256 px sider) the table has ~920 px,
 * and the changes column takes what the narrow ones leave.
 */
export const TRAIL_TABLE_MIN_WIDTH = 840;

/**
 * Day over time, as the order list shows them: the column stays narrow; the offset, when the
 * browser's zone differs from the merchant's, is in the tooltip (docs/web.md "Dates and time zones").
 */
function EntryTime({ at }: { at: string }) {
  const compact = useCompactMerchantTime();
  const day = compact(at, 'YYYY-MM-DD');
  return (
    <time dateTime={at} className={styles.time} title={day.title}>
      {day.text}
      <br />
      <span className={styles.clock}>{compact(at, 'HH:mm:ss').text}</span>
    </time>
  );
}

/** The object an entry is about: its kind and id, a link where the console shows it. */
function ObjectCell({ entry }: { entry: TrailEntry }) {
  const { lookup } = useTrailWords();
  const text = `${objectTypeLabel(lookup, entry.objectType)} #${entry.objectId}`;
  const href = objectHref(entry.objectType, entry.objectId);
  return href === null ? <span>{text}</span> : <Link to={href}>{text}</Link>;
}

export function useTrailColumns(): PlainColumn<TrailEntry>[] {
  const { t } = useTranslation();
  const words = useTrailWords();
  return [
    {
      title: t('trail.column.at'),
      dataIndex: 'at',
      width: 110,
      render: (at: string) => <EntryTime at={at} />,
    },
    {
      title: t('trail.column.actor'),
      key: 'actor',
      width: 170,
      render: (_, entry) => <TrailActor actor={entry.actor} />,
    },
    {
      title: t('trail.column.action'),
      key: 'action',
      width: 110,
      render: (_, entry) => (
        <span data-testid="trail-action">
          {actionLabel(words.lookup, entry.objectType, entry.action)}
        </span>
      ),
    },
    {
      title: t('trail.column.object'),
      key: 'object',
      width: 110,
      render: (_, entry) => <ObjectCell entry={entry} />,
    },
    {
      title: t('trail.column.changes'),
      key: 'changes',
      render: (_, entry) => <TrailChanges entry={entry} />,
    },
  ];
}
