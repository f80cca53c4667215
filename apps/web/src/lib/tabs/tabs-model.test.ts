import { RANDOM_TAB_KEY_LENGTH } from '@console/contract/constants';
import { MAX_OPENED_TABS } from '@console/contract/user-settings';
import { describe, expect, it } from 'vitest';
import { keyOf, openAll, paths, tabTarget } from '../testing/tab-fixtures';
import { closeTabs, createTabKey, moveTab, openTab, retargetTab } from './tabs-model';

const home = tabTarget('/home', { closable: false });
const target = tabTarget;

describe('tab keys', () => {
  it('are 6 random characters (spec §9)', () => {
    expect(RANDOM_TAB_KEY_LENGTH).toBe(6);
    const keys = Array.from({ length: 200 }, () => createTabKey());
    for (const key of keys) expect(key).toMatch(/^[a-zA-Z0-9]{6}$/);
    expect(new Set(keys).size).toBeGreaterThan(190);
  });

  it('never repeat inside one list', () => {
    let calls = 0;
    // The first key drawn again for the second tab; the model draws until it is new.
    const random = () => (calls++ < 12 ? 0 : 0.5);
    const items = openTab(openTab([], target('/a'), random), target('/b'), random);
    expect(new Set(items.map((tab) => tab.key)).size).toBe(2);
  });
});

describe('openTab', () => {
  it('adds a new page as the last tab', () => {
    expect(paths(openAll(home, target('/shop/info'), target('/cc')))).toEqual([
      '/home',
      '/shop/info',
      '/cc',
    ]);
  });

  it('keeps one tab per full path', () => {
    const items = openAll(target('/cc'), target('/shop/info'));
    expect(openTab(items, target('/cc'))).toEqual(items);
    expect(paths(openTab(items, target('/cc?page=2')))).toEqual([
      '/cc',
      '/shop/info',
      '/cc?page=2',
    ]);
  });

  it('opens no tab for pages with tabs disabled (refresh, redirect, login, error pages)', () => {
    const items = openAll(target('/cc'));
    expect(openTab(items, target('/refresh', { cache: false }))).toEqual(items);
    expect(openTab(items, null)).toEqual(items);
  });

  it('stays within the stored limit by dropping the oldest closable tab', () => {
    let items = openAll(home);
    for (let index = 0; index < MAX_OPENED_TABS + 3; index++)
      items = openTab(items, target(`/p${index}`));
    expect(items).toHaveLength(MAX_OPENED_TABS);
    expect(paths(items).slice(0, 2)).toEqual(['/home', '/p4']);
  });
});

describe('retargetTab (a page replacing its own query)', () => {
  it('keeps the tab, its key and its place, with the new query', () => {
    const items = openAll(home, target('/activity/list'), target('/cc'));
    const moved = retargetTab(items, '/activity/list', target('/activity/list?status=approved'));
    expect(paths(moved)).toEqual(['/home', '/activity/list?status=approved', '/cc']);
    expect(moved[1]?.key).toBe(items[1]?.key);
  });

  it('opens a tab as usual for another page, a missing tab or an open target', () => {
    const items = openAll(target('/activity/list'), target('/cc?x=1'));
    expect(paths(retargetTab(items, '/activity/list', target('/cc')))).toEqual([
      '/activity/list',
      '/cc?x=1',
      '/cc',
    ]);
    expect(paths(retargetTab(items, '/gone', target('/activity/list?a=1')))).toHaveLength(3);
    expect(retargetTab(items, '/activity/list', target('/activity/list'))).toEqual(items);
  });
});

describe('closeTabs (spec §2)', () => {
  const items = openAll(home, target('/a'), target('/b'), target('/c'));
  const place = (currentPath: string) => ({ currentPath, indexPath: '/' });

  it('moves to the right neighbour when the current tab is closed', () => {
    const move = closeTabs(items, { scope: 'self', key: keyOf(items, '/b'), ...place('/b') });
    expect(paths(move.items)).toEqual(['/home', '/a', '/c']);
    expect(move.next).toBe('/c');
  });

  it('moves to the previous tab when the last tab is closed', () => {
    const move = closeTabs(items, { scope: 'self', key: keyOf(items, '/c'), ...place('/c') });
    expect(move.next).toBe('/b');
  });

  it('stays on the current page when another tab is closed', () => {
    const move = closeTabs(items, { scope: 'self', key: keyOf(items, '/a'), ...place('/c') });
    expect(paths(move.items)).toEqual(['/home', '/b', '/c']);
    expect(move.next).toBeNull();
  });

  it('goes to the index when the only tab is closed', () => {
    const only = openAll(target('/a'));
    const move = closeTabs(only, { scope: 'self', key: keyOf(only, '/a'), ...place('/a') });
    expect(move).toMatchObject({ items: [], next: '/' });
  });

  it('never closes home, whatever the action', () => {
    const key = keyOf(items, '/home');
    expect(closeTabs(items, { scope: 'self', key, ...place('/home') }).closed).toEqual([]);
    for (const scope of ['left', 'right', 'other', 'all'] as const) {
      const move = closeTabs(items, { scope, key: keyOf(items, '/b'), ...place('/b') });
      expect(paths(move.items)).toContain('/home');
    }
  });

  it('closes the tabs left of one, keeping home', () => {
    const move = closeTabs(items, { scope: 'left', key: keyOf(items, '/b'), ...place('/c') });
    expect(paths(move.items)).toEqual(['/home', '/b', '/c']);
    expect(paths(move.closed)).toEqual(['/a']);
    expect(move.next).toBeNull();
  });

  it('closes the tabs right of one and opens that one if the current tab went', () => {
    const move = closeTabs(items, { scope: 'right', key: keyOf(items, '/a'), ...place('/c') });
    expect(paths(move.items)).toEqual(['/home', '/a']);
    expect(move.next).toBe('/a');
  });

  it('closes every other closable tab', () => {
    const move = closeTabs(items, { scope: 'other', key: keyOf(items, '/b'), ...place('/a') });
    expect(paths(move.items)).toEqual(['/home', '/b']);
    expect(move.next).toBe('/b');
  });

  it('closes all closable tabs and returns to the index', () => {
    const move = closeTabs(items, { scope: 'all', ...place('/home') });
    expect(paths(move.items)).toEqual(['/home']);
    expect(paths(move.closed)).toEqual(['/a', '/b', '/c']);
    expect(move.next).toBe('/');
  });

  it('does nothing for an unknown tab', () => {
    const move = closeTabs(items, { scope: 'self', key: 'nope00', ...place('/a') });
    expect(move).toEqual({ items, closed: [], next: null });
  });
});

describe('moveTab', () => {
  it('moves a dragged tab to its new place', () => {
    const items = openAll(home, target('/a'), target('/b'), target('/c'));
    expect(paths(moveTab(items, 3, 1))).toEqual(['/home', '/c', '/a', '/b']);
    expect(paths(moveTab(items, 1, 3))).toEqual(['/home', '/b', '/c', '/a']);
    expect(moveTab(items, 0, 9)).toEqual(items);
  });
});
