import type { Review } from '@console/contract/reviews';
import { Alert, Button, Card, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReviewSummary } from '../../../lib/api/get-review-summary';
import { useReviews } from '../../../lib/api/list-reviews';
import { useMerchantTime } from '../../../lib/merchant/merchant-time';
import { useAbilities } from '../../../lib/merchant/merchant-context';
import { RatingSummary } from '../../../lib/reviews/rating-summary';
import { Stars } from '../../../lib/reviews/stars';
import { CardHeading } from '../../../lib/heading/card-heading';

const LATEST = 5;

/**
 * The activity's rating and latest published reviews (read-only), for review readers
 * (docs/reviews.md "Web").
 */
export function ActivityDetailReviews({ activityId }: { activityId: number }) {
  const { t } = useTranslation();
  const at = useMerchantTime();
  const abilities = useAbilities();
  const mayRead = abilities.can('review:reply') || abilities.can('customer:view');
  const summary = useReviewSummary(activityId, mayRead);
  const reviews = useReviews(
    { activityId, status: 'published' },
    { pageSize: LATEST, enabled: mayRead },
  );
  const latest = reviews.data?.pages[0]?.reviews ?? [];
  const all = (
    <Link to={`/eva?tab=reviews&activityId=${activityId}`} data-testid="activity-reviews-all">
      {t('activityDetail.reviews.all')}
    </Link>
  );

  return (
    <Card
      title={<CardHeading>{t('activityDetail.reviews')}</CardHeading>}
      extra={mayRead ? all : null}
      data-testid="activity-reviews"
    >
      {!mayRead ? (
        <Typography.Text type="secondary">{t('activityDetail.reviews.noAccess')}</Typography.Text>
      ) : reviews.isError || summary.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('activityDetail.reviews.error')}
          action={
            <Button
              size="small"
              onClick={() => {
                void summary.refetch();
                void reviews.refetch();
              }}
            >
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <>
          {summary.data && summary.data.count > 0 && (
            <RatingSummary summary={summary.data} compact />
          )}
          <List<Review>
            loading={reviews.isPending || summary.isPending}
            dataSource={latest}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t('activityDetail.reviews.empty')}
                />
              ),
            }}
            renderItem={(review) => (
              <List.Item data-testid={`activity-review-${review.id}`}>
                <List.Item.Meta
                  title={
                    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                      <Stars rating={review.rating} size={12} />
                      <span style={{ fontWeight: 400, fontSize: 12, opacity: 0.65 }}>
                        {review.customer.name} · {at(review.createdAt)}
                      </span>
                    </span>
                  }
                  description={
                    <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
                      {review.text || t('reviews.noText')}
                    </Typography.Paragraph>
                  }
                />
              </List.Item>
            )}
          />
        </>
      )}
    </Card>
  );
}
