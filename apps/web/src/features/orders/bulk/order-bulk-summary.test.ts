import { describe, expect, it } from 'vitest';
import { summarizeBulkResults } from './order-bulk-summary';

describe('bulk result summary (docs/orders.md "Bulk")', () => {
  it('counts the orders that went and groups the refusals by reason', () => {
    expect(
      summarizeBulkResults([
        { id: 1, code: '0000', msg: 'ok' },
        { id: 2, code: '1004', msg: 'Changed meanwhile' },
        { id: 3, code: '0000', msg: '' },
        { id: 4, code: '1004', msg: 'Changed meanwhile' },
        { id: 5, code: '1002', msg: '' },
      ]),
    ).toEqual({
      succeeded: 2,
      failed: [
        { msg: 'Changed meanwhile', ids: [2, 4] },
        { msg: '1002', ids: [5] },
      ],
    });
  });

  it('reads an empty answer as nothing done', () => {
    expect(summarizeBulkResults([])).toEqual({ succeeded: 0, failed: [] });
  });
});
