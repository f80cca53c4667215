import { isLocale } from './resolve-locale';
import type { Locale } from '@console/contract/constants';
import { changeLocale } from './locale-store';

// docs/web.md "Settings sync": a language picked on the sign-in pages is an explicit choice. After
// the sign-in it wins over the user's stored setting, and becomes that setting (spec §4 "changing
// the locale stores it"); without a choice the stored setting wins as before. Kept for this browser
// tab only: a choice made and abandoned does not follow a sign-in days later.
const CHOICE_KEY = 'locale-chosen-signed-out';

/** The sign-in pages' language switch: change now, and remember it was chosen. */
export async function chooseLocaleSignedOut(locale: Locale): Promise<void> {
  sessionStorage.setItem(CHOICE_KEY, locale);
  await changeLocale(locale);
}

/** The choice made before this sign-in, once: reading it forgets it. */
export function takeSignedOutChoice(): Locale | null {
  const chosen = sessionStorage.getItem(CHOICE_KEY);
  sessionStorage.removeItem(CHOICE_KEY);
  return isLocale(chosen) ? chosen : null;
}
