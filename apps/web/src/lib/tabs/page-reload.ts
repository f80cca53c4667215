import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { create } from 'zustand';

type PageGenerations = {
  /** Bumped per full path: a kept page renders under a new key and starts afresh. */
  generations: Record<string, number>;
};

export const usePageGenerations = create<PageGenerations>(() => ({ generations: {} }));

/** Reloaded pages whose data is still to be fetched again: done when each is next on screen. */
const toRefetch = new Set<string>();

/**
 * Reloading a tab drops its page's state (the page mounts again), while the other kept-alive
 * pages stay as they are (spec §4 "reload page"). Mounting alone fetches nothing while the
 * cached data is fresh (30 s), so the page's queries are fetched again too (docs/web.md "Kept-alive
 * pages").
 */
export function reloadPage(fullPath: string): void {
  toRefetch.add(fullPath);
  usePageGenerations.setState(({ generations }) => ({
    generations: { ...generations, [fullPath]: (generations[fullPath] ?? 0) + 1 },
  }));
}

/** A page's React key: its identity, and how often its current full path was reloaded. */
export const pageKey = (id: string, fullPath: string, generations: Record<string, number>) =>
  `${id}#${generations[fullPath] ?? 0}`;

/**
 * Run by the page outlet after each render: once a reloaded page is the current one and mounted,
 * the queries on screen (its own, plus the shell's few) are fetched again. Hidden kept pages
 * observe nothing while hidden, so their data and state stay as they were.
 */
export function useRefetchReloadedPage(currentPath: string, generations: Record<string, number>) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!toRefetch.delete(currentPath)) return;
    // cancelRefetch false: a fetch the remount already started is reused, not sent twice.
    void queryClient.invalidateQueries({ type: 'active' }, { cancelRefetch: false });
  }, [currentPath, generations, queryClient]);
}
