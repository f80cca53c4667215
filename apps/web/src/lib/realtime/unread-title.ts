import { create } from 'zustand';

type UnreadTitleState = { unread: number | null; setUnread: (unread: number | null) => void };

/** The unread message count the bell knows, for the document title (spec §2). */
export const useUnreadTitle = create<UnreadTitleState>((set) => ({
  unread: null,
  setUnread: (unread) => set({ unread }),
}));

/** spec §2: the "({n} messages)" prefix shows only while something is unread. */
export function titleCount(unread: number | null): number | null {
  return unread !== null && unread > 0 ? unread : null;
}
