import { create } from 'zustand';

type PageGenerations = {
  /** Bumped per full path: a kept page renders under a new key and starts afresh. */
  generations: Record<string, number>;
};

export const usePageGenerations = create<PageGenerations>(() => ({ generations: {} }));

/**
 * Reloading a tab drops its page's state (the page mounts again), while the other kept-alive
 * pages stay as they are (spec §4 "reload page").
 */
export function reloadPage(fullPath: string): void {
  usePageGenerations.setState(({ generations }) => ({
    generations: { ...generations, [fullPath]: (generations[fullPath] ?? 0) + 1 },
  }));
}

/** A page's React key: its identity, and how often its current full path was reloaded. */
export const pageKey = (id: string, fullPath: string, generations: Record<string, number>) =>
  `${id}#${generations[fullPath] ?? 0}`;
