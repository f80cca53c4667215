import { useSyncExternalStore } from 'react';
import { emptyThread, type ThreadState } from './thread-state';

/** One open thread's messages: the history, catch-up, push, send and read hooks share it. */
export type ThreadStore = {
  get: () => ThreadState;
  update: (change: (state: ThreadState) => ThreadState) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createThreadStore(): ThreadStore {
  let state = emptyThread;
  const listeners = new Set<() => void>();
  return {
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

export const useThreadState = (store: ThreadStore) =>
  useSyncExternalStore(store.subscribe, store.get);
