import type { TrailEntry } from '@console/contract/trail';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlainColumn } from '../../lib/table/plain-table';
import { TrailActor } from '../../lib/trail/trail-actor';
import { TrailChanges } from '../../lib/trail/trail-changes';
import { actionLabel, objectHref, objectTypeLabel } from '../../lib/trail/trail-labels';
import { useTrailWords } from '../../lib/trail/use-trail-words';
import styles from './trail-page.module.css';

/** Below this width the table scrolls sideways (the changes column takes what is left). */
export const TRAIL_TABLE_MIN_WIDTH = 960;

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
      width: 170,
      render: (at: string) => (
        <time dateTime={at} className={styles.time}>
          {words.time(at)}
        </time>
      ),
    },
    {
      title: t('trail.column.actor'),
      key: 'actor',
      width: 190,
      render: (_, entry) => <TrailActor actor={entry.actor} />,
    },
    {
      title: t('trail.column.action'),
      key: 'action',
      width: 130,
      render: (_, entry) => (
        <span data-testid="trail-action">
          {actionLabel(words.lookup, entry.objectType, entry.action)}
        </span>
      ),
    },
    {
      title: t('trail.column.object'),
      key: 'object',
      width: 150,
      render: (_, entry) => <ObjectCell entry={entry} />,
    },
    {
      title: t('trail.column.changes'),
      key: 'changes',
      render: (_, entry) => <TrailChanges entry={entry} />,
    },
  ];
}
