import type { HiddenSharesContent } from '@console/contract/reviews';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../lib/testing/fake-api';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { ReviewModerationCard } from './review-moderation-card';

afterEach(() => vi.unstubAllGlobals());

describe('review moderation card (operators, docs/reviews.md "Stats")', () => {
  it('reads nothing until opened, then shows the hidden share per star', async () => {
    initTestI18n('en-US');
    const calls = stubApi(
      () =>
        ({
          merchants: [
            {
              merchantId: 3,
              name: 'Tea house',
              stars: [
                { rating: 1, total: 4, hidden: 3 },
                { rating: 5, total: 10, hidden: 0 },
              ],
            },
          ],
        }) satisfies HiddenSharesContent,
    );
    renderWithProviders(<ReviewModerationCard />);
    expect(calls).toEqual([]);
    await userEvent.setup().click(screen.getByTestId('audit-reviews-toggle'));
    const table = await screen.findByTestId('audit-reviews-table');
    const row = await within(table).findByText('Tea house');
    const cells = within(row.closest('tr')!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Tea house', '3 / 4 (75%)', '—', '—', '—', '0 / 10 (0%)']);
    expect(calls[0]).toMatch(/^GET \/api\/audit\/review-moderation/);
  });
});
