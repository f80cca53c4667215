import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../testing/i18n';
import { pageItems, Pager } from './pager';

describe('pageItems (the pages a pager offers, as antd Pagination)', () => {
  it('offers every page up to seven', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('beyond, the first, the last and two either side of the current, gaps between', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});

describe('Pager', () => {
  const draw = (props: Partial<Parameters<typeof Pager>[0]> = {}) => {
    const onChange = vi.fn();
    const view = render(
      <Pager
        current={1}
        pageSize={10}
        total={95}
        totalText="95 in total"
        onChange={onChange}
        {...props}
      />,
    );
    return { onChange, ...view };
  };

  it('names the current page and asks for the one chosen, in the size shown', async () => {
    initTestI18n('en-US');
    const { onChange } = draw({ current: 3 });
    const user = userEvent.setup();
    expect(screen.getByText('95 in total')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('button', { name: 'Page 10' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 11' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    // The page shown is not asked again.
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange.mock.calls).toEqual([
      [5, 10],
      [4, 10],
      [2, 10],
    ]);
  });

  it('cannot go before the first page or after the last', () => {
    initTestI18n('en-US');
    draw({ current: 1, total: 10 });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(
      true,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(
      true,
    );
  });

  it('a new page size starts from the first page', async () => {
    initTestI18n('zh-CN');
    const { onChange } = draw({ current: 4 });
    const size = screen.getByRole<HTMLSelectElement>('combobox', { name: '每页条数' });
    expect(size.selectedOptions[0]!.textContent).toBe('10 条/页');
    await userEvent.setup().selectOptions(size, '50');
    expect(onChange.mock.calls).toEqual([[1, 50]]);
  });

  it('offers no page past the deepest one a list answers', () => {
    initTestI18n('en-US');
    draw({ total: 5000, pageSize: 10, maxPage: 101 });
    expect(screen.getByRole('button', { name: 'Page 101' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 500' })).toBeNull();
  });

  it('is not drawn while there are no rows', () => {
    initTestI18n('en-US');
    const { container } = draw({ total: 0 });
    expect(container.innerHTML).toBe('');
  });
});
