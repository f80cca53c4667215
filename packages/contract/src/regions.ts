// GB/T 2260 administrative division codes: 6 digits, province PP0000, city PPCC00,
// district PPCCDD. The web brings the dataset; the server checks the codes' structure.
export const REGION_CODE_PATTERN = /^[1-9]\d{5}$/;

export type RegionCodes = { provinceCode: string; cityCode: string; districtCode: string };

/** True when the three codes are well formed and each lies inside the one before it. */
export function isRegionChain({ provinceCode, cityCode, districtCode }: RegionCodes): boolean {
  if (![provinceCode, cityCode, districtCode].every((code) => REGION_CODE_PATTERN.test(code))) {
    return false;
  }
  return (
    provinceCode.endsWith('0000') &&
    cityCode.endsWith('00') &&
    !cityCode.endsWith('0000') &&
    cityCode.startsWith(provinceCode.slice(0, 2)) &&
    !districtCode.endsWith('00') &&
    districtCode.startsWith(cityCode.slice(0, 4))
  );
}
