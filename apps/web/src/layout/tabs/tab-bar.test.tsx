import type { MerchantContextContent } from '@console/contract/merchants';
import { DEFAULT_LAYOUT_SETTINGS, type UserSettingsContent } from '@console/contract/user-settings';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackHolder } from '../../lib/feedback-holder';
import { ok, openMenus } from '../../lib/testing/answers';
import { initTestI18n } from '../../lib/testing/i18n';
import { queryClient } from '../../lib/query-client';
import type { RouteNode } from '../../lib/routing/route-meta';
import { useSessionStore } from '../../lib/session/session-store';
import { useUserSettings } from '../../lib/settings/user-settings-store';
import { useDirtyGuard } from '../../lib/tabs/dirty-guard';
import { PageOutlet } from '../page-outlet';
import { TabBar } from './tab-bar';

const request = vi.hoisted(() => vi.fn());
/** What a settings save answers: the settings as they now are. */
const savedSettings = () => {
  const { locale, layout, tabs } = useUserSettings.getState();
  return { locale, layout, tabs };
};
vi.mock('../../lib/http/client', () => ({ request }));
// The real table loads every page; the index is all the bar needs from it.
vi.mock('../../lib/routing/route-paths', () => ({ routePaths: { index: '/activity/list' } }));

function NamePage() {
  const [name, setName] = useState('');
  useDirtyGuard(name !== '');
  return <input aria-label="name" value={name} onChange={(event) => setName(event.target.value)} />;
}

const stub = async () => () => null;
const routes: RouteNode[] = [
  { path: '/home', meta: { title: 'route.home', closable: false }, load: stub },
  { path: '/i18n', meta: { title: 'route.i18n' }, load: stub },
  { path: '/cc', meta: { title: 'route.cc' }, load: stub },
  { path: '/eva', meta: { title: 'route.eva' }, load: stub },
];

