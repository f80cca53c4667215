import type { ShopProfile } from '@console/contract/shop-profile';
import { describe, expect, it } from 'vitest';
import {
  hoursToRow,
  rowToHours,
  serviceTagsIssue,
  toFormField,
  toFormValues,
  toProfileBody,
} from './shop-profile-values';

const profile: ShopProfile = {
  merchantId: 7,
  version: 3,
  name: 'Blue Kiln',
  logo: { id: 11, url: '/api/uploads/11', mime: 'image/png', size: 10 },
  cover: null,
  intro: 'Pottery',
  phone: '0755-12345678',
  provinceCode: '440000',
  cityCode: '440300',
  districtCode: '440305',
  address: '1 Science Park Road',
  businessHours: ['09:00-18:00', '', '', '', '', '10:30-22:15', ''],
  serviceTags: ['Parking'],
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('business hours in the form', () => {
  it('reads a closed day as a switched-on "closed" row', () => {
    expect(hoursToRow('')).toEqual({ closed: true, range: null });
  });

  it('reads opening hours as a range and writes them back unchanged', () => {
    const row = hoursToRow('08:05-23:59');
    expect(row.closed).toBe(false);
    expect(row.range?.map((time) => time.format('HH:mm'))).toEqual(['08:05', '23:59']);
    expect(rowToHours(row)).toBe('08:05-23:59');
  });

  it('writes a closed day, or an open one without a range, as empty', () => {
    const open = hoursToRow('09:00-18:00');
    expect(rowToHours({ ...open, closed: true })).toBe('');
    expect(rowToHours({ closed: false, range: null })).toBe('');
  });

  it('opens an empty row for an unreadable entry', () => {
    expect(hoursToRow('9-18')).toEqual({ closed: false, range: null });
  });
});

describe('profile <-> form', () => {
  it('turns the profile into form values and back into the same body', () => {
    const values = toFormValues(profile);
    expect(values.region).toEqual(['440000', '440300', '440305']);
    expect(values.logo).toEqual([profile.logo]);
    expect(values.cover).toEqual([]);
    expect(toProfileBody(values, profile.version)).toEqual({
      version: 3,
      name: 'Blue Kiln',
      logoImageId: 11,
      coverImageId: null,
      intro: 'Pottery',
      phone: '0755-12345678',
      provinceCode: '440000',
      cityCode: '440300',
      districtCode: '440305',
      address: '1 Science Park Road',
      businessHours: profile.businessHours,
      serviceTags: ['Parking'],
    });
  });

  it('sends no region as three empty codes, trims texts, and fills a short week', () => {
    const values = toFormValues({ ...profile, provinceCode: '', businessHours: [] });
    expect(values.region).toBeUndefined();
    expect(values.hours).toHaveLength(7);
    const body = toProfileBody({ ...values, name: '  Kiln ', serviceTags: [' Wi-Fi '] }, 0);
    expect(body).toMatchObject({
      version: 0,
      name: 'Kiln',
      provinceCode: '',
      cityCode: '',
      districtCode: '',
      businessHours: ['', '', '', '', '', '', ''],
      serviceTags: ['Wi-Fi'],
    });
  });
});

describe('server field names', () => {
  it('maps 1001 fields to the inputs that show them', () => {
    expect(toFormField('logoImageId')).toBe('logo');
    expect(toFormField('districtCode')).toBe('region');
    expect(toFormField('businessHours.4')).toEqual(['hours', 4, 'range']);
    expect(toFormField('serviceTags.2')).toBe('serviceTags');
    expect(toFormField('merchants_id')).toBeNull();
  });
});

describe('service tags', () => {
  it('applies the contract rules', () => {
    expect(serviceTagsIssue(['Parking', 'Wi-Fi'])).toBeNull();
    expect(serviceTagsIssue(['x'.repeat(13)])).toBe('shop.tagInvalid');
    expect(serviceTagsIssue(['a', ' a'])).toBe('shop.tagDuplicate');
    expect(serviceTagsIssue(Array.from({ length: 11 }, (_, i) => `t${i}`))).toBe(
      'shop.tagsTooMany',
    );
  });
});
