import {
  DEFAULT_LAYOUT_SETTINGS,
  type LayoutSettings,
  type UserSettingsContent,
} from '@console/contract/user-settings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error';
import { ok } from '../testing/answers';
import { initTestI18n } from '../testing/i18n';
import { useSessionStore } from '../session/session-store';
import { settingsCacheKey } from './user-settings-cache';
import { changeLocale } from '../i18n/locale-store';
import { flushUserSettings, useUserSettings } from './user-settings-store';

const request = vi.hoisted(() => vi.fn());
vi.mock('../http/client', () => ({ request }));
vi.mock('../i18n/locale-store', () => ({ changeLocale: vi.fn() }));

const serverSettings = (version: number, layout: Partial<LayoutSettings> = {}) =>
  ok<UserSettingsContent>({
    version,
    locale: 'zh-CN',
    layout: { ...DEFAULT_LAYOUT_SETTINGS, ...layout },
    tabs: { merchantId: null, items: [] },
  });
const conflict = () => new ApiError({ code: '1004', message: 'stale', httpStatus: 409 });
const puts = () =>
  request.mock.calls.map(([options]) => options).filter((options) => options.method === 'PUT');

beforeEach(() => {
  initTestI18n('zh-CN');
  vi.useFakeTimers();
  request.mockReset();
  useSessionStore.setState({ uuid: 'user-1', token: 't' });
  useUserSettings.getState().reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('per-user settings store (DESIGN §4)', () => {
  // The language picked on the sign-in page is not overridden by the stored one (docs/web.md
  // "Settings sync").
  it('takes the language chosen on the sign-in page over the stored one, and stores it', async () => {
    sessionStorage.setItem('locale-chosen-signed-out', 'en-US');
    request.mockResolvedValueOnce(serverSettings(3));
    await useUserSettings.getState().load();
    expect(useUserSettings.getState().locale).toBe('en-US');
    expect(vi.mocked(changeLocale)).toHaveBeenLastCalledWith('en-US');
    request.mockResolvedValue(serverSettings(4));
    await vi.advanceTimersByTimeAsync(300);
    expect(puts()[0].body).toEqual({ version: 3, locale: 'en-US' });
    // Once: the next sign-in follows the stored setting again.
    expect(sessionStorage.getItem('locale-chosen-signed-out')).toBeNull();
  });

  // docs/web.md "Ready at once": a part that did not change keeps its object, so the console
  // layout, which reads the layout settings, is not drawn again when the console opens.
  it('keeps the layout and tabs objects when the load brings the same settings', async () => {
    request.mockResolvedValueOnce(serverSettings(0));
    const before = useUserSettings.getState();
    const seen: UserSettingsContent['layout'][] = [];
    const stop = useUserSettings.subscribe((state) => seen.push(state.layout));
    await useUserSettings.getState().load();
    stop();
    expect(useUserSettings.getState().layout).toBe(before.layout);
    expect(useUserSettings.getState().tabs).toBe(before.tabs);
    expect(new Set(seen)).toEqual(new Set([before.layout]));
    // A change from the server is still taken.
    request.mockResolvedValueOnce(serverSettings(1, { siderTheme: 'light' }));
    await useUserSettings.getState().load();
    expect(useUserSettings.getState().layout.siderTheme).toBe('light');
  });

  it('starts from the spec §9 layout defaults', () => {
    expect(useUserSettings.getState().layout).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });

  it('applies a change at once, caches it per user and saves only the changed part', async () => {
    request.mockResolvedValueOnce(serverSettings(3));
    await useUserSettings.getState().load();
    request.mockResolvedValue(serverSettings(4));
    useUserSettings.getState().updateLayout({ siderTheme: 'light' });
    useUserSettings.getState().updateLayout({ tabs: true });
    expect(useUserSettings.getState().layout.siderTheme).toBe('light');
    expect(JSON.parse(localStorage.getItem(settingsCacheKey('user-1'))!).layout.tabs).toBe(true);
    expect(puts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    expect(puts()).toHaveLength(1);
    expect(puts()[0].body).toEqual({ version: 3, layout: { siderTheme: 'light', tabs: true } });
    expect(useUserSettings.getState().version).toBe(4);
  });

  it('on a stale version refetches, keeps its change over the fresh settings and retries once, quietly', async () => {
    request.mockResolvedValueOnce(serverSettings(1));
    await useUserSettings.getState().load();
    request
      .mockRejectedValueOnce(conflict())
      .mockResolvedValueOnce(serverSettings(5, { headerTheme: 'dark', siderTheme: 'dark' }))
      .mockResolvedValueOnce(serverSettings(6, { headerTheme: 'dark', siderTheme: 'light' }));
    useUserSettings.getState().updateLayout({ siderTheme: 'light' });
    await flushUserSettings();
    expect(puts().map((options) => options.body)).toEqual([
      { version: 1, layout: { siderTheme: 'light' } },
      { version: 5, layout: { siderTheme: 'light' } },
    ]);
    expect(puts()[0].quietCodes).toEqual(['1004']);
    const state = useUserSettings.getState();
    expect(state.layout).toMatchObject({ siderTheme: 'light', headerTheme: 'dark' });
    expect(state.version).toBe(6);
  });

  it('gives up after one retry', async () => {
    request.mockResolvedValueOnce(serverSettings(1));
    await useUserSettings.getState().load();
    request
      .mockRejectedValueOnce(conflict())
      .mockResolvedValueOnce(serverSettings(2))
      .mockRejectedValueOnce(conflict());
    useUserSettings.getState().setTabs({ merchantId: 1, items: [] });
    await flushUserSettings();
    expect(puts()).toHaveLength(2);
    expect(useUserSettings.getState().tabs.merchantId).toBe(1);
  });

  it('falls back to the cached settings when the server cannot be reached', async () => {
    localStorage.setItem(
      settingsCacheKey('user-1'),
      JSON.stringify({ version: 2, locale: 'zh-CN', layout: { siderTheme: 'light' } }),
    );
    request.mockRejectedValueOnce(new ApiError({ code: 'network', message: 'x' }));
    await useUserSettings.getState().load();
    expect(useUserSettings.getState()).toMatchObject({ loaded: true, version: 2 });
    expect(useUserSettings.getState().layout.siderTheme).toBe('light');
  });

  it('forgets the previous user on sign-out and saves nothing while signed out', async () => {
    useUserSettings.getState().updateLayout({ siderTheme: 'light' });
    useSessionStore.setState({ uuid: null, token: null });
    expect(useUserSettings.getState().layout.siderTheme).toBe('dark');
    useUserSettings.getState().updateLayout({ headerTheme: 'dark' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(puts()).toEqual([]);
  });
});
