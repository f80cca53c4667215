import type { HomeContent } from '@console/contract/home';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initTestI18n } from '../../lib/testing/i18n';
import { HomeSatisfaction } from './home-satisfaction';

// docs/home.md "Satisfaction": the period's conversation ratings per member and per day.
const satisfaction: NonNullable<HomeContent['satisfaction']> = {
  average: 3.5,
  count: 4,
  members: [
    { member: { id: 3, name: 'Ann' }, average: 3.67, count: 3 },
    { member: null, average: 3, count: 1 },
  ],
  days: [
    { day: '2026-11-22', average: null, count: 0 },
    { day: '2026-11-23', average: 2, count: 1 },
    { day: '2026-11-24', average: 4, count: 3 },
  ],
};

const rows = () =>
  within(screen.getByTestId('home-satisfaction-members'))
    .getAllByRole('row')
    .map((row) => row.textContent);
const days = () =>
  within(screen.getByTestId('home-satisfaction-days'))
    .getAllByRole('img')
    .map((bar) => bar.getAttribute('aria-label'));

describe('home satisfaction (docs/home.md "Satisfaction")', () => {
  it('shows the average, each member rated and each day, in English', () => {
    initTestI18n('en-US');
    render(<HomeSatisfaction satisfaction={satisfaction} />);
    expect(screen.getByTestId('home-satisfaction-average').textContent).toBe('3.50');
    expect(screen.getByText('Ratings: 4')).toBeTruthy();
    expect(rows()).toEqual(['MemberAverageRatings', 'Ann3.673', 'Former member3.001']);
    expect(days()).toEqual([
      '2026-11-22: no ratings',
      '2026-11-23: average 2.00, ratings: 1',
      '2026-11-24: average 4.00, ratings: 3',
    ]);
    const bars = within(screen.getByTestId('home-satisfaction-days')).getAllByRole('img');
    expect(bars.map((bar) => bar.style.height)).toEqual(['0%', '40%', '80%']);
  });

  it('shows the same in Chinese', () => {
    initTestI18n('zh-CN');
    render(<HomeSatisfaction satisfaction={satisfaction} />);
    expect(screen.getByText('共 4 条评价')).toBeTruthy();
    expect(rows()).toEqual(['成员平均分评价数', 'Ann3.673', '已离开的成员3.001']);
    expect(days()).toEqual([
      '2026-11-22：暂无评价',
      '2026-11-23：平均 2.00 分，1 条评价',
      '2026-11-24：平均 4.00 分，3 条评价',
    ]);
  });

  it('says so when the period has no ratings, in both languages', () => {
    const empty = { average: null, count: 0, members: [], days: satisfaction.days.slice(0, 1) };
    initTestI18n('en-US');
    const { unmount } = render(<HomeSatisfaction satisfaction={empty} />);
    expect(screen.getByText('No conversation ratings in this period')).toBeTruthy();
    expect(screen.queryByTestId('home-satisfaction')).toBeNull();
    unmount();
    initTestI18n('zh-CN');
    render(<HomeSatisfaction satisfaction={empty} />);
    expect(screen.getByText('本周期暂无会话评价')).toBeTruthy();
  });
});
