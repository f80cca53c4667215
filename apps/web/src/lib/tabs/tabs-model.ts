import { RANDOM_TAB_KEY_LENGTH } from '@console/contract/constants';
import { MAX_OPENED_TABS, type OpenedTab, type OpenedTabs } from '@console/contract/user-settings';
import { hasRoleAccess } from '../access';

/** What a route gives a tab; the tab adds its random key. */
export type TabTarget = Omit<OpenedTab, 'key'>;

/** The result of a close: the tabs left, the ones closed, and where to go (null: stay). */
export type TabMove = { items: OpenedTab[]; closed: OpenedTab[]; next: string | null };

export type CloseScope = 'self' | 'left' | 'right' | 'other' | 'all';

const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** spec §9: tab keys are 6 random characters. */
export function createTabKey(random: () => number = Math.random): string {
  let key = '';
  for (let index = 0; index < RANDOM_TAB_KEY_LENGTH; index++) {
    key += KEY_ALPHABET[Math.floor(random() * KEY_ALPHABET.length)] ?? 'x';
  }
  return key;
}

/** spec §2: a page opens as a tab unless tabs are disabled for it (meta.cache false). */
function opensTab(target: TabTarget | null): target is TabTarget {
  return target !== null && target.meta.cache;
}

/** Adds the target as the last tab, or leaves the list as it is when its path is open already. */
export function openTab(
  items: readonly OpenedTab[],
  target: TabTarget | null,
  random: () => number = Math.random,
): OpenedTab[] {
  if (!opensTab(target) || items.some((tab) => tab.fullPath === target.fullPath)) {
    return [...items];
  }
  const keys = new Set(items.map((tab) => tab.key));
  let key = createTabKey(random);
  while (keys.has(key)) key = createTabKey(random);
  const opened = [...items, { ...target, key }];
  // Past the limit the oldest closable tab gives way (the contract stores at most 50).
  if (opened.length > MAX_OPENED_TABS) {
    const oldest = opened.findIndex((tab) => tab.meta.closable);
    if (oldest >= 0) opened.splice(oldest, 1);
  }
  return opened;
}

/** The path part of a full path (no query). */
export const pathOf = (fullPath: string) => fullPath.split('?', 1)[0] ?? fullPath;

/**
 * A page that replaced its own query (a list's filters kept in the URL) stays the same tab:
 * the tab at `from` takes the target's path and query and keeps its key and place. Without such
 * a tab, or when the target is open already, the target opens as usual.
 */
export function retargetTab(
  items: readonly OpenedTab[],
  from: string,
  target: TabTarget | null,
  random: () => number = Math.random,
): OpenedTab[] {
  const index = items.findIndex((tab) => tab.fullPath === from);
  if (
    !opensTab(target) ||
    index < 0 ||
    pathOf(from) !== pathOf(target.fullPath) ||
    items.some((tab) => tab.fullPath === target.fullPath)
  ) {
    return openTab(items, target, random);
  }
  const retargeted = [...items];
  retargeted[index] = { ...target, key: items[index]!.key };
  return retargeted;
}

function pickClosed(items: readonly OpenedTab[], scope: CloseScope, anchor: number) {
  return items.filter((tab, index) => {
    if (!tab.meta.closable) return false;
    if (scope === 'self') return index === anchor;
    if (scope === 'left') return index < anchor;
    if (scope === 'right') return index > anchor;
    if (scope === 'other') return index !== anchor;
    return true;
  });
}

/**
 * spec §2 closing. Non-closable tabs (home) survive every close. Closing the current tab moves
 * to its right neighbour, or the previous one when it was the last; closing left/right/other of
 * a tab makes that tab current if the current one went; close-all returns to the index.
 */
export function closeTabs(
  items: readonly OpenedTab[],
  options: { scope: CloseScope; key?: string; currentPath: string; indexPath: string },
): TabMove {
  const { scope, key, currentPath, indexPath } = options;
  const anchor = items.findIndex((tab) => tab.key === key);
  if (scope !== 'all' && anchor < 0) return { items: [...items], closed: [], next: null };
  const closed = pickClosed(items, scope, anchor);
  const left = items.filter((tab) => !closed.includes(tab));
  if (scope === 'all') return { items: left, closed, next: indexPath };
  const currentClosed = closed.some((tab) => tab.fullPath === currentPath);
  if (!currentClosed) return { items: left, closed, next: null };
  if (scope !== 'self') return { items: left, closed, next: items[anchor]?.fullPath ?? indexPath };
  const neighbour = items[anchor + 1] ?? items[anchor - 1];
  return { items: left, closed, next: neighbour?.fullPath ?? indexPath };
}

/** Moves the tab at `from` to `to` (drag to reorder, spec §2). */
export function moveTab(items: readonly OpenedTab[], from: number, to: number): OpenedTab[] {
  const moved = [...items];
  if (from < 0 || from >= moved.length || to < 0 || to >= moved.length) return moved;
  const [tab] = moved.splice(from, 1);
  if (tab) moved.splice(to, 0, tab);
  return moved;
}

export type RestoreScope = {
  /** The current merchant: tabs belong to the merchant they were opened under. */
  merchantId: number | null;
  /** The user's roles (spec §6). */
  access: readonly string[] | null | undefined;
  /** The route's present title/meta for a path, or null when no page answers it any more. */
  resolve?: (fullPath: string) => TabTarget | null;
  /** Further checks of the page (DESIGN §4: the merchant permission it needs). */
  permitted?: (fullPath: string) => boolean;
};

/**
 * spec §2: stored tabs come back on load, minus those whose route needs a role the user lacks.
 * Tabs of another merchant never come back; the route table's present meta wins over the stored.
 */
export function restoreTabs(stored: OpenedTabs | null, scope: RestoreScope): OpenedTab[] {
  if (!stored || stored.merchantId !== scope.merchantId) return [];
  const seen = new Set<string>();
  return stored.items.flatMap((tab) => {
    const fresh = scope.resolve ? scope.resolve(tab.fullPath) : tab;
    if (!opensTab(fresh) || seen.has(tab.fullPath)) return [];
    if (!hasRoleAccess(scope.access, fresh.meta.roles)) return [];
    if (scope.permitted && !scope.permitted(tab.fullPath)) return [];
    seen.add(tab.fullPath);
    return [{ ...fresh, key: tab.key }];
  });
}

/** Same tabs in the same order with the same content (so nothing needs saving). */
export function sameTabs(a: readonly OpenedTab[], b: readonly OpenedTab[]): boolean {
  return a.length === b.length && JSON.stringify(a) === JSON.stringify(b);
}
