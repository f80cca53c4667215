import { ACCESS_CHANGED_EVENT, type MyMenusContent } from '@console/contract/system-menus';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MenuAccess } from '../access';
import { request } from '../http/client';
import { queryClient } from '../query-client';
import { onEvent } from '../realtime/on-event';
import { connectedAfter, onConnect } from '../realtime/realtime-client';
import { useSessionStore } from '../session/session-store';

// What the signed-in user's roles hold of the menu tree (GET /api/menus) — the
// sidebar, the header menu, the route guard and the tabs all read it (docs/system.md "Console").

/** Keeps the stored user's `access` (spec §3) as the roles held now give it. */
function noteAccess(access: MyMenusContent['access']) {
  const { user, setAccess } = useSessionStore.getState();
  if (user && user.access.join() !== access.join()) setAccess(access);
}

const myMenusQuery = (uuid: string | null) =>
  queryOptions({
    queryKey: ['my-menus', uuid],
    queryFn: async (): Promise<MyMenusContent> => {
      const result = await request<MyMenusContent>({ path: '/menus', merchant: false });
      noteAccess(result.content.access);
      return result.content;
    },
    staleTime: 60_000,
  });

/** The paths the tree governs, those held, and the action keys held. */
export function menuAccessOf(menus: MyMenusContent): MenuAccess {
  const held = new Set<string>();
  const visit = (nodes: MyMenusContent['tree']) => {
    for (const node of nodes) {
      if (node.path) held.add(node.path);
      visit(node.children);
    }
  };
  visit(menus.tree);
  return { governed: new Set(menus.governed), held, actions: new Set(menus.actions) };
}

/** The signed-in user's menus; undefined while loading or signed out. */
export function useMyMenus(): MyMenusContent | undefined {
  const token = useSessionStore((state) => state.token);
  const uuid = useSessionStore((state) => state.uuid);
  const { data } = useQuery({ ...myMenusQuery(uuid), enabled: Boolean(token) });
  return token ? data : undefined;
}

/** The same outside React (route guards); null when signed out or when it cannot be read. */
export async function loadMyMenus(): Promise<MyMenusContent | null> {
  const { token, uuid } = useSessionStore.getState();
  if (!token) return null;
  return queryClient.ensureQueryData(myMenusQuery(uuid)).catch(() => null);
}

/**
 * docs/system.md "Live": a role or menu change pushed over the socket reloads the menus at once —
 * the sidebar, header menu and tabs re-filter without a reload; a page no longer held closes. So
 * does each (re)connect: a change made while the socket was away is not missed.
 */
export function useLiveMenus() {
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['my-menus'] });
    // The route guard read the menus before the layout was drawn: when the socket connected
    // after that read (it opens at the same time), a change made between the two was not heard.
    const reads = queryClient.getQueryCache().findAll({ queryKey: ['my-menus'] });
    const readBefore = (updatedAt: number) => updatedAt > 0 && connectedAfter(updatedAt);
    if (reads.some((query) => readBefore(query.state.dataUpdatedAt))) refresh();
    const stops = [onEvent(ACCESS_CHANGED_EVENT, refresh), onConnect(refresh)];
    return () => stops.forEach((stop) => stop());
  }, []);
}
