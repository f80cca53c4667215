import type {
  AuditCountsContent,
  AuditSubmission,
  SubmissionsContent,
} from '@console/contract/audit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queriesOf, stubApi } from '../../lib/testing/fake-api';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { AuditPage } from './audit-page';

const submission = (id: number): AuditSubmission => ({
  id,
  kind: 'record',
  subjectId: id,
  merchantId: null,
  title: `Record ${id}`,
  status: 'pending',
  submitter: { id: 7, nickname: 'someone' },
  reason: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-01-01T08:00:00Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('/audit/records (roles op/admin)', () => {
  // The server's nextLastId decides, never the page's length (docs/api.md "Paging").
  it('loads the page nextLastId names after a short page, and ends where it is null', async () => {
    initTestI18n('en-US');
    const calls = stubApi((url) => {
      if (url.pathname === '/api/audit/counts') {
        return { record: 3, licence: 0, activity: 0 } satisfies AuditCountsContent;
      }
      return url.searchParams.get('last_id') === null
        ? ({
            submissions: [submission(1), submission(2)],
            nextLastId: 2,
          } satisfies SubmissionsContent)
        : ({ submissions: [submission(3)], nextLastId: null } satisfies SubmissionsContent);
    });
    renderWithProviders(<AuditPage />, { path: '/audit/records' });
    const user = userEvent.setup();
    await screen.findByTestId('audit-row-2');
    await user.click(screen.getByTestId('audit-load-more'));
    await screen.findByTestId('audit-row-3');
    const lists = queriesOf(calls, '/api/audit/submissions');
    expect(lists.map((query) => query.get('last_id'))).toEqual([null, '2']);
    expect(screen.queryByTestId('audit-load-more')).toBeNull();
  });
});
