import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadMore, type NextPages } from './load-more';

const pages = (over: Partial<NextPages> = {}): NextPages => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: vi.fn(async () => undefined),
  ...over,
});

describe('LoadMore', () => {
  it('asks for the next page on click', () => {
    const next = pages();
    render(<LoadMore pages={next} label="Load more" testId="more" />);
    fireEvent.click(screen.getByTestId('more'));
    expect(next.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('shows the end text, or nothing, once there is no further page', () => {
    const { rerender } = render(
      <LoadMore pages={pages({ hasNextPage: false })} label="Load more" end="No more" />,
    );
    expect(screen.getByText('No more')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<LoadMore pages={pages({ hasNextPage: false })} label="Load more" />);
    expect(screen.queryByText('No more')).toBeNull();
  });

  it('turns a failed next page into an error with a retry', async () => {
    const failed = pages({ isFetchNextPageError: true });
    render(
      <LoadMore
        pages={failed}
        label="Load more"
        failed={{ title: 'The list could not load', retry: 'Retry' }}
      />,
    );
    expect(await screen.findByText('The list could not load')).toBeTruthy();
    expect(screen.queryByText('Load more')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.fetchNextPage).toHaveBeenCalledTimes(1);
  });
});
