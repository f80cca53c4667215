import type { Activity } from '@console/contract/activities';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './activity-detail-page.module.css';
import { useMerchantTime } from '../../../lib/merchant/merchant-time';
import { formatPrice } from '../../../lib/format-money';
import { formatCapacity } from '../activity-format';
import { useRegionNamer } from '../../../lib/regions/use-region-names';

const EMPTY = '—';

/**
 * Every field of the activity as the merchant entered it (docs/api.md "Activities"), choices and
 * codes named.
 */
export function ActivityDetailFields({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  // Merchant data: on the merchant's clock, the offset named where the browser's differs.
  const merchantTime = useMerchantTime();
  const timeOrDash = (value: string | null) => (value ? merchantTime(value) : EMPTY);
  const isOnline = activity.mode === 'online';
  const regionName = useRegionNamer(!isOnline && activity.provinceCode !== '');
  const region = regionName([activity.provinceCode, activity.cityCode, activity.districtCode]);
  const place: DescriptionsProps['items'] = isOnline
    ? [
        {
          key: 'link',
          label: t('activity.field.link'),
          span: 'filled',
          children: activity.link ? (
            <a
              className={styles.link}
              href={activity.link}
              target="_blank"
              rel="noopener noreferrer"
            >
              {activity.link}
            </a>
          ) : (
            EMPTY
          ),
        },
      ]
    : [
        { key: 'region', label: t('activity.field.region'), children: region || EMPTY },
        { key: 'address', label: t('activity.field.address'), children: activity.address || EMPTY },
      ];
  const items: DescriptionsProps['items'] = [
    {
      key: 'category',
      label: t('activity.field.category'),
      children: activity.category
        ? t(`activity.category.${activity.category}` as 'activity.category.other', {
            defaultValue: activity.category,
          })
        : EMPTY,
    },
    { key: 'mode', label: t('activity.field.mode'), children: t(`activity.mode.${activity.mode}`) },
    {
      key: 'summary',
      label: t('activity.field.summary'),
      span: 'filled',
      children: activity.summary || EMPTY,
    },
    ...place,
    { key: 'startAt', label: t('activity.field.startAt'), children: timeOrDash(activity.startAt) },
    { key: 'endAt', label: t('activity.field.endAt'), children: timeOrDash(activity.endAt) },
    {
      key: 'signupDeadline',
      label: t('activity.field.signupDeadline'),
      children: timeOrDash(activity.signupDeadline),
    },
    {
      key: 'capacity',
      label: t('activity.field.capacity'),
      children: formatCapacity(activity.capacity),
    },
    { key: 'price', label: t('activity.field.price'), children: formatPrice(activity.priceCents) },
    { key: 'sold', label: t('activity.field.sold'), children: activity.sold },
    {
      key: 'createdAt',
      label: t('activity.field.createdAt'),
      children: merchantTime(activity.createdAt),
    },
    {
      key: 'updatedAt',
      label: t('activity.field.updatedAt'),
      children: merchantTime(activity.updatedAt),
    },
  ];
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={items.map((item) => ({
        ...item,
        children: <span data-testid={`activity-field-${String(item.key)}`}>{item.children}</span>,
      }))}
    />
  );
}
