import type { QuickRepliesContent, QuickReply, QuickReplyContent } from '@console/contract/chat';
import type { UploadContent } from '@console/contract/uploads';
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

const greeting: QuickReply = {
  id: 1,
  title: 'Greeting',
  textZh: '您好',
  textEn: 'Hello',
  moreSnippets: [{ textZh: '再见', textEn: 'Bye' }],
  imageIds: [7],
};
let replies: QuickReply[];

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
  replies = [greeting];
  let uploaded = 900;
  request.mockImplementation(async ({ method = 'GET', path, body }: Call) => {
    if (path === '/uploads') {
      uploaded += 1;
      const url = `/api/uploads/${uploaded}`;
      return ok<UploadContent>({ file: { id: uploaded, url, mime: 'image/png', size: 3 } });
    }
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
    const more = (body.moreSnippets ?? []) as QuickReply['moreSnippets'];
    const blank = more.findIndex((snippet) => !snippet.textEn);
    if (blank >= 0) {
      const field = `moreSnippets.${blank}.textEn`;
      throw new ApiError({
        code: '1001',
        message: 'Please enter the English text',
        fields: { [field]: 'Please enter the English text' },
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

  it('lists a reply’s further snippets and images', async () => {
    renderWithProviders(<QuickRepliesDrawer open onClose={() => undefined} />);
    const item = await screen.findByTestId('quick-reply-1');
    expect(item.textContent).toContain('Bye');
    expect(item.querySelector('img')?.getAttribute('src')).toBe('/api/uploads/7');
  });

  it('adds and removes further snippets and images, and saves them in order', async () => {
    renderWithProviders(<QuickRepliesDrawer open onClose={() => undefined} />);
    await userEvent.click(await screen.findByTestId('quick-reply-edit-1'));
    expect(screen.getByTestId<HTMLTextAreaElement>('quick-reply-more-zh-0').value).toBe('再见');
    expect(screen.getByTestId('quick-reply-image-7')).toBeTruthy();
    const fill = async (testId: string, text: string) => {
      await userEvent.click(screen.getByTestId(testId));
      await userEvent.paste(text);
    };
    await userEvent.click(screen.getByTestId('quick-reply-more-add'));
    await fill('quick-reply-more-zh-1', '欢迎');
    await fill('quick-reply-more-en-1', 'Welcome');
    await userEvent.click(screen.getByTestId('quick-reply-more-add'));
    await fill('quick-reply-more-zh-2', '谢谢');
    await fill('quick-reply-more-en-2', 'Thanks');
    await userEvent.click(screen.getByTestId('quick-reply-more-remove-0'));
    const image = new File(['png'], 'a.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('quick-reply-image-input'), image);
    await screen.findByTestId('quick-reply-image-901');
    await userEvent.click(screen.getByTestId('quick-reply-image-remove-7'));
    await userEvent.click(screen.getByTestId('quick-reply-save'));
    await screen.findByTestId('quick-reply-edit-1');
    const put = request.mock.calls.map((args) => args[0] as Call).find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      moreSnippets: [
        { textZh: '欢迎', textEn: 'Welcome' },
        { textZh: '谢谢', textEn: 'Thanks' },
      ],
      imageIds: [901],
    });
  });

  it('offers at most 4 further snippets and 3 images', async () => {
    renderWithProviders(<QuickRepliesDrawer open onClose={() => undefined} />);
    await userEvent.click(await screen.findByTestId('quick-reply-new'));
    for (let added = 0; added < 4; added += 1) {
      await userEvent.click(screen.getByTestId('quick-reply-more-add'));
    }
    expect(screen.getByTestId('quick-reply-more-3')).toBeTruthy();
    expect(screen.queryByTestId('quick-reply-more-add')).toBeNull();
    const input = screen.getByTestId('quick-reply-image-input');
    for (let added = 0; added < 3; added += 1) {
      await userEvent.upload(input, new File(['png'], `${added}.png`, { type: 'image/png' }));
      await screen.findByTestId(`quick-reply-image-${901 + added}`);
    }
    expect(screen.queryByTestId('quick-reply-image-add')).toBeNull();
  });

  it('shows the server message under a further snippet’s field', async () => {
    renderWithProviders(<QuickRepliesDrawer open onClose={() => undefined} />);
    await userEvent.click(await screen.findByTestId('quick-reply-edit-1'));
    await userEvent.clear(screen.getByTestId('quick-reply-more-en-0'));
    await userEvent.click(screen.getByTestId('quick-reply-save'));
    const message = await screen.findByText('Please enter the English text');
    expect(screen.getByTestId('quick-reply-more-0').contains(message)).toBe(true);
  });
});
