import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { openMenus, shopContext } from '../../../lib/testing/answers';
import { initTestI18n } from '../../../lib/testing/i18n';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { signInToShop } from '../../../lib/testing/session';
import { conversationOf, messageOf } from '../chat-fixtures';
import { ChatPage } from '../chat-page';
import { serveChat, type Call, type ChatServer } from '../chat-test-server';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ request }));

const MINUTE = 60_000;
let server: ChatServer;

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
  const now = Date.now();
  server = {
    history: () => ({ messages: [messageOf(1)], nextLastId: null }),
    after: () => ({ messages: [], nextLastId: null }),
    send: () => Promise.reject(new Error('not in this test')),
    quickReplies: [],
    conversations: () => [
      conversationOf(5, {
        response: { kind: 'first', dueAt: new Date(now + 30.5 * MINUTE).toISOString() },
      }),
      conversationOf(6, {
        unread: 0,
        response: { kind: 'next', dueAt: new Date(now - 5.5 * MINUTE).toISOString() },
      }),
      conversationOf(8, { unread: 0, status: 'snoozed', response: null }),
    ],
    targets: {
      businessHours: null,
      firstResponseMinutes: 60,
      nextResponseMinutes: 30,
      awayMessage: 'Back at nine',
      timeZone: 'Asia/Shanghai',
    },
    overdue: 1,
  };
  serveChat(request, server);
  const chat = request.getMockImplementation()!;
  request.mockImplementation((call: Call) =>
    call.path === '/merchant/context'
      ? Promise.resolve(shopContext('owner', []))
      : call.path === '/menus'
        ? Promise.resolve(openMenus())
        : chat(call),
  );
});

const puts = () =>
  request.mock.calls
    .map((args) => args[0] as Call)
    .filter((call) => call.path === '/chat/targets' && call.method === 'PUT');

describe('response targets in /cc (docs/chat.md "Response targets")', { timeout: 30_000 }, () => {
  it('shows each waiting conversation’s business time left or overdue, and the overdue count', async () => {
    renderWithProviders(<ChatPage />, { path: '/cc' });
    const left = await screen.findByTestId('conversation-due-5');
    expect(left.textContent).toBe('30 min left');
    expect(left.dataset.overdue).toBe('false');
    const late = screen.getByTestId('conversation-due-6');
    expect(late.textContent).toBe('Overdue 5 min');
    expect(late.dataset.overdue).toBe('true');
    expect(screen.queryByTestId('conversation-due-8')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('chat-overdue-count').textContent).toBe('1'));
    expect(screen.getByTestId('chat-filter-overdue').textContent).toContain('Overdue');
  });

  it('sets business hours and targets from the drawer, and shows a refusal in place', async () => {
    renderWithProviders(<ChatPage />, { path: '/cc' });
    await userEvent.click(await screen.findByTestId('chat-targets-open'));
    const drawer = await screen.findByTestId('chat-targets-form');
    // Always open until now: leaving it offers weekdays 09:00–18:00.
    await userEvent.click(within(drawer).getByTestId('chat-targets-always'));
    await userEvent.click(within(drawer).getByTestId('chat-targets-open-6'));
    const first = within(drawer).getByTestId('chat-targets-first');
    await userEvent.clear(first);
    await userEvent.type(first, '45');
    await userEvent.click(within(drawer).getByTestId('chat-targets-save'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({
      businessHours: [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '09:00', close: '18:00' })),
      firstResponseMinutes: 45,
      nextResponseMinutes: 30,
      awayMessage: 'Back at nine',
    });
    await waitFor(() => expect(screen.queryByTestId('chat-targets-form')).toBeNull());

    server.saveTargets = () =>
      Promise.reject(
        new ApiError({
          code: '1001',
          message: 'Please check the form',
          fields: { businessHours: 'Openings of one day must not overlap' },
        }),
      );
    await userEvent.click(screen.getByTestId('chat-targets-open'));
    await userEvent.click(
      within(await screen.findByTestId('chat-targets-form')).getByTestId('chat-targets-save'),
    );
    expect((await screen.findByTestId('chat-targets-error')).textContent).toContain(
      'Openings of one day must not overlap',
    );
  });
});
