import type { OpenedTab } from '@console/contract/user-settings';
import { openTab, type TabTarget } from '../tabs/tabs-model';

/** A page as a tab target, closable and kept alive unless `meta` says otherwise. */
export function tabTarget(fullPath: string, meta: Partial<OpenedTab['meta']> = {}): TabTarget {
  return {
    name: fullPath,
    fullPath,
    params: {},
    query: {},
    meta: { title: fullPath, closable: true, cache: true, auth: true, keepAlive: true, ...meta },
  };
}

/** The tabs after opening each target in turn. */
export function openAll(...targets: TabTarget[]): OpenedTab[] {
  return targets.reduce<OpenedTab[]>((items, next) => openTab(items, next), []);
}

export const paths = (items: readonly OpenedTab[]) => items.map((tab) => tab.fullPath);

export const keyOf = (items: readonly OpenedTab[], path: string) =>
  items.find((tab) => tab.fullPath === path)?.key;
