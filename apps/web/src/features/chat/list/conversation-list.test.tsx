import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { initTestI18n } from '../../../lib/testing/i18n';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { signInToShop } from '../../../lib/testing/session';
import { messageOf } from '../chat-fixtures';
import { ChatPage } from '../chat-page';
import { serveChat, type Call } from '../chat-test-server';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ request }));

const listQueries = () =>
  request.mock.calls
    .map((args) => args[0] as Call)
    .filter((call) => call.path === '/chat/conversations')
    .map((call) => call.query);

function Where() {
  const { search } = useLocation();
  return <output data-testid="where">{search}</output>;
}

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
  serveChat(request, {
    history: () => ({ messages: [messageOf(1)], nextLastId: null }),
    after: () => ({ messages: [], nextLastId: null }),
    send: () => Promise.reject(new Error('not in this test')),
    quickReplies: [],
  });
});

describe('conversation list (docs/chat.md "Web")', { timeout: 30_000 }, () => {
  it('asks for "needs reply" first, then the filter chosen, kept in the URL', async () => {
    renderWithProviders(
      <>
        <ChatPage />
        <Where />
      </>,
      { path: '/cc' },
    );
    const row = await screen.findByTestId('conversation-row-5');
    expect(within(row).getByText('Customer 5')).toBeTruthy();
    expect(within(row).getByText('Hello')).toBeTruthy();
    expect(screen.getByTestId('conversation-unread-5')).toBeTruthy();
    expect(screen.queryByTestId('conversation-unread-6')).toBeNull();
    expect(listQueries()[0]).toMatchObject({ filter: 'needs_reply' });
    expect(screen.getByTestId('chat-filter-needs_reply').getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByTestId('chat-filter-mine'));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ filter: 'mine' }));
    expect(screen.getByTestId('where').textContent).toBe('?filter=mine');
    expect(screen.getByTestId('chat-filter-mine').getAttribute('aria-pressed')).toBe('true');

    const search = within(screen.getByTestId('chat-search')).getByRole('searchbox');
    await userEvent.type(search, 'Li{Enter}');
    await waitFor(() =>
      expect(listQueries().at(-1)).toMatchObject({ filter: 'mine', keyword: 'Li' }),
    );

    await userEvent.click(await screen.findByTestId('conversation-row-5'));
    expect(screen.getByTestId('where').textContent).toBe('?filter=mine&keyword=Li&c=5');
    await screen.findByTestId('chat-message-1');
    expect(screen.getByTestId('chat-thread-name').textContent).toBe('Customer 5');
  });

  it('opens the conversation a link names; at phone width alone, with a way back', async () => {
    // jsdom has no media queries: antd's breakpoints see a phone.
    renderWithProviders(
      <>
        <ChatPage />
        <Where />
      </>,
      { path: '/cc?c=5&filter=all' },
    );
    await screen.findByTestId('chat-message-1');
    expect(screen.queryByTestId('chat-list')).toBeNull();
    await userEvent.click(screen.getByTestId('chat-back'));
    const row = await screen.findByTestId('conversation-row-5');
    expect(listQueries()[0]).toMatchObject({ filter: 'all' });
    expect(screen.getByTestId('where').textContent).toBe('?filter=all');
    expect(row.getAttribute('aria-current')).toBeNull();
  });
});
