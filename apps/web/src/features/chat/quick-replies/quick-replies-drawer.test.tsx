import type { QuickRepliesContent, QuickReply, QuickReplyContent } from '@console/contract/chat';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { ok } from '../../../lib/testing/answers';
import { initTestI18n } from '../../../lib/testing/i18n';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { signInToShop } from '../../../lib/testing/session';
import type { Call } from '../chat-test-server';
import QuickRepliesDrawer from './quick-replies-drawer';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ request }));

const greeting: QuickReply = { id: 1, title: 'Greeting', textZh: '您好', textEn: 'Hello' };
let replies: QuickReply[];

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
  replies = [greeting];
  request.mockImplementation(async ({ method = 'GET', body }: Call) => {
    if (method === 'GET') return ok<QuickRepliesContent>({ quickReplies: replies });
    if (method === 'DELETE') {
      replies = [];
      return ok<QuickRepliesContent>({ quickReplies: replies });
    }
    if (!body?.textEn) {
      throw new ApiError({
        code: '1001',
        message: 'Please enter the English text',
        fields: { textEn: 'Please enter the English text' },
      });
    }
    const saved = { id: 2, title: '', textZh: '', textEn: '', ...body } as QuickReply;
    replies = [...replies, saved];
    return ok<QuickReplyContent>({ quickReply: saved });
  });
});

describe('quick replies management (docs/chat.md "Web")', { timeout: 30_000 }, () => {
  it('shows the server field message, then creates the reply', async () => {
    renderWithProviders(<QuickRepliesDrawer open onClose={() => undefined} />);
    await screen.findByTestId('quick-reply-1');
    await userEvent.click(screen.getByTestId('quick-reply-new'));
    await userEvent.type(await screen.findByTestId('quick-reply-title'), 'Thanks');
    await userEvent.type(screen.getByTestId('quick-reply-zh'), '谢谢{{customer}');
    await userEvent.click(screen.getByTestId('quick-reply-save'));
    expect(await screen.findByText('Please enter the English text')).toBeTruthy();

    await userEvent.type(screen.getByTestId('quick-reply-en'), 'Thanks {{customer}');
    await userEvent.click(screen.getByTestId('quick-reply-save'));
    await screen.findByTestId('quick-reply-2');
    const posts = request.mock.calls.map((args) => args[0] as Call).filter((c) => c.method);
    expect(posts.at(-1)).toMatchObject({
      method: 'POST',
      path: '/chat/quick-replies',
      body: { title: 'Thanks', textZh: '谢谢{customer}', textEn: 'Thanks {customer}' },
    });
  });

  it('edits with PUT and deletes after asking', async () => {
    renderWithProviders(<QuickRepliesDrawer open onClose={() => undefined} />);
    await userEvent.click(await screen.findByTestId('quick-reply-edit-1'));
    await userEvent.type(await screen.findByTestId('quick-reply-en'), ' there');
    await userEvent.click(screen.getByTestId('quick-reply-save'));
    await screen.findByTestId('quick-reply-delete-1');
    await userEvent.click(screen.getByTestId('quick-reply-delete-1'));
    await userEvent.click(await screen.findByTestId('confirm-ok'));
    await screen.findByTestId('quick-replies-empty');
    const writes = () =>
      request.mock.calls
        .map((args) => args[0] as Call)
        .filter((call) => call.method === 'PUT' || call.method === 'DELETE');
    await waitFor(() =>
      expect(writes().map((call) => [call.method, call.path, call.body?.textEn])).toEqual([
        ['PUT', '/chat/quick-replies/1', 'Hello there'],
        ['DELETE', '/chat/quick-replies/1', undefined],
      ]),
    );
  });
});
