import type { QuickReply } from '@console/contract/chat';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../lib/testing/i18n';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { signInToShop } from '../../../lib/testing/session';
import { messageOf } from '../chat-fixtures';
import { ChatPage } from '../chat-page';
import { serveChat } from '../chat-test-server';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ request }));

const reply: QuickReply = {
  id: 1,
  title: 'Confirmed',
  textZh: '{customer}，订单 {order_no} 已确认',
  textEn: '{customer}, order {order_no} ({activity}) is confirmed',
};

beforeEach(() => {
  request.mockReset();
  signInToShop();
  serveChat(request, {
    history: () => ({ messages: [messageOf(1)], nextLastId: null }),
    after: () => ({ messages: [], nextLastId: null }),
    send: () => Promise.reject(new Error('not in this test')),
    quickReplies: [reply],
  });
});

const contextRead = () =>
  request.mock.results.some(
    (_, index) => request.mock.calls[index]?.[0]?.path === '/chat/conversations/5/context',
  );

async function pickReply() {
  await userEvent.click(screen.getByTestId('quick-reply-picker'));
  await userEvent.click(await screen.findByTestId('quick-reply-option-1'));
}

describe('composer quick replies (docs/chat.md "Web")', { timeout: 30_000 }, () => {
  it('inserts the filled English text at the cursor', async () => {
    initTestI18n('en-US');
    renderWithProviders(<ChatPage />, { path: '/cc?c=5' });
    await screen.findByTestId('chat-message-1');
    await waitFor(() => expect(contextRead()).toBe(true));
    const input = screen.getByTestId<HTMLTextAreaElement>('chat-input');
    await userEvent.type(input, 'Hello ! Bye');
    input.setSelectionRange(6, 6);
    await pickReply();
    await waitFor(() =>
      expect(input.value).toBe('Hello Customer 5, order O2026000009 (Pottery) is confirmed! Bye'),
    );
  });

  it('uses the Chinese text in zh-CN, replacing the selection', async () => {
    initTestI18n('zh-CN');
    renderWithProviders(<ChatPage />, { path: '/cc?c=5' });
    await screen.findByTestId('chat-message-1');
    await waitFor(() => expect(contextRead()).toBe(true));
    const input = screen.getByTestId<HTMLTextAreaElement>('chat-input');
    await userEvent.type(input, '您好 XX');
    input.setSelectionRange(3, 5);
    await pickReply();
    await waitFor(() => expect(input.value).toBe('您好 Customer 5，订单 O2026000009 已确认'));
  });

  it('will not send text that still holds a placeholder, and says which (docs/chat.md)', async () => {
    initTestI18n('en-US');
    renderWithProviders(<ChatPage />, { path: '/cc?c=5' });
    await screen.findByTestId('chat-message-1');
    const input = screen.getByTestId<HTMLTextAreaElement>('chat-input');
    await userEvent.type(input, 'Your order {{order_no} is received{Enter}');
    expect(input.value).toBe('Your order {order_no} is received');
    expect(screen.getByTestId('chat-unfilled').textContent).toBe(
      'Replace or remove {order_no} before sending: this conversation has no value for it.',
    );
    expect(screen.getByTestId<HTMLButtonElement>('chat-send').disabled).toBe(true);
    const sends = request.mock.calls.filter(
      ([options]) => options?.method === 'POST' && String(options.path).endsWith('/messages'),
    );
    expect(sends).toEqual([]);
    await userEvent.clear(input);
    await userEvent.type(input, 'Your order is received');
    expect(screen.queryByTestId('chat-unfilled')).toBeNull();
    expect(screen.getByTestId<HTMLButtonElement>('chat-send').disabled).toBe(false);
  });
});
