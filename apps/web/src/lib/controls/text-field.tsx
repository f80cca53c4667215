import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './controls.module.css';
import { SvgIcon } from './svg-icon';

export type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'prefix'
> & {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Its accessible name; the placeholder says the same on screen. */
  label: string;
  icon: IconDefinition;
  /** The message under the field (one at a time), tied to the input for assistive technology. */
  error?: string;
  /** For a password: the label of the button that shows and hides it. */
  revealLabel?: string;
  /** A control joined to the field's end (the captcha's send button). */
  addon?: ReactNode;
};

/**
 * A large text field drawn like antd's Input (prefix icon, hover and focus border, focus ring,
 * the form item's message below), without antd (the sign-in page; docs/web.md "Delivery").
 */
export function TextField({
  id,
  value,
  onChange,
  label,
  icon,
  error,
  revealLabel,
  addon,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const helpId = `${id}_help`;
  // The frame draws the field's border and focus ring (checked by e2e/accessibility).
  const field = (
    <div className={styles.affix} data-focus-ring>
      <SvgIcon icon={icon} />
      <input
        id={id}
        type={revealLabel && revealed ? 'text' : type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={label}
        placeholder={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? helpId : undefined}
        {...rest}
      />
      {revealLabel ? (
        <button
          type="button"
          className={styles.toggle}
          aria-label={revealLabel}
          aria-pressed={revealed}
          aria-controls={id}
          onClick={() => setRevealed((shown) => !shown)}
        >
          <SvgIcon icon={revealed ? EyeOutlined : EyeInvisibleOutlined} />
        </button>
      ) : null}
    </div>
  );
  return (
    <div className={error ? `${styles.item} ${styles.invalid}` : styles.item}>
      {addon ? (
        <div className={styles.compact}>
          {field}
          {addon}
        </div>
      ) : (
        field
      )}
      {error ? (
        <div id={helpId} className={styles.explain} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
