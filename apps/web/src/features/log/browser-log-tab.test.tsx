import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLogStore } from '../../lib/log-store';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { BrowserLogTab } from './browser-log-tab';

const messages = () =>
  [...screen.getByTestId('log-table').querySelectorAll('tbody tr[data-row-key]')].map(
    (row) => row.querySelectorAll('td')[2]?.textContent,
  );

beforeEach(() => useLogStore.getState().clear());

describe('/log, this browser (spec §3)', () => {
  it('lists the newest first, filtered by type and by keyword', async () => {
    initTestI18n('en-US');
    const { push } = useLogStore.getState();
    push('Page opened');
    push('Save failed', 'error');
    push('Upload failed', 'error');
    renderWithProviders(<BrowserLogTab />);
    const user = userEvent.setup();
    expect(messages()).toEqual(['Upload failed', 'Save failed', 'Page opened']);

    const types = screen.getByRole('radiogroup', { name: 'Type' });
    await user.click(within(types).getByText('Error'));
    expect(messages()).toEqual(['Upload failed', 'Save failed']);

    await user.type(screen.getByPlaceholderText('Search messages'), 'save{Enter}');
    expect(messages()).toEqual(['Save failed']);

    await user.click(within(types).getByText('Info'));
    expect(messages()).toEqual([]);
    expect(screen.getByTestId('log-table').textContent).toContain('No logs');
  });

  it("names a failed call's request under its message, in either language", () => {
    initTestI18n('zh-CN');
    useLogStore.getState().push('服务器出错了', 'error', { code: '9999', requestId: 'req-7' });
    useLogStore.getState().push('Page opened');
    renderWithProviders(<BrowserLogTab />);
    expect(screen.getAllByTestId('log-request-id').map((node) => node.textContent)).toEqual([
      '请求编号：req-7',
    ]);
  });

  it('shows 20 entries, then 20 more per "Show more"', async () => {
    initTestI18n('en-US');
    for (let i = 1; i <= 30; i += 1) useLogStore.getState().push(`Entry ${i}`);
    renderWithProviders(<BrowserLogTab />);
    expect(messages()).toHaveLength(20);
    expect(messages()[0]).toBe('Entry 30');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more (10 left)' }));
    expect(messages()).toHaveLength(30);
    expect(messages()[29]).toBe('Entry 1');
  });
});
