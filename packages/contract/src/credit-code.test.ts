import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, isUnifiedCreditCode } from './credit-code.ts';
import { isRegionChain } from './regions.ts';

describe('isUnifiedCreditCode (GB 32100-2015)', () => {
  it('accepts a published code and refuses it with any other check character', () => {
    expect(isUnifiedCreditCode('91350100M000100Y43')).toBe(true);
    expect(isUnifiedCreditCode('91350100M000100Y44')).toBe(false);
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
  });

  it('refuses letters outside the alphabet, lower case and other lengths', () => {
    expect(isUnifiedCreditCode('91350100M000100I43')).toBe(false);
    expect(isUnifiedCreditCode('91350100m000100y43')).toBe(false);
    expect(isUnifiedCreditCode('91350100M000100Y4')).toBe(false);
  });
});

describe('isRegionChain (GB/T 2260)', () => {
  it('accepts a province, one of its cities and one of its districts', () => {
    expect(
      isRegionChain({ provinceCode: '440000', cityCode: '440300', districtCode: '440305' }),
    ).toBe(true);
    expect(
      isRegionChain({ provinceCode: '110000', cityCode: '110100', districtCode: '110101' }),
    ).toBe(true);
  });

  it('refuses codes that do not nest or are not codes of their level', () => {
    const cases = [
      ['440000', '450300', '450305'],
      ['440000', '440300', '440405'],
      ['440300', '440300', '440305'],
      ['440000', '440000', '440305'],
      ['440000', '440300', '440300'],
      ['44000', '440300', '440305'],
      ['04000', '040300', '040305'],
    ] as const;
    for (const [provinceCode, cityCode, districtCode] of cases) {
      expect(isRegionChain({ provinceCode, cityCode, districtCode })).toBe(false);
    }
  });
});
