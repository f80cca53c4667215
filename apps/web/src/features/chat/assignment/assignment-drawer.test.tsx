import type { ChatAssignment } from '@console/contract/chat-assignment';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { ok, openMenus, shopContext } from '../../../lib/testing/answers';
import { initTestI18n } from '../../../lib/testing/i18n';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { signInToShop } from '../../../lib/testing/session';
import { conversationOf, messageOf } from '../chat-fixtures';
import { ChatPage } from '../chat-page';
import { serveChat, type Call } from '../chat-test-server';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ request }));

const ASSIGNMENT: ChatAssignment = {
  enabled: true,
  capacity: 3,
  returnAfterMinutes: 10,
  queued: 1,
  members: [
    { id: 1, name: 'Owner', online: false, load: 0 },
    { id: 3, name: 'Ann', online: true, load: 3 },
  ],
  offlineAlert: false,
};
let save: (body: Record<string, unknown>) => Promise<unknown>;

function serve(permissions: Parameters<typeof shopContext>) {
  serveChat(request, {
    history: () => ({ messages: [messageOf(1)], nextLastId: null }),
    after: () => ({ messages: [], nextLastId: null }),
    send: () => Promise.reject(new Error('not in this test')),
    quickReplies: [],
    conversations: () => [
      conversationOf(5, { assignee: { id: 3, name: 'Ann' } }),
      conversationOf(6, { unread: 0, queuedAt: '2026-11-24T08:01:00.000Z' }),
    ],
  });
  const chat = request.getMockImplementation()!;
  request.mockImplementation((call: Call) =>
    call.path === '/merchant/context'
      ? Promise.resolve(shopContext(...permissions))
      : call.path === '/menus'
        ? Promise.resolve(openMenus())
        : call.path === '/chat/offline-alert'
          ? Promise.resolve(
              ok<{ assignment: ChatAssignment }>({
                assignment: { ...ASSIGNMENT, offlineAlert: Boolean(call.body?.enabled) },
              }),
            )
          : call.path === '/chat/assignment' && call.method === 'PUT'
            ? save(call.body ?? {})
            : call.path === '/chat/assignment'
              ? Promise.resolve(ok<{ assignment: ChatAssignment }>({ assignment: ASSIGNMENT }))
              : chat(call),
  );
}

const puts = () =>
  request.mock.calls
    .map((args) => args[0] as Call)
    .filter((call) => call.path === '/chat/assignment' && call.method === 'PUT');

beforeEach(() => {
  request.mockReset();
  signInToShop();
  save = (body) =>
    Promise.resolve(ok<{ assignment: ChatAssignment }>({ assignment: { ...ASSIGNMENT, ...body } }));
});

describe('auto-assignment in /cc (docs/chat.md "Assignment")', { timeout: 30_000 }, () => {
  it('marks queued conversations and shows who holds the others', async () => {
    initTestI18n('en-US');
    serve(['owner', []]);
    renderWithProviders(<ChatPage />, { path: '/cc' });
    expect((await screen.findByTestId('conversation-queued-6')).textContent).toBe('In queue');
    expect(screen.queryByTestId('conversation-queued-5')).toBeNull();
    expect(screen.getByTestId('conversation-assignee-5').textContent).toBe('Ann');
  });

  it('shows the team and the queue, and saves the rules; a refusal shows in place', async () => {
    initTestI18n('zh-CN');
    serve(['owner', []]);
    renderWithProviders(<ChatPage />, { path: '/cc' });
    await userEvent.click(await screen.findByTestId('chat-assignment-open'));
    const form = await screen.findByTestId('chat-assignment-form');
    expect(within(form).getByTestId('chat-assignment-member-3').dataset.online).toBe('true');
    expect(within(form).getByTestId('chat-assignment-member-3').textContent).toContain('3 / 3');
    expect(within(form).getByTestId('chat-assignment-member-1').textContent).toContain('离线');
    expect(within(form).getByTestId('chat-assignment-queued').textContent).toBe('排队等待：1');
    const capacity = within(form).getByTestId('chat-assignment-capacity');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '4');
    await userEvent.click(within(form).getByTestId('chat-assignment-save'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toEqual({ enabled: true, capacity: 4, returnAfterMinutes: 10 });
    await waitFor(() => expect(screen.queryByTestId('chat-assignment-form')).toBeNull());

    save = () =>
      Promise.reject(
        new ApiError({
          code: '1001',
          message: '请检查表单',
          fields: { capacity: '不能大于 50' },
        }),
      );
    await userEvent.click(screen.getByTestId('chat-assignment-open'));
    await userEvent.click(
      within(await screen.findByTestId('chat-assignment-form')).getByTestId('chat-assignment-save'),
    );
    expect((await screen.findByTestId('chat-assignment-error')).textContent).toContain(
      '不能大于 50',
    );
  });

  it('lets a member who may not edit the shop see the team but not change the rules', async () => {
    initTestI18n('en-US');
    serve(['member', ['chat:reply']]);
    renderWithProviders(<ChatPage />, { path: '/cc' });
    await userEvent.click(await screen.findByTestId('chat-assignment-open'));
    const form = await screen.findByTestId('chat-assignment-form');
    expect(within(form).getByTestId('chat-assignment-member-3')).toBeTruthy();
    expect(within(form).getByTestId('chat-assignment-enabled').hasAttribute('disabled')).toBe(true);
    expect(within(form).queryByTestId('chat-assignment-save')).toBeNull();
    // Their own mail when nobody is online is theirs to choose (docs/chat.md "Nobody there").
    const alert = within(form).getByTestId('chat-offline-alert');
    expect(alert.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(alert);
    await waitFor(() => expect(alert.getAttribute('aria-checked')).toBe('true'));
    expect(
      request.mock.calls
        .map(([call]) => call as Call)
        .filter((call) => call.path === '/chat/offline-alert'),
    ).toEqual([expect.objectContaining({ method: 'PUT', body: { enabled: true } })]);
  });
});
