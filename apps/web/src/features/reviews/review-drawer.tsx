import type { Review } from '@console/contract/reviews';
import { Alert, Button, Drawer, Empty, Grid } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMerchantTime } from '../../lib/merchant/merchant-time';
import { ObjectTrail, useCanViewTrail } from '../../lib/trail/object-trail';
import { useReview } from './api/get-review';
import { ReviewCard, type ReviewActions } from './review-card';
import styles from './reviews.module.css';
import { PlainSkeleton } from '../../lib/plain-skeleton';

type Props = { reviewId: number | null; actions: ReviewActions; onClose: () => void };

/** One review in full: every version of the reply (oldest first) and the moderation log. */
export function ReviewDrawer({ reviewId, actions, onClose }: Props) {
  const { t } = useTranslation();
  const review = useReview(reviewId);
  const isNarrow = Grid.useBreakpoint().md === false;
  return (
    <Drawer
      open={reviewId !== null}
      onClose={onClose}
      title={t('reviews.detail.title')}
      size={isNarrow ? '100%' : 560}
      destroyOnHidden
      closable={{ 'aria-label': t('reviews.detail.close') }}
      data-testid="review-drawer"
    >
      {review.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('reviews.detail.error')}
          action={
            <Button size="small" onClick={() => void review.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : !review.data ? (
        <PlainSkeleton active />
      ) : (
        <ReviewDetail review={review.data} actions={{ ...actions, onOpen: undefined }} />
      )}
    </Drawer>
  );
}

function ReviewDetail({ review, actions }: { review: Review; actions: ReviewActions }) {
  const { t } = useTranslation();
  const at = useMerchantTime();
  const canViewTrail = useCanViewTrail();
  const staffName = (staff: { name: string } | null) => staff?.name ?? t('reviews.reply.staff');
  return (
    <>
      <ul className={styles.list}>
        <ReviewCard review={review} actions={actions} />
      </ul>
      <h4>{t('reviews.detail.history')}</h4>
      {review.replyHistory.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reviews.detail.noReply')} />
      ) : (
        <ol className={styles.list} data-testid="review-reply-history">
          {review.replyHistory.map((version, index) => (
            <li key={`${version.createdAt}-${index}`} className={styles.item}>
              <div className={styles.replyHead}>
                {t('reviews.detail.version', {
                  n: index + 1,
                  name: staffName(version.staff),
                  at: at(version.createdAt),
                })}
              </div>
              <div className={styles.text}>{version.text}</div>
            </li>
          ))}
        </ol>
      )}
      <h4>{t('reviews.detail.moderation')}</h4>
      {review.moderation.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('reviews.detail.noModeration')}
        />
      ) : (
        <ol className={styles.list} data-testid="review-moderation-log">
          {review.moderation.map((entry, index) => (
            <li key={`${entry.createdAt}-${index}`} className={styles.item}>
              {t(entry.action === 'hide' ? 'reviews.log.hide' : 'reviews.log.show', {
                what:
                  entry.imageId === null
                    ? t('reviews.log.review')
                    : t('reviews.log.image', {
                        n: review.images.findIndex((image) => image.id === entry.imageId) + 1,
                      }),
                reason: entry.reason ? t(`reviews.reason.${entry.reason}`) : '',
                name: staffName(entry.staff),
                at: at(entry.createdAt),
              })}
            </li>
          ))}
        </ol>
      )}
      {canViewTrail && (
        <>
          <h4>{t('trail.history.title')}</h4>
          <ObjectTrail objectType="review" objectId={review.id} heading={false} />
        </>
      )}
    </>
  );
}
