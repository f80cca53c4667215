import Cookies from 'js-cookie';
import { create } from 'zustand';
import { formatDateTime } from './format-date';
import { readPersistedLog, schedulePersistLog } from './log/log-persistence';
import { TOKEN_COOKIE, UUID_COOKIE } from './session/session-persistence';
import { useSessionStore } from './session/session-store';
import type { SessionUser } from './session/session-user';

/** spec §3 log entry. */
export type LogType = 'info' | 'error';
export type LogEntry = {
  id: number;
  message: string;
  type: LogType;
  time: string;
  meta: {
    user: SessionUser | null;
    uuid: string | undefined;
    token: string | undefined;
    url: string;
    extra: Record<string, unknown>;
  };
};

// The log lives for the browser tab's session (sessionStorage survives a reload); the newest
// entries are kept when it fills up.
const LOG_LIMIT = 500;

type LogState = {
  entries: LogEntry[];
  push: (message: string, type?: LogType, extra?: Record<string, unknown>) => void;
  clear: () => void;
};

const restored = readPersistedLog<LogEntry>();
let nextId = restored.reduce((max, entry) => Math.max(max, entry.id), 0) + 1;

export const useLogStore = create<LogState>((set) => ({
  entries: restored,
  push: (message, type = 'info', extra = {}) => {
    const entry: LogEntry = {
      id: nextId++,
      message,
      type,
      time: formatDateTime(Date.now()),
      meta: {
        user: useSessionStore.getState().user,
        uuid: Cookies.get(UUID_COOKIE),
        token: Cookies.get(TOKEN_COOKIE),
        url: window.location.href,
        extra,
      },
    };
    set((state) => ({ entries: [...state.entries, entry].slice(-LOG_LIMIT) }));
  },
  clear: () => set({ entries: [] }),
}));

useLogStore.subscribe((state) => schedulePersistLog(state.entries));

export function pushLog(message: string, type: LogType = 'info', extra?: Record<string, unknown>) {
  useLogStore.getState().push(message, type, extra);
}
