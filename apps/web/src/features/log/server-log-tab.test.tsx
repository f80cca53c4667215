import type { ListLogsContent, ServerLogEntry } from '@console/contract/client-logs';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queriesOf, stubApi } from '../../lib/testing/fake-api';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { SERVER_LOG_PAGE_SIZE } from './list-server-logs';
import { ServerLogTab } from './server-log-tab';

const entry = (id: number): ServerLogEntry => ({
  id,
  message: `Entry ${id}`,
  type: 'error',
  time: '2026-01-01 08:00:00',
  url: 'http://console.test/log',
  route: null,
  appVersion: null,
  extra: null,
  userId: null,
  userNickname: null,
  merchantId: null,
  userAgent: null,
  createdAt: '2026-01-01T08:00:00Z',
});
/** `count` entries newest first, the first of them `top`. */
const entries = (top: number, count: number) =>
  Array.from({ length: count }, (_, i) => entry(top - i));

afterEach(() => vi.unstubAllGlobals());

describe('/log, all users (GET /api/logs)', () => {
  // The server's nextLastId decides; a full page may be the last one (docs/api.md "Paging").
  it('loads the page nextLastId names and ends on a full page whose nextLastId is null', async () => {
    initTestI18n('en-US');
    const size = SERVER_LOG_PAGE_SIZE;
    const calls = stubApi((url) =>
      url.searchParams.get('last_id') === null
        ? ({ logs: entries(2 * size, size), nextLastId: size + 1 } satisfies ListLogsContent)
        : ({ logs: entries(size, size), nextLastId: null } satisfies ListLogsContent),
    );
    renderWithProviders(<ServerLogTab />);
    const user = userEvent.setup();
    await screen.findByText(`Entry ${2 * size}`);
    await user.click(screen.getByTestId('server-log-more'));
    await screen.findByText('Entry 1');
    expect(queriesOf(calls, '/api/logs').map((query) => query.get('last_id'))).toEqual([
      null,
      String(size + 1),
    ]);
    expect(screen.queryByTestId('server-log-more')).toBeNull();
    expect(screen.getByText('No more entries')).toBeTruthy();
  });
});
