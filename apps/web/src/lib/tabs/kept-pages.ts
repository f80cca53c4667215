/**
 * A page kept mounted (hidden) while its tab is open; `usedAt` orders it for eviction. `id` is
 * its own: it stays when the page replaces its own query (and so its path). `closed`: its tab
 * was closed while it was on screen; it stays until the next visit and is never visited again.
 */
export type KeptEntry = { id: string; path: string; usedAt: number; closed?: boolean };

export type Visit<T extends KeptEntry> = {
  /** The page now current; null when it is not to be kept (keepAlive false, tabs off). */
  current: Omit<T, 'usedAt'> | null;
  currentPath: string;
  /** Full paths with an open tab: only their pages stay kept. */
  open: ReadonlySet<string>;
  /** spec §9 KEEP_ALIVE_MAX: at most this many pages mounted, the current one included. */
  max: number;
};

/**
 * The kept pages after a visit: the current one is remembered (or marked used), pages whose tab
 * closed go, and past the limit the least recently used goes. The order stays that of the first
 * visit, so switching tabs never moves a page's DOM (which would lose its scroll and focus).
 */
export function rememberPage<T extends KeptEntry>(pages: readonly T[], visit: Visit<T>): T[] {
  const { current, currentPath, open, max } = visit;
  const usedAt = pages.reduce((latest, page) => Math.max(latest, page.usedAt), 0) + 1;
  const next = pages.filter(
    (page) => !page.closed && (page.path === currentPath ? current !== null : open.has(page.path)),
  );
  if (current) {
    const index = next.findIndex((page) => page.path === currentPath);
    const known = next[index];
    if (known) next[index] = { ...known, usedAt };
    else next.push({ ...current, usedAt } as T);
  }
  const limit = current ? max : max - 1;
  while (next.length > Math.max(limit, 0)) {
    let oldest = -1;
    next.forEach((page, index) => {
      const candidate = next[oldest];
      if (page.path !== currentPath && (!candidate || page.usedAt < candidate.usedAt)) {
        oldest = index;
      }
    });
    if (oldest < 0) break;
    next.splice(oldest, 1);
  }
  return next;
}

/**
 * The tabs of `closed` (full paths) were closed: their pages are discarded. One still on screen
 * keeps rendering until the next visit, which drops it, so the same path opened again (even
 * before any other page was shown) mounts afresh.
 */
export function closePages<T extends KeptEntry>(
  pages: readonly T[],
  closed: ReadonlySet<string>,
  currentPath: string,
): T[] {
  return pages.flatMap((page) => {
    if (!closed.has(page.path)) return [page];
    return page.path === currentPath ? [{ ...page, closed: true }] : [];
  });
}

/** The page at `from` replaced its own query: it is the same page, now at `to`. */
export function renamePage<T extends KeptEntry>(
  pages: readonly T[],
  from: string,
  to: string,
): T[] {
  if (pages.some((page) => page.path === to)) return [...pages];
  return pages.map((page) => (page.path === from ? { ...page, path: to } : page));
}
