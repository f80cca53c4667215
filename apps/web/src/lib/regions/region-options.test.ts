import { isRegionChain } from '@console/contract/regions';
import { describe, expect, it } from 'vitest';
import { loadRegionOptions, regionLabels, toRegionOptions } from './region-options';

describe('toRegionOptions', () => {
  it('pads codes to 6 digits and drops chains the server would refuse', () => {
    const options = toRegionOptions([
      {
        code: '11',
        name: '北京市',
        children: [
          { code: '1101', name: '市辖区', children: [{ code: '110101', name: '东城区' }] },
        ],
      },
      { code: '44', name: '广东省', children: [{ code: '4419', name: '东莞市', children: [] }] },
    ]);
    expect(options).toEqual([
      {
        value: '110000',
        label: '北京市',
        children: [
          { value: '110100', label: '市辖区', children: [{ value: '110101', label: '东城区' }] },
        ],
      },
    ]);
    expect(regionLabels(options, ['110000', '110100', '110101'])).toEqual([
      '北京市',
      '市辖区',
      '东城区',
    ]);
  });

  it('gives only chains the server accepts from the real dataset', async () => {
    const options = await loadRegionOptions();
    expect(options.length).toBeGreaterThan(30);
    for (const province of options) {
      for (const city of province.children ?? []) {
        for (const district of city.children ?? []) {
          const chain = {
            provinceCode: province.value,
            cityCode: city.value,
            districtCode: district.value,
          };
          expect(isRegionChain(chain), JSON.stringify(chain)).toBe(true);
        }
      }
    }
  });

  it('offers the townships of a city without districts, such as 东莞', async () => {
    const options = await loadRegionOptions();
    const guangdong = options.find((province) => province.value === '440000');
    const dongguan = guangdong?.children?.find((city) => city.value === '441900');
    expect(dongguan?.label).toBe('东莞市');
    expect(dongguan?.children).toContainEqual({ value: '441900003', label: '东城街道' });
  });
});
