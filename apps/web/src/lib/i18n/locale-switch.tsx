import { LOCALES, type Locale } from '@console/contract/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localeNames } from './locale-names';
import { useLocaleStore } from './locale-store';
import styles from './locale-switch.module.css';

/**
 * spec §1 language switch (zh-CN / en-US) of the sign-in pages: drawn like antd's small
 * Segmented, made of native radio buttons (a labelled radio group: arrow keys move the choice),
 * without antd (docs/web.md "Delivery"). The console has LocaleSegmented.
 */
export function LocaleSwitch({ onSwitch }: { onSwitch: (locale: Locale) => Promise<void> }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((state) => state.locale);
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={t('layout.locale')}
      className={styles.group}
      data-testid="locale-switch"
    >
      {LOCALES.map((key) => (
        <label key={key} className={key === locale ? styles.selected : styles.option}>
          <input
            type="radio"
            name={name}
            value={key}
            checked={key === locale}
            onChange={() => void onSwitch(key)}
            className={styles.radio}
          />
          <span lang={key} data-testid={`locale-${key}`}>
            {localeNames[key]}
          </span>
        </label>
      ))}
    </div>
  );
}
