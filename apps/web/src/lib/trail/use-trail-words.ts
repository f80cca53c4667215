import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n/resources';
import { useMerchantTime } from '../merchant/merchant-time';
import type { Lookup, ValueContext } from './trail-labels';

/**
 * What an entry needs to be put in words (trail-labels.ts): the loaded texts looked up by key
 * (undefined where there is none, so the server's own word shows) and the merchant's clock.
 */
export function useTrailWords(): ValueContext {
  const { t, i18n } = useTranslation();
  const time = useMerchantTime();
  const lookup: Lookup = useCallback(
    (key) => (i18n.exists(key) ? t(key as TranslationKey) : undefined),
    [t, i18n],
  );
  return useMemo(() => ({ lookup, time }), [lookup, time]);
}
