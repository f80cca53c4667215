import { LOCALES, type Locale } from '@console/contract/constants';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { localeNames } from './locale-names';
import { changeLocale, useLocaleStore } from './locale-store';

/**
 * spec §1 language switch (zh-CN / en-US) inside the console: antd's Segmented, so it follows the
 * header's themes (light, dark, primary). The sign-in pages have the antd-free LocaleSwitch.
 * `onSwitch` replaces the plain change (the console also stores it per user).
 */
export function LocaleSegmented({
  onSwitch = changeLocale,
}: {
  onSwitch?: (locale: Locale) => Promise<void>;
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((state) => state.locale);
  return (
    <Segmented<Locale>
      size="small"
      value={locale}
      onChange={(next) => void onSwitch(next)}
      options={LOCALES.map((key) => ({
        value: key,
        label: <span data-testid={`locale-${key}`}>{localeNames[key]}</span>,
      }))}
      aria-label={t('layout.locale')}
      data-testid="locale-switch"
    />
  );
}
