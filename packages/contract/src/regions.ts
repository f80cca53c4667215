// GB/T 2260 administrative division codes: 6 digits, province PP0000, city PPCC00,
// district PPCCDD. A city with no district level (东莞, 中山, 儋州, 嘉峪关) is divided straight
// into townships, whose 9-digit codes PPCCDDTTT stand at the third level instead.
// The web brings the dataset; the server checks the codes' structure.
export const REGION_CODE_PATTERN = /^[1-9]\d{5}$/;
export const THIRD_LEVEL_CODE_PATTERN = /^[1-9]\d{5}(\d{3})?$/;

export type RegionCodes = { provinceCode: string; cityCode: string; districtCode: string };

/** True when the three codes are well formed and each lies inside the one before it. */
export function isRegionChain({ provinceCode, cityCode, districtCode }: RegionCodes): boolean {
  if (
    !REGION_CODE_PATTERN.test(provinceCode) ||
    !REGION_CODE_PATTERN.test(cityCode) ||
    !THIRD_LEVEL_CODE_PATTERN.test(districtCode)
  ) {
    return false;
  }
  const isTownship = districtCode.length === 9;
  return (
    provinceCode.endsWith('0000') &&
    cityCode.endsWith('00') &&
    !cityCode.endsWith('0000') &&
    cityCode.startsWith(provinceCode.slice(0, 2)) &&
    (isTownship ? !districtCode.endsWith('000') : !districtCode.endsWith('00')) &&
    districtCode.startsWith(cityCode.slice(0, 4))
  );
}
