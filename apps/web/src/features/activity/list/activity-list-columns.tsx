import type { Activity } from '@console/contract/activities';
import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompactMerchantTime } from '../../../lib/merchant/merchant-time';
import { useDevice } from '../../../lib/responsive/device';
import type { PlainColumn } from '../../../lib/table/plain-table';
import { ActivityActions } from '../activity-actions';
import { formatPrice } from '../../../lib/format-money';
import { formatCapacity } from '../activity-format';
import { ActivityPhaseTag, ActivityStatusTag } from '../activity-tags';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';
const THUMB = { width: 72, height: 48, borderRadius: 4, flex: 'none' } as const;

/** The cover is served to the signed-in admin by its cookie, so a plain <img> loads it. */
function CoverThumb({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  if (activity.cover === null) {
    return (
      <span
        role="img"
        aria-label={t('activityList.noCover')}
        title={t('activityList.noCover')}
        style={{
          ...THUMB,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: 'var(--ant-color-fill-tertiary, #f0f0f0)',
          color: 'var(--ant-color-text-quaternary, #bfbfbf)',
          fontSize: 20,
        }}
      >
        <PictureOutlined />
      </span>
    );
  }
  return (
    <img
      src={activity.cover.url}
      alt={activity.title}
      loading="lazy"
      style={{ ...THUMB, objectFit: 'cover', display: 'block' }}
    />
  );
}

/** Start over end on the merchant's clock; the offset and zone in a tooltip where it differs. */
function ActivityTime({ activity }: { activity: Activity }) {
  const compact = useCompactMerchantTime();
  if (activity.startAt === null && activity.endAt === null) return '-';
  const at = (value: string | null) => {
    if (value === null) return '-';
    const { text, title } = compact(value, TIME_FORMAT);
    return <span title={title}>{text}</span>;
  };
  return (
    <span style={{ whiteSpace: 'nowrap' }} data-testid="activity-times">
      {at(activity.startAt)}
      <br />– {at(activity.endAt)}
    </span>
  );
}

export function useActivityColumns(): PlainColumn<Activity>[] {
  const { t } = useTranslation();
  // spec §4: on a phone the table scrolls whole; wider, the actions stay in view while it scrolls.
  const isMobile = useDevice() === 'Mobile';
  return [
    {
      key: 'cover',
      title: t('activity.field.cover'),
      width: 96,
      render: (_, row) => <CoverThumb activity={row} />,
    },
    {
      key: 'title',
      title: t('activity.field.title'),
      ellipsis: true,
      render: (_, row) => (
        <Link to={`/activity/${row.id}`}>{row.title || t('activityList.untitled')}</Link>
      ),
    },
    {
      key: 'status',
      title: t('activity.field.status'),
      width: 100,
      render: (_, row) => <ActivityStatusTag status={row.status} />,
    },
    {
      key: 'phase',
      title: t('activity.field.phase'),
      width: 100,
      render: (_, row) => <ActivityPhaseTag phase={row.phase} />,
    },
    {
      key: 'time',
      title: t('activity.field.time'),
      width: 170,
      render: (_, row) => <ActivityTime activity={row} />,
    },
    {
      key: 'price',
      title: t('activity.field.price'),
      width: 110,
      align: 'right',
      render: (_, row) => formatPrice(row.priceCents),
    },
    {
      key: 'capacity',
      title: t('activityList.column.capacity'),
      width: 130,
      align: 'right',
      render: (_, row) => `${row.sold} / ${formatCapacity(row.capacity)}`,
    },
    {
      key: 'actions',
      title: t('activityList.column.actions'),
      width: 230,
      fixed: isMobile ? undefined : 'right',
      render: (_, row) => <ActivityActions activity={row} variant="row" />,
    },
  ];
}
