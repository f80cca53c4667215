import type { TrailEntry } from '@console/contract/trail';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeRows, fieldLabel, shownValue, type ValueContext } from './trail-labels';
import { useTrailWords } from './use-trail-words';
import styles from './trail-changes.module.css';

type Side = 'before' | 'after';

/** One side of a change; a cut value keeps its whole in a tooltip (focusable, for keyboards). */
function Value({
  entry,
  field,
  value,
  side,
  words,
}: {
  entry: Pick<TrailEntry, 'objectType'>;
  field: string;
  value: unknown;
  side: Side;
  words: ValueContext;
}) {
  const shown = shownValue(entry.objectType, field, value, words);
  const Mark = side === 'before' ? 'del' : 'ins';
  const text = shown.full ? (
    <Tooltip title={<pre className={styles.full}>{shown.full}</pre>} trigger={['hover', 'focus']}>
      <span className={styles.cut} tabIndex={0} data-full={shown.full}>
        {shown.text}
      </span>
    </Tooltip>
  ) : (
    shown.text
  );
  return (
    <Mark className={styles[side]} data-side={side}>
      {text}
    </Mark>
  );
}

/**
 * The fields an entry changed, each as before → after (docs/web.md "Trail page"): a creation
 * shows what it set, a removal what was there; names and values in words (trail-labels.ts).
 */
export function TrailChanges({
  entry,
}: {
  entry: Pick<TrailEntry, 'objectType' | 'before' | 'after'>;
}) {
  const { t } = useTranslation();
  const words = useTrailWords();
  const rows = changeRows(entry);
  if (rows.length === 0) return <span className={styles.none}>{t('trail.changes.none')}</span>;
  return (
    <dl className={styles.changes} data-testid="trail-changes">
      {rows.map((row) => (
        <div key={row.field} className={styles.row} data-field={row.field}>
          <dt className={styles.field}>{fieldLabel(words.lookup, entry.objectType, row.field)}</dt>
          <dd className={styles.values}>
            {row.kind !== 'added' && (
              <Value
                entry={entry}
                field={row.field}
                value={row.before}
                side="before"
                words={words}
              />
            )}
            {row.kind === 'changed' && (
              <>
                <span className={styles.arrow} aria-hidden>
                  →
                </span>
                <span className={styles.hidden}>{t('trail.changes.to')}</span>
              </>
            )}
            {row.kind !== 'removed' && (
              <Value entry={entry} field={row.field} value={row.after} side="after" words={words} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
