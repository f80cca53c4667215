import { useSyncExternalStore } from 'react';
import { emptyThread, type ThreadState } from './thread-state';

/**
 * One thread's messages: the history, catch-up, push, send and read hooks share it. The page
 * keeps one per conversation opened, so a message still sending, or failed and waiting for a
 * retry, is there again when the user comes back to its thread.
 */
export type ThreadStore = {
  /** Where history paging stands: the first page read, and the next `last_id` (null: none). */
  paging: () => Paging;
  setPaging: (change: Partial<Paging>) => void;
  get: () => ThreadState;
  update: (change: (state: ThreadState) => ThreadState) => void;
  subscribe: (listener: () => void) => () => void;
};

type Paging = { loaded: boolean; older: number | null };

function createThreadStore(): ThreadStore {
  let state = emptyThread;
  let paging: Paging = { loaded: false, older: null };
  const listeners = new Set<() => void>();
  return {
    paging: () => paging,
    setPaging: (change) => {
      paging = { ...paging, ...change };
    },
    get: () => state,
    update: (change) => {
      const next = change(state);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The stores of the conversations opened on one page, each made when first asked for. */
export function threadStores() {
  const stores = new Map<number, ThreadStore>();
  return {
    of: (conversationId: number): ThreadStore => {
      const known = stores.get(conversationId);
      if (known) return known;
      const store = createThreadStore();
      stores.set(conversationId, store);
      return store;
    },
  };
}

export const useThreadState = (store: ThreadStore) =>
  useSyncExternalStore(store.subscribe, store.get);
