import type { SystemChange } from '@console/contract/system-changes';
import { useTranslation } from 'react-i18next';
import { diffOf, shownValue } from './diff-rows';
import styles from './change-diff.module.css';

/** Before → after of the keys a change touched, side by side, the changed values marked. */
export function ChangeDiff({ change }: { change: SystemChange }) {
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
              {shownValue(row.before)}
            </td>
            <td className={row.after === undefined ? undefined : styles.after}>
              {shownValue(row.after)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
