import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import ShoppingOutlined from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import { COPYRIGHT_YEAR } from '@console/contract/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from '../../lib/controls/svg-icon';
import { chooseLocaleSignedOut } from '../../lib/i18n/locale-choice';
import { LocaleSwitch } from '../../lib/i18n/locale-switch';
import styles from './auth-shell.module.css';

/**
 * The frame of the sign-in pages: a brand panel on wide screens, the form card, a language
 * switch. Drawn without antd (the first visit to /login has a budget; docs/web.md "Delivery").
 */
export function AuthShell({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <aside className={styles.brand}>
        <div className={styles.brandName}>
          <span className={styles.logo}>
            <SvgIcon icon={ShopOutlined} />
          </span>
          {t('app.name')}
        </div>
        <div>
          <p className={styles.brandPitch}>{t('app.tagline')}</p>
          <ul className={styles.brandPoints}>
            <li>
              <SvgIcon icon={CalendarOutlined} /> {t('brand.activities')}
            </li>
            <li>
              <SvgIcon icon={ShoppingOutlined} /> {t('brand.orders')}
            </li>
            <li>
              <SvgIcon icon={CustomerServiceOutlined} /> {t('brand.customers')}
            </li>
          </ul>
        </div>
        <div className={styles.footer} style={{ color: 'rgb(255 255 255 / 65%)' }}>
          © {COPYRIGHT_YEAR} {t('app.name')}
        </div>
      </aside>
      <main className={styles.main}>
        <div className={styles.toolbar}>
          <LocaleSwitch onSwitch={chooseLocaleSignedOut} />
        </div>
        <div className={styles.center}>
          <section className={styles.card}>
            <header className={styles.heading}>
              <span className={styles.logo}>
                <SvgIcon icon={ShopOutlined} />
              </span>
              <h1 className={styles.title} data-testid="page-title">
                {title}
              </h1>
              <div className={styles.appName}>{t('app.name')}</div>
            </header>
            {children}
          </section>
        </div>
      </main>
    </div>
  );
}
