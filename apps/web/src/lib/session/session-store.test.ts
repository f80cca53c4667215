import type { UserInfo } from '@console/contract/auth';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession, TOKEN_COOKIE, USER_STORAGE_KEY, UUID_COOKIE } from './session-persistence';
import { useSessionStore } from './session-store';

const info = (merchants: UserInfo['merchants']): UserInfo => ({
  nickname: 'Li',
  faceUrl: '',
  mail: 'li@example.com',
  mobile: '13800000000',
  access: ['user'],
  merchants,
  secondFactorRequiredBy: [],
});

const shops = [
  { id: 1, name: 'North' },
  { id: 2, name: 'South' },
  { id: 3, name: 'East' },
];

beforeEach(() => {
  useSessionStore.getState().clear();
});

describe('session store (spec §3, §4)', () => {
  it('signIn sets both admin- cookies, stores the user and makes the first merchant current', () => {
    useSessionStore.getState().signIn({ uuid: 'u-1', token: 't-1', info: info(shops) }, true);
    expect(Cookies.get(UUID_COOKIE)).toBe('u-1');
    expect(Cookies.get(TOKEN_COOKIE)).toBe('t-1');
    expect(UUID_COOKIE).toBe('admin-uuid');
    expect(TOKEN_COOKIE).toBe('admin-token');
    const state = useSessionStore.getState();
    expect(state.user).toMatchObject({ nickname: 'Li', token: 't-1' });
    expect(state.company).toEqual({ id: 1, name: 'North' });
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}')).toMatchObject({
      token: 't-1',
    });
  });

  it('setUserInfo makes the first merchant the company, and clears it for no info', () => {
    useSessionStore.getState().signIn({ uuid: 'u', token: 't', info: info([]) }, true);
    expect(useSessionStore.getState().company).toBeNull();
    useSessionStore.getState().setUserInfo(info([shops[1]!, shops[0]!]));
    expect(useSessionStore.getState().company).toEqual({ id: 2, name: 'South' });
    useSessionStore.getState().setUserInfo(null);
    expect(useSessionStore.getState().company).toBeNull();
  });

  it('switchCompany moves the chosen merchant to the front and makes it current', () => {
    useSessionStore.getState().signIn({ uuid: 'u', token: 't', info: info(shops) }, true);
    useSessionStore.getState().switchCompany(3);
    const state = useSessionStore.getState();
    expect(state.company).toEqual({ id: 3, name: 'East' });
    expect(state.user?.merchants.map((merchant) => merchant.id)).toEqual([3, 1, 2]);
    expect(readSession()?.user.merchants[0]).toEqual({ id: 3, name: 'East' });
  });

  it('resetMerchants replaces the list and keeps the current merchant current', () => {
    useSessionStore.getState().signIn({ uuid: 'u', token: 't', info: info(shops) }, true);
    useSessionStore.getState().switchCompany(2);
    useSessionStore.getState().resetMerchants([
      { id: 1, name: 'North' },
      { id: 2, name: 'South 2' },
    ]);
    expect(useSessionStore.getState().company).toEqual({ id: 2, name: 'South 2' });
    useSessionStore.getState().resetMerchants([{ id: 9, name: 'New' }]);
    expect(useSessionStore.getState().company).toEqual({ id: 9, name: 'New' });
  });

  it('resetMerchants with the same list keeps the user and the company as they are', () => {
    useSessionStore.getState().signIn({ uuid: 'u', token: 't', info: info(shops) }, true);
    const { user, company } = useSessionStore.getState();
    const heard = vi.fn();
    const stop = useSessionStore.subscribe(heard);
    useSessionStore.getState().resetMerchants(user!.merchants.map((merchant) => ({ ...merchant })));
    stop();
    expect(heard).not.toHaveBeenCalled();
    expect(useSessionStore.getState().user).toBe(user);
    expect(useSessionStore.getState().company).toBe(company);
  });

  it('clear removes both cookies, the stored user and the merchants', () => {
    useSessionStore.getState().signIn({ uuid: 'u', token: 't', info: info(shops) }, true);
    useSessionStore.getState().clear();
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(Cookies.get(UUID_COOKIE)).toBeUndefined();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ user: null, company: null, token: null });
  });

  it('without "remember me" keeps the user in sessionStorage, not localStorage', () => {
    useSessionStore.getState().signIn({ uuid: 'u', token: 't', info: info(shops) }, false);
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).not.toBeNull();
    expect(readSession()).toMatchObject({ remember: false, token: 't' });
  });

  it('drops a stored user whose token cookie has expired', () => {
    useSessionStore.getState().signIn({ uuid: 'u', token: 't', info: info(shops) }, true);
    Cookies.remove(TOKEN_COOKIE);
    expect(readSession()).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});
