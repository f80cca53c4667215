import type { ShopProfile } from '@console/contract/shop-profile';
import { Alert, Button, Descriptions, Flex, Image, Space, Tag } from 'antd';
import { LazyResult } from '../../lib/lazy-result';
import { PlainCard } from '../../lib/card/plain-card';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date';
import { useRegionNamer } from '../../lib/regions/use-region-names';
import { useShopProfile } from './api/get-shop-profile';
import { PlainSkeleton } from '../../lib/plain-skeleton';

type Props = {
  canEdit: boolean;
  onEdit: (profile: ShopProfile) => void;
};

/**
 * The public profile as customers will see it; shop:edit holders get "Edit" (docs/shop.md "Web").
 */
export function ShopProfileCard({ canEdit, onEdit }: Props) {
  const { t } = useTranslation();
  const query = useShopProfile();
  const profile = query.data;
  const nameRegion = useRegionNamer(Boolean(profile?.provinceCode));

  if (query.isError && !profile) {
    return (
      <PlainCard title={t('shopProfile.title')} data-testid="shop-profile">
        <LazyResult
          status="warning"
          title={t('shopProfile.loadFailed')}
          extra={<Button onClick={() => void query.refetch()}>{t('shopProfile.retry')}</Button>}
        />
      </PlainCard>
    );
  }
  const orEmpty = (text: string) => text || t('shopProfile.empty');
  return (
    <PlainCard
      title={t('shopProfile.title')}
      data-testid="shop-profile"
      extra={
        canEdit &&
        profile && (
          <Button type="primary" onClick={() => onEdit(profile)} data-testid="shop-profile-edit">
            {t('shopProfile.edit')}
          </Button>
        )
      }
    >
      {!profile ? (
        <PlainSkeleton active title={false} paragraph={{ rows: 4 }} />
      ) : (
        <Flex vertical gap={16}>
          {profile.version === 0 && <Alert type="info" showIcon title={t('shopProfile.unsaved')} />}
          {profile.cover && (
            <Image
              src={profile.cover.url}
              alt={t('shopProfile.cover')}
              height={160}
              width="100%"
              style={{ objectFit: 'cover', borderRadius: 8 }}
            />
          )}
          <Flex gap={16} align="center">
            {profile.logo && (
              <Image
                src={profile.logo.url}
                alt={t('shopProfile.logo')}
                width={64}
                height={64}
                style={{ objectFit: 'cover', borderRadius: 8 }}
              />
            )}
            <div>
              <div style={{ fontSize: 18, fontWeight: 600 }} data-testid="shop-profile-name">
                {profile.name}
              </div>
              {profile.updatedAt && (
                <div style={{ opacity: 0.65 }}>
                  {t('shopProfile.updatedAt', { time: formatDateTime(profile.updatedAt) })}
                </div>
              )}
            </div>
          </Flex>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('shopProfile.intro')}>
              <span style={{ whiteSpace: 'pre-wrap' }}>{orEmpty(profile.intro)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('shopProfile.phone')}>
              {orEmpty(profile.phone)}
            </Descriptions.Item>
            <Descriptions.Item label={t('shopProfile.region')}>
              {orEmpty(nameRegion([profile.provinceCode, profile.cityCode, profile.districtCode]))}
            </Descriptions.Item>
            <Descriptions.Item label={t('shopProfile.address')}>
              {orEmpty(profile.address)}
            </Descriptions.Item>
            <Descriptions.Item label={t('shopProfile.hours')}>
              <WeekHours hours={profile.businessHours} />
            </Descriptions.Item>
            <Descriptions.Item label={t('shopProfile.tags')}>
              {profile.serviceTags.length === 0 ? (
                t('shopProfile.empty')
              ) : (
                <Space size={[4, 4]} wrap>
                  {profile.serviceTags.map((tag) => (
                    <Tag key={tag}>{tag}</Tag>
                  ))}
                </Space>
              )}
            </Descriptions.Item>
          </Descriptions>
        </Flex>
      )}
    </PlainCard>
  );
}

function WeekHours({ hours }: { hours: string[] }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={2} data-testid="shop-profile-hours">
      {hours.map((entry, day) => (
        <Flex key={day} gap={12}>
          <span style={{ minWidth: 88 }}>
            {t(`shopProfile.weekday.${day}` as 'shopProfile.weekday.0')}
          </span>
          {/* Greyed "closed" at 70 %: 5.9:1 on white (55 % was 3.7:1; docs/accessibility.md
              "Colour"). */}
          <span style={entry ? undefined : { opacity: 0.7 }}>
            {entry ? entry.replace('-', ' – ') : t('shopProfile.closed')}
          </span>
        </Flex>
      ))}
    </Flex>
  );
}
