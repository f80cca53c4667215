import { useSessionStore } from '../session/session-store';

/** The current merchant's id (spec §4 company), or null while the user has none chosen. */
export const useMerchantId = () => useSessionStore((state) => state.company?.id ?? null);

/** The same, read outside React (query functions, stores). */
export const currentMerchantId = () => useSessionStore.getState().company?.id ?? null;