function setup(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <TabBar routes={routes} />
            <PageOutlet />
          </>
        ),
        children: [
          { path: '/home', element: <p>home page</p> },
          { path: '/i18n', element: <NamePage /> },
          { path: '/cc', element: <p>cc page</p> },
          // Input held by the DOM alone: no unsaved-input question when its tab closes.
          { path: '/eva', element: <input aria-label="note" /> },
          { path: '/activity/list', element: <p>index page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <App>
        <FeedbackHolder />
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const tabPaths = () =>
  [...document.querySelectorAll('[data-tab-path]')].map((node) =>
    node.getAttribute('data-tab-path'),
  );

beforeEach(() => {
  initTestI18n('en-US');
  queryClient.clear();
  // The owner of merchant 7 (every permission); settings saves answer with a new version.
  request.mockImplementation(async ({ path }: { path: string }) =>
    path === '/menus'
      ? openMenus(['admin'])
      : path === '/merchant/context'
        ? ok<MerchantContextContent>({
            merchant: { id: 7, name: 'Sunrise' },
            role: 'owner',
            permissions: [],
            timeZone: 'Asia/Shanghai',
          })
        : ok<UserSettingsContent>({ ...savedSettings(), version: 1 }),
  );
  useSessionStore.setState({
    uuid: 'user-1',
    token: 'token',
    user: { nickname: 'Mia', faceUrl: '', merchants: [], access: ['admin'], token: 'token' },
    company: { id: 7, name: 'Sunrise' },
  } as never);
  useUserSettings.setState({
    loaded: true,
    layout: { ...DEFAULT_LAYOUT_SETTINGS, tabs: true },
    tabs: { merchantId: 7, items: [] },
  });
});

describe('tab bar with kept-alive pages', () => {
  it('keeps typed input across tab switches and asks before closing a tab that holds it', async () => {
    const { router, user } = setup('/home');
    await waitFor(() => expect(tabPaths()).toEqual(['/home']));
    await act(() => router.navigate('/i18n'));
    await act(() => router.navigate('/cc'));
    await waitFor(() => expect(tabPaths()).toEqual(['/home', '/i18n', '/cc']));

    await user.click(screen.getByTestId('tab-/i18n'));
    await user.type(screen.getByLabelText('name'), 'Mia');
    await user.click(screen.getByTestId('tab-/cc'));
    expect(router.state.location.pathname).toBe('/cc');
    await user.click(screen.getByTestId('tab-/i18n'));
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('Mia');

    await user.click(screen.getByTestId('tab-close-/i18n'));
    await user.click(await screen.findByTestId('confirm-cancel'));
    expect(tabPaths()).toEqual(['/home', '/i18n', '/cc']);

    await user.click(screen.getByTestId('tab-close-/i18n'));
    // The cancelled dialog may still be leaving: the newest one is the last.
    await user.click((await screen.findAllByTestId('confirm-ok')).at(-1)!);
    // spec §2: closing the current tab moves to its right neighbour, once it is on screen.
    await waitFor(() => expect(router.state.location.pathname).toBe('/cc'));
    await waitFor(() => expect(screen.queryByLabelText('name')).toBeNull());
    expect(tabPaths()).toEqual(['/home', '/cc']);
    expect(useUserSettings.getState().tabs.items.map((tab) => tab.fullPath)).toEqual([
      '/home',
      '/cc',
    ]);

    // Opened again, the page starts afresh.
    await act(() => router.navigate('/i18n'));
    expect((screen.getByLabelText('name') as HTMLInputElement).value).toBe('');
  });

  it('discards a closed page even when its path opens again before the neighbour shows', async () => {
    const { router, user } = setup('/home');
    await waitFor(() => expect(tabPaths()).toEqual(['/home']));
    await act(() => router.navigate('/eva'));
    await waitFor(() => expect(tabPaths()).toEqual(['/home', '/eva']));
    await user.type(screen.getByLabelText('note'), 'draft');

    // One act: React renders only once both navigations (transitions) are done.
    await act(async () => {
      fireEvent.click(screen.getByTestId('tab-close-/eva'));
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      await router.navigate('/eva');
    });
    expect((screen.getByLabelText('note') as HTMLInputElement).value).toBe('');
  });

  it('closes a tab without unsaved input at once, and close-all keeps home and goes to the index', async () => {
    const { router, user } = setup('/home');
    await waitFor(() => expect(tabPaths()).toEqual(['/home']));
    await act(() => router.navigate('/cc'));
    await waitFor(() => expect(tabPaths()).toEqual(['/home', '/cc']));
    await user.click(screen.getByTestId('tabs-actions'));
    await user.click(await screen.findByTestId('tabs-close-all'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity/list'));
    expect(screen.queryByTestId('confirm-ok')).toBeNull();
    expect(tabPaths()).toEqual(['/home']);
  });

  it('never shows the tabs of another merchant', async () => {
    useUserSettings.setState({
      tabs: {
        merchantId: 8,
        items: [
          {
            key: 'abc123',
            name: '/cc',
            fullPath: '/cc',
            params: {},
            query: {},
            meta: { title: 'route.cc', closable: true, cache: true, auth: true, keepAlive: true },
          },
        ],
      },
    });
    setup('/home');
    await waitFor(() => expect(tabPaths()).toEqual(['/home']));
    // Saved once the menus held are known too (docs/system.md "Console").
    await waitFor(() => expect(useUserSettings.getState().tabs.merchantId).toBe(7));
  });

  it('leaves the draggable tabs plain tabs of the tablist (no button around a tab)', async () => {
    setup('/home');
    await act(() => Promise.resolve());
    await waitFor(() => expect(tabPaths()).toEqual(['/home']));
    // dnd-kit's attributes (role="button", tabindex) on antd's tab wrapper nested the tab and
    // its close button in a button (axe nested-interactive / aria-required-parent;
    // docs/accessibility.md "Markup").
    const tab = screen.getByRole('tab', { name: 'Home' });
    expect(tab.closest('[role="button"]')).toBeNull();
    expect(tab.closest('[data-node-key]')?.hasAttribute('tabindex')).toBe(false);
    expect(tab.closest('[role="tablist"]')).not.toBeNull();
  });

  it('keeps the close button for the mouse only; Delete closes the focused tab', async () => {
    const { router, user } = setup('/home');
    await waitFor(() => expect(tabPaths()).toEqual(['/home']));
    await act(() => router.navigate('/cc'));
    await waitFor(() => expect(tabPaths()).toEqual(['/home', '/cc']));
    // antd draws it inside the tablist, where only tabs belong (docs/accessibility.md).
    const close = screen.getByTestId('tab-close-/cc').closest('button')!;
    expect(close.getAttribute('aria-hidden')).toBe('true');
    expect(close.tabIndex).toBe(-1);

    screen.getByRole('tab', { name: 'Customer communication' }).focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(tabPaths()).toEqual(['/home']));
  });
});
