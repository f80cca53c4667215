import type { ReactNode } from 'react';
import styles from './status-panel.module.css';

type Props = {
  icon: ReactNode;
  title: ReactNode;
  detail?: ReactNode;
  action?: ReactNode;
  'data-testid'?: string;
};

/**
 * A state shown in place of a page's content (no merchant yet, not built yet): icon, title,
 * detail and one action, laid out as antd's Result. Plain markup: Result carries its three
 * status illustrations (~12 KB gzip) wherever it is imported (docs/web.md "Delivery").
 */
export function StatusPanel({ icon, title, detail, action, 'data-testid': testId }: Props) {
  return (
    <div className={styles.panel} data-testid={testId}>
      <div className={styles.icon} aria-hidden="true">
        {icon}
      </div>
      <div className={styles.title}>{title}</div>
      {detail ? <div className={styles.detail}>{detail}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
