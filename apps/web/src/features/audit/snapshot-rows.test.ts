import { describe, expect, it } from 'vitest';
import { toSnapshotRows } from './snapshot-rows';

describe('toSnapshotRows', () => {
  it('flags the changed fields with their previous values', () => {
    const rows = toSnapshotRows(
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
    const rows = toSnapshotRows({ description: '', address: 'A', name: 'N' }, null, []);
    expect(rows.map((row) => row.field)).toEqual(['name', 'address', 'description']);
  });

  it('shows image lists and marks nothing on a first submission', () => {
    const rows = toSnapshotRows({ holderName: 'A', imageIds: [1, 2] }, null, []);
    expect(rows[1]).toEqual({
      field: 'imageIds',
      value: { kind: 'images', urls: ['/api/uploads/1', '/api/uploads/2'] },
      previous: null,
      changed: false,
    });
    expect(rows.every((row) => !row.changed)).toBe(true);
  });
});
