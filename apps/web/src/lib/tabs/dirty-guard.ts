import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';

/** The full path of the tab a kept-alive page belongs to, given by the page outlet. */
export const TabPageContext = createContext<string | null>(null);

// Full paths of pages holding unsaved input. Hidden pages lose their effects (React
// <Activity>), so an entry stays until the outlet drops the page, not until the effect ends.
const dirtyPaths = new Set<string>();

/**
 * A page says whether its form holds unsaved input; closing its tab then asks first.
 * `isDirty` is typically antd's `form.isFieldsTouched()` or a comparison with the saved value.
 */
export function useDirtyGuard(isDirty: boolean): void {
  const tabPath = useContext(TabPageContext);
  const { pathname, search } = useLocation();
  const path = tabPath ?? `${pathname}${search}`;
  useEffect(() => {
    if (isDirty) dirtyPaths.add(path);
    else dirtyPaths.delete(path);
  }, [path, isDirty]);
}

export function isPageDirty(fullPath: string): boolean {
  return dirtyPaths.has(fullPath);
}

/** Forgets pages that are no longer mounted (closed, reloaded, evicted or left). */
export function forgetDirtyExcept(mounted: ReadonlySet<string>): void {
  for (const path of dirtyPaths) if (!mounted.has(path)) dirtyPaths.delete(path);
}

export function forgetDirty(fullPath: string): void {
  dirtyPaths.delete(fullPath);
}
