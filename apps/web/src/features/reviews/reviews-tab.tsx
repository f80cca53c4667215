import type { Review } from '@console/contract/reviews';
import { Alert, Button, Empty } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useReviewSummary } from '../../lib/api/get-review-summary';
import { useReviews, type ReviewFilter } from '../../lib/api/list-reviews';
import { toast } from '../../lib/feedback';
import { LoadMore } from '../../lib/load-more';
import { useAbilities } from '../../lib/merchant/merchant-context';
import { RatingSummary } from '../../lib/reviews/rating-summary';
import { useModerateReview } from './api/moderate-review';
import type { HideTarget } from './hide-modal';
import { LazyHideModal, LazyReplyModal, LazyReviewDrawer } from './lazy-dialogs';
import { ReviewCard, type ReviewActions } from './review-card';
import { ReviewRequestRules } from './review-request-rules';
import { ReviewsFilters } from './reviews-filters';
import styles from './reviews.module.css';
import {
  isReviewFilterActive,
  parseReviewFilter,
  positiveId,
  reviewFilterParams,
} from './reviews-url-filter';
import { useLiveReviews } from './use-live-reviews';
import { PlainSkeleton } from '../../lib/plain-skeleton';

/**
 * /eva?tab=reviews (docs/reviews.md "Web"): summary, the review request reminders, URL filters,
 * keyset list, reply and moderation, live.
 */
export function ReviewsTab() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const filter = useMemo(() => parseReviewFilter(new URLSearchParams(query)), [query]);
  const openId = positiveId(searchParams.get('review')) ?? null;
  const reviews = useReviews(filter);
  const summary = useReviewSummary(filter.activityId);
  // Once a summary (or its error) was shown, another activity's loading keeps the filters drawn.
  const [summarySeen, setSummarySeen] = useState(false);
  if (!summarySeen && !summary.isPending) setSummarySeen(true);
  const live = useLiveReviews();
  const canAct = useAbilities().can('review:reply');
  const moderate = useModerateReview();
  const [replying, setReplying] = useState<Review | null>(null);
  const [hiding, setHiding] = useState<HideTarget | null>(null);
  const rows = useMemo(
    () => reviews.data?.pages.flatMap((page) => page.reviews) ?? [],
    [reviews.data],
  );

  // A filter change replaces the URL: the same page in the same tab, and Back leaves the list.
  const setFilter = (next: ReviewFilter) =>
    setSearchParams(reviewFilterParams(next), { replace: true });
  const setOpenId = (id: number | null) => {
    const params = reviewFilterParams(filter);
    if (id !== null) params.set('review', String(id));
    setSearchParams(params, { replace: true });
  };
  const show = async (review: Review, imageId?: number) => {
    await moderate.mutateAsync({ action: 'show', reviewId: review.id, imageId });
    toast.success(imageId === undefined ? t('reviews.shownDone') : t('reviews.image.shownDone'));
  };
  const actions: ReviewActions = {
    canAct,
    onReply: setReplying,
    onHide: (review, imageId) => setHiding({ review, imageId }),
    onShow: (review, imageId) => void show(review, imageId).catch(() => undefined),
    onOpen: (review) => setOpenId(review.id),
  };
  const failedFirstPage = reviews.isError && rows.length === 0;
  const isEmpty = rows.length === 0 && !reviews.isLoading && !reviews.isError;

  return (
    <div data-testid="reviews-tab">
      {live.count > 0 && (
        <Alert
          type="info"
          showIcon
          closable={{ onClose: live.dismiss }}
          style={{ marginBottom: 12 }}
          title={t('reviews.live', { count: live.count })}
          data-testid="reviews-live-notice"
        />
      )}
      <div style={{ marginBottom: 16 }}>
        {summary.data ? (
          <RatingSummary summary={summary.data} />
        ) : summary.isError ? (
          <Alert type="warning" showIcon title={t('reviews.summary.error')} />
        ) : (
          <PlainSkeleton active paragraph={{ rows: 2 }} title={false} />
        )}
      </div>
      {/* Until the first summary is read, only its skeleton: the filters and the list drawn under
          it would move when it arrives (docs/web.md "Ready at once", layout shifts). */}
      {!summarySeen ? null : (
        <>
          <ReviewRequestRules />
          <ReviewsFilters filter={filter} onChange={setFilter} />
          {failedFirstPage ? (
            <Alert
              type="error"
              showIcon
              style={{ marginTop: 16 }}
              title={t('reviews.error')}
              description={reviews.error.message}
              action={
                <Button size="small" onClick={() => void reviews.refetch()}>
                  {t('common.retry')}
                </Button>
              }
              data-testid="reviews-error"
            />
          ) : isEmpty ? (
            <Empty
              style={{ padding: '48px 0' }}
              data-testid="reviews-empty"
              description={isReviewFilterActive(filter) ? t('reviews.noMatch') : t('reviews.empty')}
            >
              {isReviewFilterActive(filter) && (
                <Button onClick={() => setFilter({})}>{t('reviews.filter.reset')}</Button>
              )}
            </Empty>
          ) : reviews.isLoading ? (
            <PlainSkeleton active style={{ marginTop: 16 }} />
          ) : (
            <ul className={styles.list} data-testid="reviews-list">
              {rows.map((review) => (
                <ReviewCard key={review.id} review={review} actions={actions} />
              ))}
            </ul>
          )}
          <LoadMore
            pages={reviews}
            label={t('reviews.loadMore')}
            testId="reviews-load-more"
            failed={{ title: t('reviews.error'), retry: t('common.retry') }}
          />
        </>
      )}
      <LazyReplyModal review={replying} onClose={() => setReplying(null)} />
      <LazyHideModal target={hiding} onClose={() => setHiding(null)} />
      <LazyReviewDrawer reviewId={openId} actions={actions} onClose={() => setOpenId(null)} />
    </div>
  );
}
