import type { ConversationContextContent, QuickReply, SentContent } from '@console/contract/chat';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../lib/testing/answers';
import { initTestI18n } from '../../../lib/testing/i18n';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { signInToShop } from '../../../lib/testing/session';
import { messageOf } from '../chat-fixtures';
import { ChatPage } from '../chat-page';
import { sentOf, serveChat, type Call } from '../chat-test-server';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ request }));

const reply: QuickReply = {
  id: 1,
  title: 'Confirmed',
  textZh: '{customer}，订单 {order_no} 已确认',
  textEn: '{customer}, order {order_no} ({activity}) is confirmed',
  moreSnippets: [],
  imageIds: [],
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

/** A quick reply with two further snippets and an image (docs/chat.md "Quick replies"). */
const parts: QuickReply = {
  id: 1,
  title: 'Welcome',
  textZh: '{customer}您好',
  textEn: 'Hello {customer}',
  moreSnippets: [
    { textZh: '订单 {order_no}', textEn: 'Your order {order_no}' },
    { textZh: '{activity|课程}见', textEn: 'See you at {activity|class}' },
  ],
  imageIds: [77],
};

/** Serves `reply`; sends are written in turn, except those `fails` refuses. */
function serveParts(
  reply: QuickReply,
  fails: (body: Record<string, unknown>) => boolean = () => false,
) {
  let seq = 1;
  serveChat(request, {
    history: () => ({ messages: [messageOf(1)], nextLastId: null }),
    after: () => ({ messages: [], nextLastId: null }),
    send: (body): Promise<SentContent> => {
      if (fails(body)) return Promise.reject(new Error('offline'));
      seq += 1;
      const message = messageOf(seq, {
        sender: 'staff',
        clientId: String(body.clientId),
        kind: body.kind as 'text' | 'image',
        text: typeof body.text === 'string' ? body.text : '',
        imageId: typeof body.imageId === 'number' ? body.imageId : null,
      });
      return Promise.resolve(sentOf(message));
    },
    quickReplies: [reply],
  });
}

const sends = () =>
  request.mock.calls
    .map((args) => args[0] as Call)
    .filter((call) => call.method === 'POST' && call.path.endsWith('/messages'))
    .map((call) => call.body ?? {});

async function openWithReply(locale: 'en-US' | 'zh-CN' = 'en-US') {
  initTestI18n(locale);
  renderWithProviders(<ChatPage />, { path: '/cc?c=5' });
  await screen.findByTestId('chat-message-1');
  await waitFor(() => expect(contextRead()).toBe(true));
  await pickReply();
  return screen.getByTestId<HTMLTextAreaElement>('chat-input');
}

const partOf = (index: number) => screen.getByTestId(`chat-part-${index}`);

describe('quick reply parts in the composer (docs/chat.md "Web")', { timeout: 30_000 }, () => {
  it('lists the further snippets, filled, then the images under "Also sends"', async () => {
    serveParts(parts);
    const input = await openWithReply();
    await waitFor(() => expect(input.value).toBe('Hello Customer 5'));
    expect(screen.getByTestId('chat-parts').textContent).toContain('Also sends');
    expect(partOf(0).textContent).toContain('Your order O2026000009');
    expect(partOf(1).textContent).toContain('See you at Pottery');
    expect(partOf(2).dataset.kind).toBe('image');
    expect(partOf(2).querySelector('img')?.getAttribute('src')).toBe('/api/uploads/77');
  });

  it('fills them in Chinese in zh-CN', async () => {
    serveParts(parts);
    const input = await openWithReply('zh-CN');
    await waitFor(() => expect(input.value).toBe('Customer 5您好'));
    expect(screen.getByTestId('chat-parts').textContent).toContain('同时发送');
    expect(partOf(0).textContent).toContain('订单 O2026000009');
    expect(partOf(1).textContent).toContain('Pottery见');
  });

  it('sends the box, then each part as its own message, in order, and clears them', async () => {
    serveParts(parts);
    const input = await openWithReply();
    await waitFor(() => expect(input.value).toBe('Hello Customer 5'));
    await userEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(sends()).toHaveLength(4));
    expect(sends().map(({ kind, text, imageId }) => [kind, text ?? imageId])).toEqual([
      ['text', 'Hello Customer 5'],
      ['text', 'Your order O2026000009'],
      ['text', 'See you at Pottery'],
      ['image', 77],
    ]);
    expect(new Set(sends().map((body) => body.clientId)).size).toBe(4);
    await waitFor(() => expect(screen.queryByTestId('chat-parts')).toBeNull());
    expect(input.value).toBe('');
    await screen.findByTestId('chat-message-5');
  });

  it('keeps the parts when the box is cleared, removes one by its button, and sends the rest', async () => {
    serveParts(parts);
    const input = await openWithReply();
    await waitFor(() => expect(input.value).toBe('Hello Customer 5'));
    await userEvent.clear(input);
    expect(screen.getAllByTestId(/^chat-part-\d$/)).toHaveLength(3);
    await userEvent.click(screen.getByTestId('chat-part-remove-1'));
    expect(screen.getAllByTestId(/^chat-part-\d$/)).toHaveLength(2);
    expect(screen.getByTestId<HTMLButtonElement>('chat-send').disabled).toBe(false);
    await userEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(sends()).toHaveLength(2));
    expect(sends().map(({ text, imageId }) => text ?? imageId)).toEqual([
      'Your order O2026000009',
      77,
    ]);
  });

  it('blocks Send while a part still holds a placeholder, until that part is removed', async () => {
    serveParts({ ...parts, moreSnippets: [{ textZh: '{x}', textEn: 'Ref {order_no}' }] });
    // This customer has no order: {order_no} stays as written.
    const served = request.getMockImplementation()!;
    request.mockImplementation(async (call: Call) =>
      call.path === '/chat/conversations/5/context'
        ? ok<ConversationContextContent>({
            customer: { id: 45, name: 'Customer 5', maskedMobile: '138****0000' },
            orders: [],
            pastConversations: 0,
          })
        : served(call),
    );
    const input = await openWithReply();
    await waitFor(() => expect(input.value).toBe('Hello Customer 5'));
    expect(screen.queryByTestId('chat-unfilled')).toBeNull();
    expect(screen.getByTestId('chat-part-unfilled-0').textContent).toBe(
      'This conversation has no value for {order_no}: remove this part to send.',
    );
    expect(screen.getByTestId<HTMLButtonElement>('chat-send').disabled).toBe(true);
    await userEvent.type(input, '{Enter}');
    expect(sends()).toEqual([]);
    await userEvent.click(screen.getByTestId('chat-part-remove-0'));
    expect(screen.getByTestId<HTMLButtonElement>('chat-send').disabled).toBe(false);
  });

  it('stops at a failed send: it waits with Retry, the parts after it go back under the box', async () => {
    serveParts(parts, (body) => body.text === 'Your order O2026000009');
    const input = await openWithReply();
    await waitFor(() => expect(input.value).toBe('Hello Customer 5'));
    await userEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(screen.getAllByTestId(/^chat-part-\d$/)).toHaveLength(2));
    expect(sends().map((body) => body.text)).toEqual([
      'Hello Customer 5',
      'Your order O2026000009',
    ]);
    const failed = String(sends()[1]?.clientId);
    expect(screen.getByTestId(`chat-pending-${failed}`).dataset.status).toBe('failed');
    expect(partOf(0).textContent).toContain('See you at Pottery');
    expect(partOf(1).dataset.kind).toBe('image');
  });

  it('drops the parts when another conversation is opened', async () => {
    serveParts(parts);
    const input = await openWithReply();
    await waitFor(() => expect(input.value).toBe('Hello Customer 5'));
    expect(screen.getByTestId('chat-parts')).toBeTruthy();
    // At phone width (jsdom) the list shows alone: back, another thread, back, this one again.
    await userEvent.click(screen.getByTestId('chat-back'));
    await userEvent.click(await screen.findByTestId('conversation-row-6'));
    await userEvent.click(await screen.findByTestId('chat-back'));
    await userEvent.click(await screen.findByTestId('conversation-row-5'));
    await screen.findByTestId('chat-input');
    expect(screen.queryByTestId('chat-parts')).toBeNull();
  });
});
