import type { Review } from '@console/contract/reviews';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMerchantTime } from '../../lib/merchant/merchant-time';
import { Stars } from '../../lib/reviews/stars';
import { ReviewImages } from './review-images';
import styles from './reviews.module.css';

export type ReviewActions = {
  canAct: boolean;
  onReply: (review: Review) => void;
  onHide: (review: Review, imageId?: number) => void;
  onShow: (review: Review, imageId?: number) => void;
  /** Absent in the detail drawer, which is that review's detail already. */
  onOpen?: (review: Review) => void;
};

/** One review of the list: stars, text (as text, never HTML), images, who, what, when, reply. */
export function ReviewCard({ review, actions }: { review: Review; actions: ReviewActions }) {
  const { t } = useTranslation();
  const at = useMerchantTime();
  const { canAct, onOpen } = actions;
  const isHidden = review.status === 'hidden';
  return (
    <li
      className={styles.item}
      data-testid={`review-${review.id}`}
      data-status={review.status}
      data-replied={review.reply !== null}
    >
      <div className={styles.meta}>
        <Stars rating={review.rating} />
        {review.verified && (
          <Tag color="green" data-testid="review-verified">
            {t('reviews.verified')}
          </Tag>
        )}
        {isHidden && (
          <Tag color="red" data-testid="review-hidden">
            {review.hiddenReason
              ? t('reviews.hiddenFor', { reason: t(`reviews.reason.${review.hiddenReason}`) })
              : t('reviews.status.hidden')}
          </Tag>
        )}
        <span data-testid="review-customer">
          {review.customer.name} · {review.customer.maskedMobile}
        </span>
        <Link to={`/activity/${review.activity.id}`}>{review.activity.title}</Link>
        <Link to={`/shop/order?keyword=${encodeURIComponent(review.order.orderNo)}`}>
          {t('reviews.orderNo', { orderNo: review.order.orderNo })}
        </Link>
        <span data-testid="review-time">{at(review.createdAt)}</span>
      </div>
      {review.text ? (
        <p className={styles.text} data-testid="review-text">
          {review.text}
        </p>
      ) : (
        <p className={`${styles.text} ${styles.muted}`}>{t('reviews.noText')}</p>
      )}
      <ReviewImages
        review={review}
        canAct={canAct}
        onHide={(imageId) => actions.onHide(review, imageId)}
        onShow={(imageId) => actions.onShow(review, imageId)}
      />
      {review.reply && (
        <div className={styles.reply} data-testid="review-reply">
          <div className={styles.replyHead}>
            {t('reviews.reply.by', {
              name: review.reply.staff?.name ?? t('reviews.reply.staff'),
              at: at(review.reply.createdAt),
            })}
          </div>
          {review.reply.text}
        </div>
      )}
      <div className={styles.actions}>
        {canAct && (
          <Button
            size="small"
            onClick={() => actions.onReply(review)}
            data-testid="review-reply-button"
          >
            {review.reply ? t('reviews.reply.edit') : t('reviews.reply.write')}
          </Button>
        )}
        {canAct &&
          (isHidden ? (
            <Button size="small" onClick={() => actions.onShow(review)} data-testid="review-show">
              {t('reviews.show')}
            </Button>
          ) : (
            <Button
              size="small"
              danger
              onClick={() => actions.onHide(review)}
              data-testid="review-hide"
            >
              {t('reviews.hide')}
            </Button>
          ))}
        {onOpen && (
          <Button size="small" type="link" onClick={() => onOpen(review)} data-testid="review-open">
            {t('reviews.details')}
          </Button>
        )}
      </div>
    </li>
  );
}
