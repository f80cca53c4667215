import { ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './console-layout.module.css';

/** Logo and product name; the name is left out when there is no room (collapsed, mobile). */
export function Brand({
  showName = true,
  dark = true,
  compact = false,
}: {
  showName?: boolean;
  dark?: boolean;
  /** In the header: no padding of its own. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const classes = [styles.brand, dark ? styles.brandDark : styles.brandLight];
  if (compact) classes.push(styles.brandCompact);
  return (
    <div className={classes.join(' ')}>
      <span className={styles.brandLogo}>
        <ShopOutlined />
      </span>
      {showName ? <span className={styles.brandName}>{t('app.name')}</span> : null}
    </div>
  );
}
