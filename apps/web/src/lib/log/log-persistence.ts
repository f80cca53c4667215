// The front-end log survives a reload of the tab (sessionStorage), bounded so that a page
// throwing in a loop cannot fill the storage.
const LOG_STORAGE_KEY = 'console-log';
const LOG_PERSIST_LIMIT = 200;

export function readPersistedLog<T extends { id: number }>(): T[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(LOG_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? (parsed.filter((item) => typeof item?.id === 'number') as T[])
      : [];
  } catch {
    return [];
  }
}

let pending: readonly unknown[] | null = null;

/** Writes once per burst of entries rather than on each one. */
export function schedulePersistLog(entries: readonly unknown[]): void {
  const first = pending === null;
  pending = entries;
  if (!first) return;
  queueMicrotask(() => {
    const latest = pending ?? [];
    pending = null;
    try {
      sessionStorage.setItem(LOG_STORAGE_KEY, JSON.stringify(latest.slice(-LOG_PERSIST_LIMIT)));
    } catch {
      // A full storage only costs the copy; the entries stay in memory.
    }
  });
}
