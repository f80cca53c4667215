import { DEFAULT_TIME_ZONE } from '@console/contract/account-profile';

/** The IANA zones the browser knows (the server checks the name the same way, with Intl). */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set([DEFAULT_TIME_ZONE, 'UTC', ...known]);
  if (current) zones.add(current);
  return [...zones].sort().map((zone) => ({ value: zone, label: zone }));
}
