import type { Locale } from '@console/contract/constants';
import { changeLocale } from '../i18n/locale-store';
import { useUserSettings } from './user-settings-store';

/** spec §4: a signed-in user's language change applies at once and is stored as theirs. */
export async function switchLocale(locale: Locale): Promise<void> {
  await changeLocale(locale);
  useUserSettings.getState().setLocale(locale);
}
