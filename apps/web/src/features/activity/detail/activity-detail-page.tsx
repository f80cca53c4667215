import type { Activity } from '@console/contract/activities';
import { apiCodes } from '@console/contract/api-codes';
import { Alert, Button, Col, Empty, Row, Space } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PlainCard } from '../../../lib/card/plain-card';
import { LazyResult } from '../../../lib/lazy-result';
import { isApiError } from '../../../lib/http/api-error';
import { useAbilities } from '../../../lib/merchant/merchant-context';
import { ObjectTrail, useCanViewTrail } from '../../../lib/trail/object-trail';
import { useActivity } from '../api/get-activity';
import { useActivityOverview } from '../api/get-activity-overview';
import { ActivityDetailFields } from './activity-detail-fields';
import { ActivityDetailFigures } from './activity-detail-figures';
import { ActivityDetailHeader } from './activity-detail-header';
import { parseActivityId } from './activity-detail-id';
import styles from './activity-detail-page.module.css';
import { PlainSkeleton } from '../../../lib/plain-skeleton';
import { WhenSeen } from '../../../lib/when-seen';

// The cards are plain cards (antd's Card brings Tabs; docs/web.md "Delivery").
// Below the first screen (the whole page's width on a phone): their code loads once the page is
// drawn, and they draw (and ask for their data) once they come within a screen of the viewport
// (docs/web.md "Ready at once", Below the first screen).
const ActivityDetailHistory = lazy(() =>
  import('./activity-detail-history').then((m) => ({ default: m.ActivityDetailHistory })),
);
const ActivityDetailOrders = lazy(() =>
  import('./activity-detail-orders').then((m) => ({ default: m.ActivityDetailOrders })),
);
const ActivityDetailReviews = lazy(() =>
  import('./activity-detail-reviews').then((m) => ({ default: m.ActivityDetailReviews })),
);

const cardSkeleton = (
  <PlainCard>
    <PlainSkeleton active />
  </PlainCard>
);

/** A card's place until it nears the viewport and while its code loads: a skeleton card. */
const Later = ({ children }: { children: ReactNode }) => (
  <WhenSeen fallback={cardSkeleton}>
    <Suspense fallback={cardSkeleton}>{children}</Suspense>
  </WhenSeen>
);

/**
 * /activity/:id (docs/web.md "Activities"): everything about one activity; not kept alive, hidden
 * from the menu.
 */
export function ActivityDetailPage() {
  const id = parseActivityId(useParams().id);
  return id === null ? <ActivityNotFound /> : <ActivityDetail id={id} />;
}

function ActivityNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PlainCard>
      <LazyResult
        status="404"
        title={t('activityDetail.notFound')}
        extra={
          <Button type="primary" onClick={() => void navigate('/activity/list')}>
            {t('activityDetail.back')}
          </Button>
        }
        data-testid="activity-not-found"
      />
    </PlainCard>
  );
}

function ActivityDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const activity = useActivity(id);
  if (activity.isError) {
    // DESIGN §3 1002 (not found): the activity is gone (or never was this merchant's)
    if (isApiError(activity.error) && activity.error.code === apiCodes.notFound)
      return <ActivityNotFound />;
    return (
      <PlainCard>
        <LazyResult
          status="warning"
          title={t('activityDetail.loadError')}
          extra={
            <Button type="primary" onClick={() => void activity.refetch()}>
              {t('common.retry')}
            </Button>
          }
          data-testid="activity-load-error"
        />
      </PlainCard>
    );
  }
  if (!activity.data) {
    return (
      <PlainCard data-testid="activity-detail-loading">
        <PlainSkeleton active paragraph={{ rows: 8 }} />
      </PlainCard>
    );
  }
  return <ActivityDetailBody activity={activity.data} />;
}

function ActivityDetailBody({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const overview = useActivityOverview(activity.id);
  const canViewTrail = useCanViewTrail();
  const overviewError = overview.isError ? (
    <Alert
      type="warning"
      showIcon
      title={t('activityDetail.overviewError')}
      action={
        <Button size="small" onClick={() => void overview.refetch()}>
          {t('common.retry')}
        </Button>
      }
      data-testid="activity-overview-error"
    />
  ) : null;

  return (
    <Space
      orientation="vertical"
      size={16}
      style={{ display: 'flex' }}
      data-testid="activity-detail"
    >
      <PlainCard>
        <ActivityDetailHeader activity={activity} />
      </PlainCard>
      {activity.status === 'rejected' ? <RejectionAlert activity={activity} /> : null}
      {overviewError ?? (
        <ActivityDetailFigures figures={overview.data?.figures} loading={overview.isPending} />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Space orientation="vertical" size={16} style={{ display: 'flex' }}>
            <PlainCard title={t('activityDetail.info')}>
              <ActivityDetailFields activity={activity} />
            </PlainCard>
            <PlainCard title={t('activity.field.description')}>
              {activity.description ? (
                <div
                  className={styles.description}
                  data-testid="activity-description-html"
                  // sanitised by the server with an allow-list before it was stored
                  // (docs/activities.md "Description")
                  dangerouslySetInnerHTML={{ __html: activity.description }}
                />
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t('activityDetail.noDescription')}
                  data-testid="activity-description-html"
                />
              )}
            </PlainCard>
          </Space>
        </Col>
        <Col xs={24} xl={8}>
          <PlainCard title={t('activityDetail.history')}>
            {overview.isPending ? <PlainSkeleton active /> : null}
            {overview.data ? (
              <Suspense fallback={<PlainSkeleton active />}>
                <ActivityDetailHistory reviews={overview.data.reviews} />
              </Suspense>
            ) : null}
            {overview.isError ? t('activityDetail.overviewError') : null}
          </PlainCard>
          {canViewTrail && (
            <div style={{ marginTop: 16 }}>
              <PlainCard title={t('trail.history.title')}>
                <WhenSeen fallback={<PlainSkeleton active />}>
                  <ObjectTrail objectType="activity" objectId={activity.id} heading={false} />
                </WhenSeen>
              </PlainCard>
            </div>
          )}
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Later>
            <ActivityDetailOrders activityId={activity.id} />
          </Later>
        </Col>
        <Col xs={24} lg={12}>
          <Later>
            <ActivityDetailReviews activityId={activity.id} />
          </Later>
        </Col>
      </Row>
    </Space>
  );
}

/** DESIGN §4: a rejected activity says why, and leads to editing it. */
function RejectionAlert({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useAbilities().can('activity:edit');
  return (
    <Alert
      type="error"
      showIcon
      title={t('activityDetail.rejected')}
      description={activity.rejectReason ?? '—'}
      action={
        canEdit ? (
          <Button
            type="primary"
            danger
            onClick={() => void navigate(`/activity/${activity.id}/edit`)}
            data-testid="activity-reject-edit"
          >
            {t('activityDetail.editAndResubmit')}
          </Button>
        ) : undefined
      }
      data-testid="activity-reject-reason"
    />
  );
}
