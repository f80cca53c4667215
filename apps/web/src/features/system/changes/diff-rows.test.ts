import { describe, expect, it } from 'vitest';
import { diffOf, namedIds, shownValue } from './diff-rows';

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

  it('lists of menu or role ids by name, what an update added or removed marked', () => {
    const names = { menu_list: new Map([[1, 'Home']]), roleIds: new Map([[7, 'Finance']]) };
    expect(namedIds('menu_list', [1, 2], [1], 'after', names)).toEqual([
      { id: 1, name: 'Home' },
      { id: 2, name: '#2', mark: 'added' },
    ]);
    expect(namedIds('roleIds', [7], [], 'before', names)).toEqual([
      { id: 7, name: 'Finance', mark: 'removed' },
    ]);
    // A create has no other side to mark against; other keys are no such list.
    expect(namedIds('roleIds', [7], undefined, 'after', names)).toEqual([
      { id: 7, name: 'Finance' },
    ]);
    expect(namedIds('name', 'x', 'y', 'after', names)).toBeUndefined();
  });
});
