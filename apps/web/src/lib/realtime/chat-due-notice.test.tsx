import { CHAT_DUE_SOON_EVENT } from '@console/contract/chat-realtime';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../feedback';
import { fakeOpen } from '../testing/fake-socket';
import { initTestI18n } from '../testing/i18n';
import { signInToShop } from '../testing/session';
import { useChatDueNotices } from './chat-due-notice';
import { closeRealtime, openRealtime } from './realtime-client';

beforeEach(() => {
  initTestI18n('en-US');
  signInToShop();
});
afterEach(() => {
  closeRealtime();
  vi.restoreAllMocks();
});

describe('useChatDueNotices (docs/chat.md "Response targets")', () => {
  it('warns of a target about to be missed in the merchant worked in, not of another’s', () => {
    const warning = vi.spyOn(toast, 'warning').mockImplementation(() => undefined);
    const { open, sockets } = fakeOpen();
    openRealtime('t', open);
    const socket = sockets[0]!.socket;
    const client = new QueryClient();
    renderHook(() => useChatDueNotices(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    const push = (merchantId: number) =>
      act(() =>
        socket.emit(CHAT_DUE_SOON_EVENT, {
          merchantId,
          conversationId: 5,
          customer: 'Li Lei',
          dueAt: '2026-11-26T02:30:00.000Z',
          assigneeId: null,
        }),
      );
    push(8);
    expect(warning).not.toHaveBeenCalled();
    push(7);
    expect(warning).toHaveBeenCalledTimes(1);
    expect(warning.mock.calls[0]![0]).toMatch(
      /^Li Lei is waiting: the response target is due at \d\d:30$/,
    );
  });
});
