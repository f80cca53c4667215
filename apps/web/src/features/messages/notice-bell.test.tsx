import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { NoticeBell } from './notice-bell';

const message = (id: number, type: number, isRead = false) => ({
  id,
  content: `Message ${id}`,
  created_at: '2026-01-01T08:00:00Z',
  is_read: isRead,
  type,
  ref_id: 5,
});

/** The message API as the server answers it, recording each call. */
function stubApi(total: number) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      const content = url.includes('unReadCount')
        ? { message_count: total, by_type: { 1: 1, 2: 0, 3: total - 1 } }
        : url.includes('type=3')
          ? { user_messages: [message(12, 3), message(11, 3, true)] }
          : url.includes('/read')
            ? null
            : { user_messages: [] };
      return Promise.resolve(Response.json({ code: '0000', msg: 'ok', content }));
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('header bell (spec §2)', () => {
  it('shows the unread total, overflowing at 99', async () => {
    initTestI18n('en-US');
    stubApi(120);
    renderWithProviders(<NoticeBell />);
    await waitFor(() => expect(screen.getByTestId('notice-badge').textContent).toContain('99+'));
  });

  it('lists the activity tab first, marks unread items and reads one on click', async () => {
    initTestI18n('en-US');
    const calls = stubApi(3);
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

  // Issue 12: each tab shows its own unread count; the list is asked as spec §7 says (page=1).
  it('shows each tab its unread count and asks the list with page=1', async () => {
    initTestI18n('en-US');
    const calls = stubApi(3);
    renderWithProviders(<NoticeBell />);
    await userEvent.setup().click(screen.getByTestId('notice-bell'));
    await screen.findByTestId('notice-item-12');
    const countOf = (type: number) =>
      screen.getByTestId(`notice-tab-${type}`).parentElement?.querySelector('.ant-badge')
        ?.textContent;
    await waitFor(() => expect(countOf(3)).toBe('2'));
    expect(countOf(1)).toBe('1');
    expect(countOf(2)).toBe('');
    const list = calls.find((call) => call.startsWith('GET /api/userMessage?'));
    expect(new URL(list!.slice(4), 'http://x').searchParams.get('page')).toBe('1');
  });
});
