import { describe, expect, it } from 'vitest';
import { menuTreeFixture } from '../../../lib/testing/system-fixtures';
import { menuUpdateBodyOf } from '@console/contract/system-menus';
import { placeOf, placeOfDrop } from './menu-place';

const tree = menuTreeFixture();

describe('where a dropped menu goes (menu/update parentId and index)', () => {
  it('inside a node: its first child', () => {
    expect(placeOfDrop(tree, { dragId: 5, targetId: 4, position: 'inside' })).toEqual({
      parentId: 4,
      index: 0,
    });
  });

  it('before or after a sibling: the index among the new siblings, the node left out', () => {
    expect(placeOfDrop(tree, { dragId: 2, targetId: 4, position: 'after' })).toEqual({
      parentId: 1,
      index: 1,
    });
    expect(placeOfDrop(tree, { dragId: 5, targetId: 1, position: 'before' })).toEqual({
      parentId: null,
      index: 0,
    });
    expect(placeOfDrop(tree, { dragId: 4, targetId: 5, position: 'after' })).toEqual({
      parentId: null,
      index: 2,
    });
  });

  it('refuses a drop into an action key or into its own subtree', () => {
    expect(placeOfDrop(tree, { dragId: 4, targetId: 3, position: 'inside' })).toBeNull();
    expect(placeOfDrop(tree, { dragId: 1, targetId: 2, position: 'inside' })).toBeNull();
  });

  it('sends every field of the node with its place', () => {
    const users = tree[0]!.children[0]!;
    expect(menuUpdateBodyOf(users, placeOf(tree, users))).toEqual({
      id: 2,
      parentId: 1,
      index: 0,
      kind: 'menu',
      title: '用户管理',
      titleEn: 'Users',
      subtitle: '',
      path: '/system/user',
      name: 'menu-2',
      icon: null,
      hidden: false,
    });
  });
});
