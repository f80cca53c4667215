import type { SentContent } from '@console/contract/chat';
import {
  CHAT_DELIVERED_EVENT,
  CHAT_RATED_EVENT,
  CHAT_RECEIPT_EVENT,
} from '@console/contract/chat-realtime';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Activity, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { closeRealtime, openRealtime } from '../../../lib/realtime/realtime-client';
import { fakeOpen } from '../../../lib/testing/fake-socket';
import { initTestI18n } from '../../../lib/testing/i18n';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { signInToShop } from '../../../lib/testing/session';
import { conversationOf, messageOf } from '../chat-fixtures';
import { ChatPage } from '../chat-page';
import { pushOf, sentOf, serveChat, type Call, type ChatServer } from '../chat-test-server';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ request }));

let server: ChatServer;
let socket: { emit: (event: string, ...args: unknown[]) => void };

const calls = (path: string, method = 'GET') =>
  request.mock.calls
    .map((args) => args[0] as Call)
    .filter((call) => call.path === path && (call.method ?? 'GET') === method);
const sends = () => calls('/chat/conversations/5/messages', 'POST');
const reads = () => calls('/chat/conversations/5/read', 'POST').map((call) => call.body?.seq);

/** The seqs the thread shows, in the order shown. */
const shownSeqs = () =>
  screen.getAllByTestId(/^chat-message-\d+$/).map((element) => Number(element.dataset.seq));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

async function openThread() {
  renderWithProviders(<ChatPage />, { path: '/cc?c=5' });
  await screen.findByTestId('chat-message-3');
}

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
  const { open, sockets } = fakeOpen();
  openRealtime('t', open);
  socket = sockets[0]!.socket;
  server = {
    history: () => ({ messages: [messageOf(1), messageOf(2), messageOf(3)], nextLastId: null }),
    after: () => ({ messages: [], nextLastId: null }),
    send: (body) => Promise.resolve(sentOf(messageOf(4, { clientId: String(body.clientId) }))),
    quickReplies: [],
  };
  serveChat(request, server);
});

afterEach(() => {
  closeRealtime();
  setVisibility('visible');
});

