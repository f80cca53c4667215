import {
  CHAT_TYPING_EVENT,
  CHAT_VIEWING_EVENT,
  type ChatTypingPush,
  type ChatViewingPush,
  type ChatViewingSignal,
} from '@console/contract/chat-realtime';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeRealtime, openRealtime } from '../../../lib/realtime/realtime-client';
import { fakeOpen } from '../../../lib/testing/fake-socket';
import { initTestI18n } from '../../../lib/testing/i18n';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { signInToShop } from '../../../lib/testing/session';
import { messageOf } from '../chat-fixtures';
import { ChatPage } from '../chat-page';
import { sentOf, serveChat } from '../chat-test-server';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ request }));

type Socket = {
  emit: (event: string, ...args: unknown[]) => void;
  on: (event: string, listener: (payload: unknown) => void) => void;
};
let socket: Socket;
/** What this client said on its socket (the pushes a test emits name a user). */
let said: boolean[];

/** Member `userId` (signed-in Ann is 3) has conversation 5 open, or no longer. */
const viewing = (userId: number, name: string, isViewing = true, conversationId = 5) => {
  const push: ChatViewingPush = { conversationId, userId, name, viewing: isViewing };
  act(() => socket.emit(CHAT_VIEWING_EVENT, push));
};
const shown = () => screen.queryByTestId('chat-viewers')?.textContent ?? null;
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

async function openThread(language: 'en-US' | 'zh-CN' = 'en-US') {
  initTestI18n(language);
  renderWithProviders(<ChatPage />, { path: '/cc?c=5' });
  await screen.findByTestId('chat-message-3');
}

beforeEach(() => {
  // The test clock moves the beats and the expiry; it also runs on by itself, for the queries.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  request.mockReset();
  signInToShop();
  const { open, sockets } = fakeOpen();
  openRealtime('t', open);
  socket = sockets[0]!.socket as unknown as Socket;
  socket.emit('connect');
  said = [];
  socket.on(CHAT_VIEWING_EVENT, (payload) => {
    const signal = payload as ChatViewingSignal & { userId?: number };
    if (signal.userId === undefined && signal.conversationId === 5) said.push(signal.viewing);
  });
  serveChat(request, {
    history: () => ({ messages: [messageOf(1), messageOf(2), messageOf(3)], nextLastId: null }),
    after: () => ({ messages: [], nextLastId: null }),
    send: (body) => Promise.resolve(sentOf(messageOf(4, { clientId: String(body.clientId) }))),
    quickReplies: [],
  });
});

afterEach(() => {
  closeRealtime();
  setVisibility('visible');
  vi.useRealTimers();
});

describe(
  'who else has the thread open (docs/chat.md "Viewing and typing")',
  { timeout: 30_000 },
  () => {
    it('shows the other members viewing, not oneself, until they leave or stop renewing', async () => {
      await openThread();
      expect(shown()).toBeNull();
      viewing(3, 'Ann');
      viewing(4, 'Bo', true, 6);
      expect(shown()).toBeNull();

      viewing(4, 'Bo');
      expect(shown()).toBe('Bo is viewing');
      viewing(8, 'Cy');
      expect(shown()).toBe('Bo, Cy are viewing');
      viewing(8, 'Cy', false);
      expect(shown()).toBe('Bo is viewing');

      // Bo renews within the time a mark lasts, then goes silent (a closed laptop).
      pass(30_000);
      viewing(4, 'Bo');
      pass(30_000);
      expect(shown()).toBe('Bo is viewing');
      pass(10_001);
      expect(shown()).toBeNull();
    });

    it('shows a member who types in the typing line instead, in both languages', async () => {
      await openThread('zh-CN');
      viewing(4, 'Bo');
      expect(shown()).toBe('Bo 正在查看');
      const typing: ChatTypingPush = { conversationId: 5, sender: 'staff', name: 'Bo', userId: 4 };
      act(() => socket.emit(CHAT_TYPING_EVENT, typing));
      expect(shown()).toBeNull();
      expect(screen.getByTestId('chat-typing').textContent).toBe('Bo 正在输入…');
      pass(5000);
      expect(shown()).toBe('Bo 正在查看');
    });

    it('says it views once settled, renews it, answers a newcomer, and stops when hidden or closed', async () => {
      await openThread();
      expect(said).toEqual([]);
      pass(1000);
      expect(said).toEqual([true]);
      pass(15_000);
      expect(said).toEqual([true, true]);
      pass(2000);
      // A member who just opened it learns at once that this one is here; a renewal is no newcomer.
      viewing(4, 'Bo');
      expect(said).toEqual([true, true, true]);
      viewing(4, 'Bo');
      expect(said).toEqual([true, true, true]);
      // A reconnect says it again (what was said while offline was lost).
      act(() => socket.emit('connect'));
      expect(said).toEqual([true, true, true, true]);

      setVisibility('hidden');
      expect(said.at(-1)).toBe(false);
      pass(20_000);
      expect(said).toHaveLength(5);
      setVisibility('visible');
      pass(1000);
      expect(said.at(-1)).toBe(true);

      // Back to the list (phone width in jsdom): the thread closes.
      await userEvent.click(screen.getByTestId('chat-back'), {
        advanceTimers: vi.advanceTimersByTime,
      });
      await waitFor(() => expect(screen.queryByTestId('chat-thread')).toBeNull());
      expect(said.slice(-2)).toEqual([true, false]);
      pass(20_000);
      expect(said.at(-1)).toBe(false);
    });
  },
);
