import type { SystemChange } from '@console/contract/system-changes';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { diffOf, namedIds, shownValue, type DiffRow, type IdNames } from './diff-rows';
import styles from './change-diff.module.css';

const MARK_COLORS = { added: 'green', removed: 'red' } as const;

/** One side of a row: a list of ids by name (what an update added or removed marked), or text. */
function Side({ row, side, names }: { row: DiffRow; side: 'before' | 'after'; names: IdNames }) {
  const { t } = useTranslation();
  const value = row[side];
  const other = side === 'before' ? row.after : row.before;
  const ids = namedIds(row.key, value, other, side, names);
  if (!ids) return <>{shownValue(value)}</>;
  if (ids.length === 0) return <>{t('system.change.none')}</>;
  return (
    <>
      {ids.map((id) => (
        <Tag
          key={id.id}
          color={id.mark && MARK_COLORS[id.mark]}
          data-mark={id.mark}
          title={id.mark && t(`system.change.${id.mark}`)}
        >
          {id.mark === 'added' ? '+ ' : id.mark === 'removed' ? '− ' : ''}
          {id.name}
        </Tag>
      ))}
    </>
  );
}

/** Before → after of the keys a change touched, side by side, the changed values marked. */
export function ChangeDiff({ change, names }: { change: SystemChange; names: IdNames }) {
  const { t } = useTranslation();
  const rows = diffOf(change);
  if (rows.length === 0) return <span>{t('system.change.noDiff')}</span>;
  return (
    <table className={styles.diff} data-testid={`change-diff-${change.id}`}>
      <thead>
        <tr>
          <th className={styles.key}>{t('system.change.field')}</th>
          <th>{t('system.change.before')}</th>
          <th>{t('system.change.after')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td className={styles.key}>{row.key}</td>
            <td className={row.before === undefined ? undefined : styles.before}>
              <Side row={row} side="before" names={names} />
            </td>
            <td className={row.after === undefined ? undefined : styles.after}>
              <Side row={row} side="after" names={names} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
