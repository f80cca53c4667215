import { LOCALES, type Locale } from '@console/contract/constants';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLocale, useLocaleStore } from './locale-store';

// Each language is named in itself, so a reader of the other language can still find theirs.
const localeNames: Record<Locale, string> = { 'zh-CN': '中文', 'en-US': 'EN' };

/**
 * spec §1 language switch (zh-CN / en-US); a segmented control keeps the login page light.
 * `onSwitch` replaces the plain change (the console also stores it per user).
 */
export function LocaleSwitch({
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
