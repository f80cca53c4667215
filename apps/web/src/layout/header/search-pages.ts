import type { MenuEntry } from '../menu-entries';
import { menuLeaves } from '../menu-entries';

export type PageHit = { path: string; title: string; icon?: string };

/**
 * Header search: the pages of the menu the user may see whose title, in the current language,
 * contains the query, ignoring case and spaces around it. An empty query finds all.
 */
export function searchPages(entries: readonly MenuEntry[], query: string): PageHit[] {
  const wanted = query.trim().toLowerCase();
  return menuLeaves(entries)
    .map((leaf) => ({ path: leaf.key, title: leaf.label, icon: leaf.icon }))
    .filter((hit) => !wanted || hit.title.toLowerCase().includes(wanted));
}
