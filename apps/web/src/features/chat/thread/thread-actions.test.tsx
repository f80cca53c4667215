import type { AssigneesContent, ConversationContent } from '@console/contract/chat';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../lib/testing/answers';
import { initTestI18n } from '../../../lib/testing/i18n';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { signInToShop } from '../../../lib/testing/session';
import { conversationOf } from '../chat-fixtures';
import type { Call } from '../chat-test-server';
import { snoozeUntil } from './snooze-options';
import { ThreadActions } from './thread-actions';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ request }));

const writes = () =>
  request.mock.calls
    .map((args) => args[0] as Call)
    .filter((call) => call.method === 'POST')
    .map((call) => [call.path, call.body]);

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
  request.mockImplementation(async ({ path }: Call) =>
    path === '/chat/assignees'
      ? ok<AssigneesContent>({
          assignees: [
            { id: 3, name: 'Ann' },
            { id: 8, name: 'n' },
          ],
          me: 8,
        })
      : ok<ConversationContent>({ conversation: conversationOf(5) }),
  );
});

describe('thread workflow actions (docs/chat.md "Staff workflow")', { timeout: 30_000 }, () => {
  it('takes the conversation for the signed-in member, or assigns another', async () => {
    renderWithProviders(<ThreadActions conversation={conversationOf(5)} />);
    await userEvent.click(await screen.findByTestId('chat-take'));
    await userEvent.click(screen.getByTestId('chat-assign'));
    await userEvent.click(await screen.findByTestId('chat-assignee-3'));
    await waitFor(() =>
      expect(writes()).toEqual([
        ['/chat/conversations/5/assign', { assigneeId: 8 }],
        ['/chat/conversations/5/assign', { assigneeId: 3 }],
      ]),
    );
  });

  it('resolves only after asking, and snoozes until the customer replies', async () => {
    renderWithProviders(<ThreadActions conversation={conversationOf(5)} />);
    await userEvent.click(screen.getByTestId('chat-resolve'));
    await userEvent.click(await screen.findByTestId('confirm-ok'));
    await userEvent.click(screen.getByTestId('chat-snooze'));
    await userEvent.click(await screen.findByText('Until the customer replies'));
    await waitFor(() =>
      expect(writes()).toEqual([
        ['/chat/conversations/5/status', { status: 'resolved' }],
        ['/chat/conversations/5/status', { status: 'snoozed', snoozeUntil: null }],
      ]),
    );
  });

  it('offers reopening a resolved conversation', async () => {
    renderWithProviders(<ThreadActions conversation={conversationOf(5, { status: 'resolved' })} />);
    expect(screen.queryByTestId('chat-resolve')).toBeNull();
    await userEvent.click(screen.getByTestId('chat-reopen'));
    await waitFor(() =>
      expect(writes()).toEqual([['/chat/conversations/5/status', { status: 'open' }]]),
    );
  });

  it('offers a snoozed conversation reopening, a new snooze and resolving', async () => {
    renderWithProviders(
      <ThreadActions conversation={conversationOf(5, { status: 'snoozed', snoozedUntil: null })} />,
    );
    expect(screen.getByTestId('chat-snooze')).toBeTruthy();
    expect(screen.getByTestId('chat-resolve')).toBeTruthy();
    await userEvent.click(screen.getByTestId('chat-reopen'));
    await waitFor(() =>
      expect(writes()).toEqual([['/chat/conversations/5/status', { status: 'open' }]]),
    );
  });

  it('offers no reopening of an open conversation', () => {
    renderWithProviders(<ThreadActions conversation={conversationOf(5)} />);
    expect(screen.queryByTestId('chat-reopen')).toBeNull();
  });

  it('snoozes to a time: one hour on, or tomorrow at 9:00 local time', () => {
    const now = new Date(2026, 10, 24, 15, 30);
    expect(snoozeUntil('1h', now)).toBe(new Date(2026, 10, 24, 16, 30).toISOString());
    expect(snoozeUntil('tomorrow', now)).toBe(new Date(2026, 10, 25, 9, 0).toISOString());
    expect(snoozeUntil('customer', now)).toBeNull();
  });
});
