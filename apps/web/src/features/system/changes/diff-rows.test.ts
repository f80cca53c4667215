import { describe, expect, it } from 'vitest';
import { diffOf, shownValue } from './diff-rows';

describe('the rows of a change', () => {
  it('an update: only the keys whose value differs', () => {
    expect(diffOf({ before: { a: 1, b: [1, 2] }, after: { a: 1, b: [2] } })).toEqual([
      { key: 'b', before: [1, 2], after: [2] },
    ]);
  });

  it('a create or a delete: every key', () => {
    expect(diffOf({ before: null, after: { a: 1 } })).toEqual([
      { key: 'a', before: undefined, after: 1 },
    ]);
  });

  it('values as one readable line', () => {
    expect([null, '', 'x', [1], { a: true }].map(shownValue)).toEqual([
      '—',
      '""',
      'x',
      '[1]',
      '{"a":true}',
    ]);
  });
});
