import type { ReactNode } from 'react';
import styles from './setting-list.module.css';

/** One row of a settings card: an icon, a title and its description, an action on the right. */
export type SettingRow = {
  key: string;
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  action: ReactNode;
};

/** The rows of /setting/account's cards, drawn like antd's List (setting-list.module.css). */
export function SettingList({ rows }: { rows: SettingRow[] }) {
  return (
    <ul className={styles.list}>
      {rows.map((row) => (
        <li key={row.key} className={styles.item}>
          <div className={styles.meta}>
            <span className={styles.avatar}>{row.icon}</span>
            <div>
              <h4 className={styles.title}>{row.title}</h4>
              <div className={styles.description}>{row.description}</div>
            </div>
          </div>
          <div className={styles.action}>{row.action}</div>
        </li>
      ))}
    </ul>
  );
}
