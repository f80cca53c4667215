import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAbilities } from '../../lib/merchant/merchant-context';
import { useSessionStore } from '../../lib/session/session-store';
import { LicenceAuditCard } from './licence-audit-card';
import { RecordAuditCard } from './record-audit-card';
import { useLiveAuditState } from './use-live-audit-state';

/**
 * /shop/info: the merchant's name and audit state (spec §2 "view audit"). The record card shows
 * even without a merchant — that is where a new user follows the onboarding review.
 */
export function ShopInfoPage() {
  const { t } = useTranslation();
  const company = useSessionStore((state) => state.company);
  const abilities = useAbilities();
  useLiveAuditState();
  const canSeeLicence = company !== null && abilities.can('licence:manage');

  return (
    <Flex vertical gap={16} data-testid="shop-info-page">
      <Typography.Title level={4} style={{ margin: 0 }} data-testid="shop-name">
        {company?.name ?? t('shopInfo.noMerchant')}
      </Typography.Title>
      <RecordAuditCard />
      {canSeeLicence && <LicenceAuditCard merchantId={company.id} />}
    </Flex>
  );
}
