import type { ActivityReview } from '@console/contract/activities';
import { Empty, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMerchantTime } from '../../../lib/merchant/merchant-time';

const COLORS: Record<ActivityReview['status'], string> = {
  pending: 'blue',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

/** Each submission and its decision: who, when, why (DESIGN §4 review history), newest first. */
export function ActivityDetailHistory({ reviews }: { reviews: ActivityReview[] }) {
  const { t } = useTranslation();
  // The merchant's activity: on the merchant's clock (docs/web.md "Dates and time zones").
  const merchantTime = useMerchantTime();
  if (reviews.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('activityDetail.history.empty')}
        data-testid="activity-history"
      />
    );
  }
  const items = [...reviews].reverse().map((review) => ({
    key: review.id,
    color: COLORS[review.status],
    content: (
      <Space
        orientation="vertical"
        size={2}
        data-testid="activity-history-item"
        data-status={review.status}
      >
        <Typography.Text strong>
          {t(`activityDetail.history.status.${review.status}`)}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('activityDetail.history.submitted', {
            name: review.submittedBy.nickname,
            time: merchantTime(review.submittedAt),
          })}
        </Typography.Text>
        {review.decidedBy && review.decidedAt ? (
          <Typography.Text type="secondary">
            {t('activityDetail.history.decided', {
              name: review.decidedBy.nickname,
              time: merchantTime(review.decidedAt),
            })}
          </Typography.Text>
        ) : null}
        {review.reason ? (
          <Typography.Text type={review.status === 'rejected' ? 'danger' : undefined}>
            {t('activityDetail.history.reason', { reason: review.reason })}
          </Typography.Text>
        ) : null}
      </Space>
    ),
  }));
  return (
    <div data-testid="activity-history">
      <Timeline items={items} />
    </div>
  );
}
