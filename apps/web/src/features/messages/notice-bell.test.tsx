import type { NotificationsContent } from '@console/contract/account-notifications';
import type {
  UnreadCountContent,
  UserMessage,
  UserMessagesContent,
} from '@console/contract/user-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queriesOf, stubApi } from '../../lib/testing/fake-api';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { NoticeBell } from './notice-bell';

const message = (id: number, type: number, isRead = false): UserMessage => ({
  id,
  content: `Message ${id}`,
  created_at: '2026-01-01T08:00:00Z',
  is_read: isRead,
  type,
  ref_id: 5,
});

const unread = (total: number) =>
  ({ message_count: total, by_type: { 1: 1, 2: 0, 3: total - 1 } }) satisfies UnreadCountContent;

const switches = (activityBell: boolean): NotificationsContent => ({
  kinds: [
    { type: 1, bell: true, toast: true, sound: false },
    { type: 2, bell: true, toast: true, sound: false },
    { type: 3, bell: activityBell, toast: true, sound: false },
  ],
});

/** The message API as the server answers it: `list` answers the activity tab (type 3). */
function stubMessages(
  total: number,
  list: (lastId: string) => UserMessagesContent,
  activityBell = true,
) {
  return stubApi((url, method) => {
    if (url.pathname.endsWith('/account/notifications')) return switches(activityBell);
    if (url.pathname.endsWith('/unReadCount')) return unread(total);
    if (method === 'PUT') return null;
    if (url.searchParams.get('type') === '3') return list(url.searchParams.get('last_id') ?? '');
    return { user_messages: [], nextLastId: null } satisfies UserMessagesContent;
  });
}

const twoMessages = () =>
  ({
    user_messages: [message(12, 3), message(11, 3, true)],
    nextLastId: null,
  }) satisfies UserMessagesContent;

afterEach(() => vi.unstubAllGlobals());

describe('header bell (spec §2)', () => {
  it('shows the unread total, overflowing at 99', async () => {
    initTestI18n('en-US');
    stubMessages(120, twoMessages);
    renderWithProviders(<NoticeBell />);
    await waitFor(() => expect(screen.getByTestId('notice-badge').textContent).toContain('99+'));
    // The name holds what the badge shows (label in name, WCAG 2.5.3).
    expect(screen.getByTestId('notice-bell').getAttribute('aria-label')).toBe(
      'Notifications, 99+ unread',
    );
  });

  it('leaves a type whose bell switch is off out of the badge, and still lists it', async () => {
    initTestI18n('en-US');
    stubMessages(3, twoMessages, false);
    renderWithProviders(<NoticeBell />);
    // 1 merchant review counted; the 2 activity reviews are not.
    await waitFor(() =>
      expect(screen.getByTestId('notice-bell').getAttribute('aria-label')).toBe(
        'Notifications, 1 unread',
      ),
    );
    await userEvent.setup().click(screen.getByTestId('notice-bell'));
    expect(await screen.findByTestId('notice-item-12')).toBeTruthy();
  });

  it('lists the activity tab first, marks unread items and reads one on click', async () => {
    initTestI18n('en-US');
    const calls = stubMessages(3, twoMessages);
    renderWithProviders(<NoticeBell />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('notice-bell'));
    const tabs = await screen.findAllByRole('tab');
    expect(
      tabs.map((tab) => tab.querySelector('[data-testid^="notice-tab-"]')?.textContent),
    ).toEqual(['Activity review', 'Merchant review', 'Qualification review']);
    const unread = await screen.findByTestId('notice-item-12');
    expect(unread.dataset.read).toBe('false');
    expect(screen.getByTestId('notice-item-11').dataset.read).toBe('true');
    await user.click(within(unread).getByText('Message 12'));
    await waitFor(() => expect(calls).toContain('PUT /api/userMessage/12/read'));
  });

  // Each tab shows its own unread count; the list is asked as spec §7 says, page=1 (docs/web.md
  // "Bell and realtime").
  it('shows each tab its unread count and asks the list with page=1', async () => {
    initTestI18n('en-US');
    const calls = stubMessages(3, twoMessages);
    renderWithProviders(<NoticeBell />);
    await userEvent.setup().click(screen.getByTestId('notice-bell'));
    await screen.findByTestId('notice-item-12');
    const countOf = (type: number) =>
      screen.getByTestId(`notice-tab-${type}`).parentElement?.querySelector('.ant-badge')
        ?.textContent;
    await waitFor(() => expect(countOf(3)).toBe('2'));
    expect(countOf(1)).toBe('1');
    expect(countOf(2)).toBe('');
    expect(queriesOf(calls, '/api/userMessage')[0]!.get('page')).toBe('1');
  });

  // The server's nextLastId decides, never the page's length (docs/api.md "Paging").
  it('loads the page nextLastId names, even after a short page, and ends where it is null', async () => {
    initTestI18n('en-US');
    const calls = stubMessages(3, (lastId) =>
      lastId === ''
        ? { user_messages: [message(12, 3), message(11, 3, true)], nextLastId: 11 }
        : { user_messages: [message(10, 3)], nextLastId: null },
    );
    renderWithProviders(<NoticeBell />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('notice-bell'));
    await screen.findByTestId('notice-item-12');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByTestId('notice-item-10');
    const lists = queriesOf(calls, '/api/userMessage').filter((query) => query.get('type') === '3');
    expect(lists.map((query) => query.get('last_id'))).toEqual(['', '11']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers no "load more" after a full page that is the last', async () => {
    initTestI18n('en-US');
    const ten = Array.from({ length: 10 }, (_, i) => message(20 - i, 3));
    stubMessages(11, () => ({ user_messages: ten, nextLastId: null }));
    renderWithProviders(<NoticeBell />);
    await userEvent.setup().click(screen.getByTestId('notice-bell'));
    await screen.findByTestId('notice-item-11');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
