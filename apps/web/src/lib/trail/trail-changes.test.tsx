import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../testing/i18n';
import { renderWithProviders } from '../testing/render-with-providers';
import { signInToShop } from '../testing/session';
import { shopContext } from '../testing/answers';
import { trailEntryOf } from '../testing/trail-fixtures';
import { TrailChanges } from './trail-changes';

const request = vi.hoisted(() => vi.fn());
vi.mock('../http/client', () => ({ request }));

beforeEach(() => {
  request.mockReset();
  request.mockResolvedValue(shopContext('owner', []));
  signInToShop();
});

/** Each changed field as the reader meets it: name, then what it was and what it became. */
const fieldsShown = () =>
  [...screen.getByTestId('trail-changes').querySelectorAll('[data-field]')].map((row) => ({
    name: row.querySelector('dt')?.textContent,
    was: row.querySelector('del')?.textContent ?? null,
    now: row.querySelector('ins')?.textContent ?? null,
  }));

describe('before → after of an entry (docs/web.md "Trail page")', () => {
  it('shows each changed field by name, what it was struck out and what it became', () => {
    initTestI18n('en-US');
    renderWithProviders(<TrailChanges entry={trailEntryOf(1)} />);
    expect(fieldsShown()).toEqual([
      { name: 'Status', was: 'Paid', now: 'Refunded' },
      { name: 'Refund reason', was: '—', now: 'The event moved' },
    ]);
    // Read aloud as "Paid changed to Refunded", the arrow being a picture.
    expect(screen.getAllByText('changed to')).toHaveLength(2);
  });

  it('speaks the reader’s language', () => {
    initTestI18n('zh-CN');
    renderWithProviders(<TrailChanges entry={trailEntryOf(1)} />);
    expect(fieldsShown()[0]).toEqual({ name: '状态', was: '已支付', now: '已退款' });
  });

  it('shows what a creation set and what a removal took, one side each', () => {
    initTestI18n('en-US');
    const { unmount } = renderWithProviders(
      <TrailChanges
        entry={trailEntryOf(2, {
          action: 'setTags',
          objectType: 'customer',
          before: null,
          after: { tags: ['vip', 'tea'] },
        })}
      />,
    );
    expect(fieldsShown()).toEqual([{ name: 'Tags', was: null, now: 'vip, tea' }]);
    unmount();
    renderWithProviders(
      <TrailChanges
        entry={trailEntryOf(3, { objectType: 'quick_reply', before: { title: 'Hi' }, after: null })}
      />,
    );
    expect(fieldsShown()).toEqual([{ name: 'Title', was: 'Hi', now: null }]);
  });

  it('keeps a field the texts do not name, and says when nothing changed', () => {
    initTestI18n('en-US');
    const { unmount } = renderWithProviders(
      <TrailChanges
        entry={trailEntryOf(4, { before: { colour: 'red' }, after: { colour: 'blue' } })}
      />,
    );
    expect(fieldsShown()).toEqual([{ name: 'colour', was: 'red', now: 'blue' }]);
    unmount();
    renderWithProviders(<TrailChanges entry={trailEntryOf(5, { before: {}, after: {} })} />);
    expect(screen.getByText('No fields changed')).toBeTruthy();
  });

  it('cuts a nested value and shows it whole in a tooltip, reachable by keyboard', async () => {
    initTestI18n('en-US');
    const hours = { mon: ['09:00', '21:00'], tue: ['09:00', '21:00'], wed: ['09:00', '18:00'] };
    renderWithProviders(
      <TrailChanges
        entry={trailEntryOf(6, { objectType: 'shop', before: { hours: null }, after: { hours } })}
      />,
    );
    const cut = within(screen.getByTestId('trail-changes').querySelector('ins')!).getByText(
      /^\{"mon":\[/,
    );
    expect(cut.textContent!.endsWith('…')).toBe(true);
    expect(cut.getAttribute('tabindex')).toBe('0');
    await userEvent.setup().tab();
    expect(document.activeElement).toBe(cut);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('"wed": [');
    expect(tooltip.textContent).toContain('"18:00"');
  });
});
