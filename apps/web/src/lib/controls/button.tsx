import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import styles from './controls.module.css';
import { SvgIcon } from './svg-icon';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'default' | 'link';
  size?: 'middle' | 'large';
  shape?: 'round';
  block?: boolean;
  icon?: IconDefinition;
  /** antd's loading state: a spinner, and a click (or a form's Enter) does nothing meanwhile. */
  loading?: boolean;
  'data-testid'?: string;
};

// antd's autoInsertSpace: a label of two Chinese characters is spaced out ("登 录").
const TWO_CHINESE = /^[\u4e00-\u9fa5]{2}$/;

/** A button drawn like antd's, without antd (the sign-in page; docs/web.md "Delivery"). */
export function Button({
  variant = 'default',
  size = 'middle',
  shape,
  block = false,
  icon,
  loading = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: Props) {
  const classes = [
    styles.button,
    styles[variant],
    size === 'large' && styles.large,
    shape === 'round' && styles.round,
    block && styles.block,
    loading && styles.loading,
    className,
  ].filter(Boolean);
  // Not `disabled` while loading: a disabled button drops the keyboard focus it holds.
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) event.preventDefault();
    else onClick?.(event);
  };
  const shown = loading ? LoadingOutlined : icon;
  const label =
    typeof children === 'string' && !icon && variant !== 'link' && TWO_CHINESE.test(children)
      ? [...children].join(' ')
      : children;
  return (
    <button
      type={type}
      className={classes.join(' ')}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={click}
      {...rest}
    >
      {shown ? <SvgIcon icon={shown} className={loading ? styles.spin : undefined} /> : null}
      <span>{label}</span>
    </button>
  );
}
