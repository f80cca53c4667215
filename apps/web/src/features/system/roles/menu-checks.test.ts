import { describe, expect, it } from 'vitest';
import { menuTreeFixture } from '../../../lib/testing/system-fixtures';
import { toggleMenu } from './menu-checks';

describe("a role's menu boxes", () => {
  const tree = menuTreeFixture();

  it('checking a page takes its subtree and its ancestors', () => {
    expect(toggleMenu(tree, [5], 2, true).sort()).toEqual([1, 2, 3, 5]);
  });

  it('unchecking a group drops its subtree and keeps the rest', () => {
    expect(toggleMenu(tree, [1, 2, 3, 4, 5], 1, false)).toEqual([5]);
  });
});
