import type { MerchantRef, SessionContent, UserInfo } from '@console/contract/auth';
import { create } from 'zustand';
import { clearStoredSession, readSession, saveSession, saveUser } from './session-persistence';
import type { SessionUser } from './session-user';

type SessionState = {
  uuid: string | null;
  token: string | null;
  user: SessionUser | null;
  /** spec §3: the current merchant; its id is the company id sent as merchants_id. */
  company: MerchantRef | null;
  remember: boolean;
  signIn: (session: SessionContent, remember: boolean) => void;
  setUserInfo: (info: UserInfo | null) => void;
  /**
   * The platform roles as the roles held give them now (the merchant stays; docs/system.md "Who may
   * call").
   */
  setAccess: (access: UserInfo['access']) => void;
  /** docs/auth.md "Required": who requires a second factor of this user (none once set up). */
  setSecondFactorRequiredBy: (names: string[]) => void;
  switchCompany: (merchantId: number) => void;
  resetMerchants: (merchants: MerchantRef[]) => void;
  clear: () => void;
};

const sameMerchants = (a: readonly MerchantRef[], b: readonly MerchantRef[]) =>
  a.length === b.length &&
  a.every((merchant, i) => JSON.stringify(merchant) === JSON.stringify(b[i]));

const signedOut = { uuid: null, token: null, user: null, company: null };

function initialState() {
  const stored = readSession();
  if (!stored) return { ...signedOut, remember: true };
  const { uuid, token, user, remember } = stored;
  return { uuid, token, user, remember, company: user.merchants[0] ?? null };
}

export const useSessionStore = create<SessionState>((set, get) => {
  /** Keeps the state and the stored copy of the user in step. */
  const putUser = (user: SessionUser) => {
    saveUser(user, get().remember);
    set({ user, company: user.merchants[0] ?? null });
  };

  return {
    ...initialState(),

    // spec §4: cookies set, user info stored locally and in the state.
    signIn: ({ uuid, token, info }, remember) => {
      const user = { ...info, token };
      saveSession({ uuid, token, user, remember });
      set({ uuid, token, user, remember, company: info.merchants[0] ?? null });
    },

    // spec §4: setting the user info makes the first merchant current, or clears it.
    setUserInfo: (info) => {
      if (!info) {
        set({ user: null, company: null });
        return;
      }
      putUser({ ...info, token: get().token ?? '' });
    },

    setAccess: (access) => {
      const user = get().user;
      if (!user) return;
      const next = { ...user, access };
      saveUser(next, get().remember);
      set({ user: next });
    },

    setSecondFactorRequiredBy: (names) => {
      const user = get().user;
      if (!user) return;
      const next = { ...user, secondFactorRequiredBy: names };
      saveUser(next, get().remember);
      set({ user: next });
    },

    // spec §4: the chosen merchant moves to the front of the list and becomes current.
    switchCompany: (merchantId) => {
      const user = get().user;
      const chosen = user?.merchants.find((merchant) => merchant.id === merchantId);
      if (!user || !chosen) return;
      const others = user.merchants.filter((merchant) => merchant.id !== merchantId);
      putUser({ ...user, merchants: [chosen, ...others] });
    },

    // spec §7 GET userMerchants: resets the company list; the current one stays current.
    resetMerchants: (merchants) => {
      const user = get().user;
      if (!user) return;
      const currentId = get().company?.id;
      const current = merchants.find((merchant) => merchant.id === currentId);
      const ordered = current
        ? [current, ...merchants.filter((merchant) => merchant.id !== currentId)]
        : merchants;
      // The same list again (each console start reads it) changes nothing: a new user object
      // would redraw every part that reads the user, the whole console at once (docs/web.md
      // "Ready at once", No redraw for the same data).
      if (sameMerchants(ordered, user.merchants)) return;
      putUser({ ...user, merchants: ordered });
    },

    // spec §4 logged out: both cookies removed, user cleared, merchants reset to empty.
    clear: () => {
      clearStoredSession();
      set({ ...signedOut });
    },
  };
});
