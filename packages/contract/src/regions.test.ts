import { describe, expect, it } from 'vitest';
import { isRegionChain } from './regions.ts';

const chain = (provinceCode: string, cityCode: string, districtCode: string) =>
  isRegionChain({ provinceCode, cityCode, districtCode });

describe('GB/T 2260 region chains', () => {
  it('accepts a district inside its city inside its province', () => {
    expect(chain('440000', '440300', '440305')).toBe(true);
  });

  it('accepts a township where the city has no district level', () => {
    expect(chain('440000', '441900', '441900003')).toBe(true); // 东莞市 东城街道
    expect(chain('620000', '620200', '620201001')).toBe(true); // 嘉峪关市 雄关街道
  });

  it.each([
    ['another province', '450000', '440300', '440305'],
    ['a district of another city', '440000', '440300', '440105'],
    ['a city as the district', '440000', '440300', '440300'],
    ['a province as the city', '440000', '440000', '440305'],
    ['a township of another city', '440000', '441900', '442000001'],
    ['a township code of zeros', '440000', '441900', '441900000'],
    ['eight digits', '440000', '441900', '44190000'],
    ['letters', '440000', '440300', '44030a'],
  ])('refuses %s', (_, province, city, district) => {
    expect(chain(province, city, district)).toBe(false);
  });
});
