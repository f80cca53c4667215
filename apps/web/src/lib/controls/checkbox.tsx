import type { ReactNode } from 'react';
import styles from './controls.module.css';

type Props = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  'data-testid'?: string;
};

/** A native checkbox drawn like antd's (the sign-in page; docs/web.md "Delivery"). */
export function Checkbox({ checked, onChange, children, 'data-testid': testId }: Props) {
  return (
    <label className={styles.checkbox}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
      />
      <span>{children}</span>
    </label>
  );
}
