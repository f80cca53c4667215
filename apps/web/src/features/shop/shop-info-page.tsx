import type { ShopProfile } from '@console/contract/shop-profile';
import { Col, Flex, Row } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitleHeading } from '../../lib/heading/title-heading';
import { useAbilities } from '../../lib/merchant/merchant-context';
import { useSessionStore } from '../../lib/session/session-store';
import { LicenceAuditCard } from './licence-audit-card';
import { RecordAuditCard } from './record-audit-card';
import { ShopProfileCard } from './shop-profile-card';
import { MerchantDaysCard } from './merchant-days-card';
import { useShopProfile } from './api/get-shop-profile';

// The edit form (Form, pickers, Select, Cascader, Upload) loads when "Edit" is clicked:
// ~120 KB gzip the page does not show before (docs/web.md "Delivery").
const ShopProfileDrawer = lazy(() =>
  import('./shop-profile-drawer').then((m) => ({ default: m.ShopProfileDrawer })),
);

/**
 * /shop/info: the public shop profile (docs/shop.md) beside the audit state (spec §2 "view audit").
 * The record card shows even without a merchant — that is where a new user follows the
 * onboarding review.
 */
export function ShopInfoPage() {
  const { t } = useTranslation();
  const company = useSessionStore((state) => state.company);
  const abilities = useAbilities();
  const [editing, setEditing] = useState<ShopProfile | null>(null);
  const canSeeLicence = company !== null && abilities.can('licence:manage');
  // Until the profile is read, its card alone: what is drawn under its skeleton (the days card,
  // and on a narrow screen the audit cards) would move down when it arrives (docs/web.md
  // "Ready at once").
  const profilePending = useShopProfile().isPending;

  const audit = (
    <Flex vertical gap={16}>
      <RecordAuditCard />
      {canSeeLicence && <LicenceAuditCard merchantId={company.id} />}
    </Flex>
  );
  return (
    <Flex vertical gap={16} data-testid="shop-info-page">
      <TitleHeading data-testid="shop-title">
        {company?.name ?? t('shopInfo.noMerchant')}
      </TitleHeading>
      {company === null && audit}
      {company !== null && profilePending && (
        <ShopProfileCard canEdit={abilities.can('shop:edit')} onEdit={setEditing} />
      )}
      {company !== null && !profilePending && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <Flex vertical gap={16}>
              <ShopProfileCard canEdit={abilities.can('shop:edit')} onEdit={setEditing} />
              <MerchantDaysCard canEdit={abilities.can('shop:edit')} />
            </Flex>
          </Col>
          <Col xs={24} lg={10}>
            {audit}
          </Col>
        </Row>
      )}
      {editing && (
        <Suspense fallback={null}>
          <ShopProfileDrawer profile={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Flex>
  );
}
