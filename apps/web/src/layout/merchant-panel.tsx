import { PlusOutlined, ShopOutlined } from '@ant-design/icons';
import { Avatar, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../lib/session/session-store';
import styles from './console-layout.module.css';

/**
 * spec §1: the sidebar shows the user's avatar and the current merchant name; a user with no
 * merchant sees "supplement merchant information" instead (the switcher comes in a later issue).
 */
export function MerchantPanel({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const company = useSessionStore((state) => state.company);
  const avatar = (
    <Avatar src={user?.faceUrl || undefined} icon={<ShopOutlined />} size={collapsed ? 32 : 40} />
  );

  if (!company) {
    const label = t('layout.merchant.supplement');
    return (
      <div className={styles.merchant}>
        {collapsed ? (
          <Tooltip title={label} placement="right">
            <Button
              type="primary"
              shape="circle"
              icon={<PlusOutlined />}
              onClick={() => void navigate('/record')}
              aria-label={label}
              data-testid="supplement-merchant"
            />
          </Tooltip>
        ) : (
          <Button
            type="primary"
            ghost
            block
            icon={<PlusOutlined />}
            onClick={() => void navigate('/record')}
            className={styles.supplement}
            data-testid="supplement-merchant"
          >
            {label}
          </Button>
        )}
      </div>
    );
  }

  return (
    <div className={styles.merchant}>
      {collapsed ? (
        <Tooltip title={company.name} placement="right">
          {avatar}
        </Tooltip>
      ) : (
        <>
          {avatar}
          <div className={styles.merchantText}>
            <div className={styles.merchantLabel}>{t('layout.merchant.current')}</div>
            <div
              className={styles.merchantName}
              title={company.name}
              data-testid="current-merchant"
            >
              {company.name}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
