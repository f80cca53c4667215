import { InfoCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../session/session-store';
import { StatusPanel } from '../status-panel';

/**
 * spec §6 "every call needs a chosen merchant": a merchant page opened by a user without one
 * shows this one state with the way to /record, instead of empty tables, a warning per skipped
 * call and successes for calls never made (docs/web.md "Merchant pages without a merchant").
 */
export function NoMerchantState() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusPanel
      data-testid="no-merchant"
      icon={<InfoCircleFilled />}
      title={t('merchant.none')}
      detail={t('layout.merchant.required.detail')}
      action={
        <Button
          type="primary"
          data-testid="no-merchant-register"
          onClick={() => navigate('/record')}
        >
          {t('layout.merchant.required.action')}
        </Button>
      }
    />
  );
}

/** The page itself once a merchant is chosen; its calls would all be skipped before that. */
export function requireMerchant(Page: ComponentType): ComponentType {
  return function MerchantPage() {
    const hasMerchant = useSessionStore((state) => state.company !== null);
    return hasMerchant ? <Page /> : <NoMerchantState />;
  };
}