describe('thread (docs/chat.md: every message exactly once, in order)', { timeout: 30_000 }, () => {
  it('shows a sent message once though the push, the answer and a catch-up all bring it', async () => {
    let answer: (content: SentContent) => void = () => undefined;
    server.send = () => new Promise((resolve) => (answer = resolve));
    await openThread();
    await userEvent.type(screen.getByTestId('chat-input'), 'Hi there{Enter}');
    await waitFor(() => expect(sends()).toHaveLength(1));
    const clientId = String(sends()[0]?.body?.clientId);
    expect(screen.getByTestId(`chat-pending-${clientId}`).dataset.status).toBe('sending');

    const mine = messageOf(4, { clientId, text: 'Hi there' });
    act(() => socket.emit(...pushOf(mine)));
    await act(async () => answer(sentOf(mine)));
    server.after = () => ({ messages: [mine, messageOf(5)], nextLastId: null });
    act(() => socket.emit('connect'));

    await screen.findByTestId('chat-message-5');
    expect(shownSeqs()).toEqual([1, 2, 3, 4, 5]);
    expect(screen.queryByTestId(`chat-pending-${clientId}`)).toBeNull();
    expect(screen.getByTestId('chat-message-4').dataset.status).toBe('sent');
  });

  it('reads what came after the highest seq on reconnect, page after page', async () => {
    server.after = (afterSeq) =>
      afterSeq === 3
        ? { messages: [messageOf(4), messageOf(5)], nextLastId: 5 }
        : { messages: [messageOf(6)], nextLastId: null };
    await openThread();
    act(() => socket.emit('connect'));
    await screen.findByTestId('chat-message-6');
    const afters = calls('/chat/conversations/5/messages').map((call) => call.query?.after_seq);
    expect(afters.filter((value) => value !== undefined)).toEqual([3, 5]);
    expect(shownSeqs()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('catches up when the tab becomes visible and when a push skips a seq', async () => {
    await openThread();
    server.after = () => ({ messages: [messageOf(4)], nextLastId: null });
    setVisibility('hidden');
    setVisibility('visible');
    await screen.findByTestId('chat-message-4');
    server.after = () => ({ messages: [messageOf(5), messageOf(6)], nextLastId: null });
    act(() => socket.emit(...pushOf(messageOf(6))));
    await screen.findByTestId('chat-message-5');
    expect(shownSeqs()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('catches up, rather than reading the newest page again, when its kept tab is shown again', async () => {
    let show: (mode: 'visible' | 'hidden') => void = () => undefined;
    function KeptTab() {
      const [mode, setMode] = useState<'visible' | 'hidden'>('visible');
      show = setMode;
      return (
        <Activity mode={mode}>
          <ChatPage />
        </Activity>
      );
    }
    renderWithProviders(<KeptTab />, { path: '/cc?c=5' });
    await screen.findByTestId('chat-message-3');
    act(() => show('hidden'));
    server.after = (afterSeq) =>
      afterSeq === 3
        ? { messages: [messageOf(4)], nextLastId: null }
        : { messages: [], nextLastId: null };
    act(() => show('visible'));
    await screen.findByTestId('chat-message-4');
    const afters = calls('/chat/conversations/5/messages').map((call) => call.query?.after_seq);
    expect(afters).toEqual([undefined, 3]);
    expect(shownSeqs()).toEqual([1, 2, 3, 4]);
  });

  it('retries a failed send with the same client id and shows it once', async () => {
    let fail = true;
    server.send = (body) =>
      fail
        ? Promise.reject(new ApiError({ code: 'timeout', message: 'timeout' }))
        : Promise.resolve(sentOf(messageOf(4, { clientId: String(body.clientId) })));
    await openThread();
    await userEvent.type(screen.getByTestId('chat-input'), 'Hello{Enter}');
    const clientId = String((await waitFor(() => sends()[0]))?.body?.clientId);
    await waitFor(() =>
      expect(screen.getByTestId(`chat-pending-${clientId}`).dataset.status).toBe('failed'),
    );
    fail = false;
    await userEvent.click(screen.getByTestId(`chat-retry-${clientId}`));
    await screen.findByTestId('chat-message-4');
    expect(sends().map((call) => call.body?.clientId)).toEqual([clientId, clientId]);
    expect(sends()[1]?.body).toEqual(sends()[0]?.body);
    expect(shownSeqs()).toEqual([1, 2, 3, 4]);
  });

  it('keeps a failed message, and its client id, when the user opens another thread and comes back', async () => {
    server.send = () => Promise.reject(new ApiError({ code: 'timeout', message: 'timeout' }));
    await openThread();
    await userEvent.type(screen.getByTestId('chat-input'), 'Still there?{Enter}');
    const clientId = String((await waitFor(() => sends()[0]))?.body?.clientId);
    await waitFor(() =>
      expect(screen.getByTestId(`chat-pending-${clientId}`).dataset.status).toBe('failed'),
    );
    // At phone width (jsdom) the list shows alone: back, another thread, back, this one again.
    await userEvent.click(screen.getByTestId('chat-back'));
    await userEvent.click(await screen.findByTestId('conversation-row-6'));
    await userEvent.click(await screen.findByTestId('chat-back'));
    await userEvent.click(await screen.findByTestId('conversation-row-5'));
    expect((await screen.findByTestId(`chat-pending-${clientId}`)).dataset.status).toBe('failed');
    server.send = (body) =>
      Promise.resolve(sentOf(messageOf(4, { clientId: String(body.clientId) })));
    await userEvent.click(screen.getByTestId(`chat-retry-${clientId}`));
    await screen.findByTestId('chat-message-4');
    expect(sends().map((call) => call.body?.clientId)).toEqual([clientId, clientId]);
    // Coming back read what came after seq 3, not the newest page again.
    const afters = calls('/chat/conversations/5/messages').map((call) => call.query?.after_seq);
    expect(afters).toEqual([undefined, 3]);
  });

  it('sends once on a double click, with a new client id for the next message', async () => {
    await openThread();
    await userEvent.type(screen.getByTestId('chat-input'), 'One');
    fireEvent.click(screen.getByTestId('chat-send'));
    fireEvent.click(screen.getByTestId('chat-send'));
    await screen.findByTestId('chat-message-4');
    expect(sends()).toHaveLength(1);
    server.send = (body) =>
      Promise.resolve(sentOf(messageOf(6, { clientId: String(body.clientId) })));
    await userEvent.type(screen.getByTestId('chat-input'), 'Two{Enter}');
    await screen.findByTestId('chat-message-6');
    expect(new Set(sends().map((call) => call.body?.clientId)).size).toBe(2);
  });

  it('marks read on opening and for a customer message while visible, not while hidden', async () => {
    await openThread();
    await waitFor(() => expect(reads()).toEqual([3]));
    act(() => socket.emit(...pushOf(messageOf(5))));
    await waitFor(() => expect(reads()).toEqual([3, 5]));
    // Our own message is nothing to read.
    act(() => socket.emit(...pushOf(messageOf(6))));
    setVisibility('hidden');
    act(() => socket.emit(...pushOf(messageOf(7))));
    await screen.findByTestId('chat-message-7');
    expect(reads()).toEqual([3, 5]);
    setVisibility('visible');
    await waitFor(() => expect(reads()).toEqual([3, 5, 7]));
  });

  it('says delivered for what the thread brought, and shows the customer’s receipt live (docs/chat.md "Delivery states")', async () => {
    const delivered: unknown[] = [];
    socket.emit('connect');
    (socket as unknown as { on: (event: string, listener: (p: unknown) => void) => void }).on(
      CHAT_DELIVERED_EVENT,
      (payload) => delivered.push(payload),
    );
    await openThread();
    // The history held customer messages 1 and 3: this device holds them.
    await waitFor(() => expect(delivered).toContainEqual({ conversationId: 5, seq: 3 }));
    const answer = screen.getByTestId('chat-message-2');
    expect(answer.dataset.status).toBe('sent');
    expect(within(answer).getByTestId('chat-delivery').textContent).toContain('Sent');

    const receipt = (deliveredSeq: number, readSeq: number) =>
      act(() =>
        socket.emit(CHAT_RECEIPT_EVENT, {
          merchantId: 7,
          conversationId: 5,
          by: 'customer',
          receipt: { deliveredSeq, readSeq },
        }),
      );
    receipt(2, 0);
    await waitFor(() => expect(answer.dataset.status).toBe('delivered'));
    expect(within(answer).getByTestId('chat-delivery').textContent).toContain('Delivered');
    receipt(2, 2);
    await waitFor(() => expect(answer.dataset.status).toBe('read'));
    // A late, older receipt moves nothing back; the staff's own receipt is not the customer's.
    receipt(1, 1);
    act(() =>
      socket.emit(CHAT_RECEIPT_EVENT, {
        merchantId: 7,
        conversationId: 5,
        by: 'staff',
        receipt: { deliveredSeq: 0, readSeq: 0 },
      }),
    );
    expect(answer.dataset.status).toBe('read');
    expect(within(answer).getByTestId('chat-delivery').textContent).toContain('Read');
    // The customer's messages carry no state of their own.
    expect(within(screen.getByTestId('chat-message-3')).queryByTestId('chat-delivery')).toBeNull();
  });

  it('shows the customer’s rating when it comes (docs/chat.md "Satisfaction")', async () => {
    await openThread();
    expect(screen.queryByTestId('chat-rating')).toBeNull();
    const rating = {
      resolution: 1,
      rating: 4,
      comment: 'Kind',
      member: { id: 3, name: 'Ann' },
      ratedAt: '2026-11-26T02:00:00.000Z',
    };
    // The server holds the rating from now on: the conversation is read again with it.
    server.conversation = () => conversationOf(5, { rating });
    const reads = () =>
      request.mock.calls.filter(([call]) => (call as Call).path === '/chat/conversations/5').length;
    const readsBefore = reads();
    act(() => socket.emit(CHAT_RATED_EVENT, { merchantId: 7, conversationId: 5, rating }));
    const shown = await screen.findByTestId('chat-rating');
    expect(shown.textContent).toBe('Rated 4/5 · Ann');
    expect(shown.getAttribute('title')).toBe('Kind');
    // A read under way when the push came would answer it unrated: it is started again.
    await waitFor(() => expect(reads()).toBe(readsBefore + 1));
    expect(screen.getByTestId('chat-rating').textContent).toBe('Rated 4/5 · Ann');
  });
});
