import { useQuery } from '@tanstack/react-query';
import { loadRegionOptions, regionLabels } from './region-options';

/** The region dataset as cascader options; it loads on first use only (when `enabled`). */
export function useRegionOptions(enabled = true) {
  return useQuery({
    queryKey: ['regions'],
    queryFn: loadRegionOptions,
    staleTime: Infinity,
    gcTime: Infinity,
    enabled,
  });
}

/**
 * Names a region chain, e.g. "广东省 / 深圳市 / 南山区". The dataset loads on first use only
 * (when `enabled`); until then, or for an unknown code, the codes themselves are shown.
 */
export function useRegionNamer(enabled = true) {
  const options = useRegionOptions(enabled);
  return (codes: readonly string[]) =>
    regionLabels(options.data ?? [], codes.filter(Boolean)).join(' / ');
}
