import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../lib/testing/i18n';
import { toSnapshotRows } from './snapshot-rows';

beforeAll(() => initTestI18n('en-US'));

const activity = {
  title: 'Pottery night',
  coverImageId: 12,
  category: 'arts',
  summary: 'Make a bowl',
  description: '<p>Bring <strong>an apron</strong></p>',
  mode: 'offline',
  provinceCode: '440000',
  cityCode: '440300',
  districtCode: '440305',
  address: 'Road 1',
  link: '',
  startAt: '2030-05-01T10:00:00.000Z',
  endAt: '2030-05-01T12:00:00.000Z',
  signupDeadline: '2030-04-30T10:00:00.000Z',
  capacity: null,
  priceCents: 0,
};

const valueOf = (rows: ReturnType<typeof toSnapshotRows>, field: string) =>
  rows.find((row) => row.field === field)?.value;

describe('toSnapshotRows', () => {
  it('flags the changed fields with their previous values', () => {
    const rows = toSnapshotRows(
      'record',
      { name: 'New name', address: 'Road 1', licenceImageId: 7, description: '' },
      { name: 'Old name', address: 'Road 1', licenceImageId: 5, description: '' },
      ['name', 'licenceImageId'],
    );
    expect(rows).toEqual([
      {
        field: 'name',
        value: { kind: 'text', text: 'New name' },
        previous: { kind: 'text', text: 'Old name' },
        changed: true,
      },
      { field: 'address', value: { kind: 'text', text: 'Road 1' }, previous: null, changed: false },
      {
        field: 'licenceImageId',
        value: { kind: 'images', urls: ['/api/uploads/7'] },
        previous: { kind: 'images', urls: ['/api/uploads/5'] },
        changed: true,
      },
      { field: 'description', value: { kind: 'text', text: '—' }, previous: null, changed: false },
    ]);
  });

  it('orders the fields as the forms do', () => {
    const rows = toSnapshotRows('record', { description: '', address: 'A', name: 'N' }, null, []);
    expect(rows.map((row) => row.field)).toEqual(['name', 'address', 'description']);
  });

  it('shows image lists and marks nothing on a first submission', () => {
    const rows = toSnapshotRows('licence', { holderName: 'A', imageIds: [1, 2] }, null, []);
    expect(rows[1]).toEqual({
      field: 'imageIds',
      value: { kind: 'images', urls: ['/api/uploads/1', '/api/uploads/2'] },
      previous: null,
      changed: false,
    });
    expect(rows.every((row) => !row.changed)).toBe(true);
  });

  it('folds the region codes of a record into one row', () => {
    const rows = toSnapshotRows(
      'record',
      { name: 'N', provinceCode: '110000', cityCode: '110100', districtCode: '110105' },
      null,
      [],
    );
    expect(rows.map((row) => row.field)).toEqual(['name', 'region']);
    expect(valueOf(rows, 'region')).toEqual({
      kind: 'region',
      codes: ['110000', '110100', '110105'],
    });
  });

  it('shows an activity in the order of its form, with readable values', () => {
    const rows = toSnapshotRows('activity', activity, null, []);
    expect(rows.map((row) => row.field)).toEqual([
      'title',
      'coverImageId',
      'category',
      'summary',
      'mode',
      'region',
      'address',
      'link',
      'startAt',
      'endAt',
      'signupDeadline',
      'capacity',
      'priceCents',
      'description',
    ]);
    expect(valueOf(rows, 'coverImageId')).toEqual({ kind: 'images', urls: ['/api/uploads/12'] });
    expect(valueOf(rows, 'category')).toEqual({ kind: 'text', text: 'Arts' });
    expect(valueOf(rows, 'mode')).toEqual({ kind: 'text', text: 'In person' });
    expect(valueOf(rows, 'link')).toEqual({ kind: 'text', text: '—' });
    expect(valueOf(rows, 'capacity')).toEqual({ kind: 'text', text: 'Unlimited' });
    expect(valueOf(rows, 'priceCents')).toEqual({ kind: 'text', text: 'Free' });
    expect(valueOf(rows, 'description')).toEqual({
      kind: 'html',
      html: '<p>Bring <strong>an apron</strong></p>',
    });
    const start = valueOf(rows, 'startAt');
    expect(start?.kind === 'text' && start.text).toMatch(/^2030-05-01 \d\d:00:00$/);
  });

  it('formats a price in yuan and a capacity as a number', () => {
    const rows = toSnapshotRows(
      'activity',
      { ...activity, priceCents: 12_950, capacity: 30 },
      null,
      [],
    );
    expect(valueOf(rows, 'priceCents')).toEqual({ kind: 'text', text: '¥129.50' });
    expect(valueOf(rows, 'capacity')).toEqual({ kind: 'text', text: '30' });
  });

  it('marks a resubmitted activity where its price, region or description changed', () => {
    const before = {
      ...activity,
      priceCents: 5_000,
      districtCode: '440304',
      description: '<p>Old</p>',
    };
    const rows = toSnapshotRows('activity', activity, before, [
      'priceCents',
      'districtCode',
      'description',
    ]);
    const changed = rows.filter((row) => row.changed);
    expect(changed.map((row) => [row.field, row.previous])).toEqual([
      ['region', { kind: 'region', codes: ['440000', '440300', '440304'] }],
      ['priceCents', { kind: 'text', text: '¥50.00' }],
      ['description', { kind: 'html', html: '<p>Old</p>' }],
    ]);
    expect(rows.find((row) => row.field === 'title')?.changed).toBe(false);
  });

  it('names the activity category in the current language, not the merchant one', () => {
    initTestI18n('zh-CN');
    const rows = toSnapshotRows('activity', activity, null, []);
    expect(valueOf(rows, 'category')).toEqual({ kind: 'text', text: '艺术' });
    expect(valueOf(rows, 'priceCents')).toEqual({ kind: 'text', text: '免费' });
    initTestI18n('en-US');
  });
});
