import { useQuery } from '@tanstack/react-query';
import { loadRegionOptions, regionLabels } from './region-options';

/**
 * Names a region chain, e.g. "广东省 / 深圳市 / 南山区". The dataset loads on first use only
 * (when `enabled`); until then, or for an unknown code, the codes themselves are shown.
 */
export function useRegionNamer(enabled = true) {
  const options = useQuery({
    queryKey: ['regions'],
    queryFn: loadRegionOptions,
    staleTime: Infinity,
    gcTime: Infinity,
    enabled,
  });
  return (codes: readonly string[]) =>
    regionLabels(options.data ?? [], codes.filter(Boolean)).join(' / ');
}
