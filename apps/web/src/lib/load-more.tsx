import { Button } from 'antd';
import { lazy, Suspense } from 'react';

// antd's Alert only when a next page failed: the lists that use this load it on that day only.
const Alert = lazy(() => import('antd/es/alert'));

/** What a keyset list's infinite query tells this control (TanStack Query's names). */
export type NextPages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError?: boolean;
  fetchNextPage: () => Promise<unknown>;
};

type Props = {
  pages: NextPages;
  label: string;
  testId?: string;
  /** `block`: a full-width button under a table; `link`: a text button (the bell's lists). */
  look?: 'block' | 'link' | 'default';
  /** With these, a failed next page shows as an error with a retry instead of the button. */
  failed?: { title: string; retry: string };
  /** Shown under a list that has rows and no further page. */
  end?: React.ReactNode;
};

/**
 * The one "load more" of the console's keyset lists (DESIGN §2: `last_id` paging, never a page
 * number): the next page on click, a spinner while it comes, and a retry when it failed.
 */
export function LoadMore({ pages, label, testId, look = 'block', failed, end }: Props) {
  const next = () => void pages.fetchNextPage();
  if (failed && pages.isFetchNextPageError) {
    return (
      <Suspense fallback={null}>
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          title={failed.title}
          action={
            <Button size="small" onClick={next}>
              {failed.retry}
            </Button>
          }
        />
      </Suspense>
    );
  }
  if (!pages.hasNextPage) return end ?? null;
  return (
    <Button
      block={look === 'block'}
      type={look === 'link' ? 'link' : 'default'}
      style={look === 'block' ? { marginTop: 16 } : undefined}
      loading={pages.isFetchingNextPage}
      onClick={next}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
