import { ArrowLeftOutlined, PictureOutlined } from '@ant-design/icons';
import type { Activity } from '@console/contract/activities';
import { Button, Flex, Image, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActivityActions } from '../activity-actions';
import styles from './activity-detail-page.module.css';
import { ActivityPhaseTag, ActivityStatusTag } from '../activity-tags';

const COVER_WIDTH = 240;

/**
 * Cover, title, status and phase, summary, and what the status allows doing (docs/activities.md
 * "Statuses").
 */
export function ActivityDetailHeader({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toList = () => void navigate('/activity/list');
  return (
    <Flex gap={24} wrap align="flex-start">
      {activity.cover ? (
        <Image
          src={activity.cover.url}
          alt={activity.title}
          width={COVER_WIDTH}
          height={(COVER_WIDTH * 9) / 16}
          style={{ objectFit: 'cover', borderRadius: 8 }}
          data-testid="activity-detail-cover"
        />
      ) : (
        <div className={`${styles.cover} ${styles.noCover}`} data-testid="activity-detail-cover">
          <Space orientation="vertical" align="center" size={4}>
            <PictureOutlined style={{ fontSize: 28 }} />
            {t('activityDetail.noCover')}
          </Space>
        </div>
      )}
      <Flex vertical gap={8} style={{ flex: '1 1 320px', minWidth: 0 }}>
        <div>
          <Button type="link" size="small" icon={<ArrowLeftOutlined />} onClick={toList}>
            {t('activityDetail.back')}
          </Button>
        </div>
        {/* An h2 under the layout's hidden h1 (docs/accessibility.md), in antd's level-3 look
            without Typography (docs/web.md "Delivery"). */}
        <h2 className={styles.title} data-testid="activity-detail-title">
          {activity.title || t('activityDetail.untitled')}
        </h2>
        <Space size={4} wrap>
          <span data-testid="activity-detail-status">
            <ActivityStatusTag status={activity.status} />
          </span>
          <ActivityPhaseTag phase={activity.phase} />
        </Space>
        {activity.summary ? <p className={styles.summary}>{activity.summary}</p> : null}
        <div style={{ marginTop: 8 }}>
          <ActivityActions activity={activity} variant="page" onDeleted={toList} />
        </div>
      </Flex>
    </Flex>
  );
}
