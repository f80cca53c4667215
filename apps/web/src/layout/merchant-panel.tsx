import {
  CheckOutlined,
  DownOutlined,
  PlusOutlined,
  ShopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Badge, Button, Tooltip, type MenuProps } from 'antd';
// The Avatar file, not antd's index: that attaches Avatar.Group (with Popover), which the
// console never shows (docs/web.md "Delivery").
import Avatar from 'antd/es/avatar/Avatar';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useChatUnreadByMerchant } from '../lib/api/get-chat-unread';
import { addMerchant } from '../lib/merchant/add-merchant';
import { switchMerchant } from '../lib/merchant/switch-merchant';
import { useSessionStore } from '../lib/session/session-store';
import { ClickMenu } from './click-menu';
import styles from './console-layout.module.css';

type Props = { collapsed: boolean; dark: boolean };

/**
 * spec §1: the user's avatar and the current merchant; its dropdown lists the user's merchants
 * (switching asks first, spec §2) and "add merchant". A user with no merchant sees "supplement
 * merchant information" instead.
 */
export function MerchantPanel({ collapsed, dark }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const company = useSessionStore((state) => state.company);
  const unread = useChatUnreadByMerchant();
  const panelClass = `${styles.merchant} ${dark ? styles.merchantDark : styles.merchantLight}`;

  if (!company) {
    const label = t('layout.merchant.supplement');
    const goRecord = () => void navigate('/record');
    return (
      <div className={panelClass}>
        {collapsed ? (
          <Tooltip title={label} placement="right">
            <Button
              type="primary"
              shape="circle"
              icon={<PlusOutlined />}
              onClick={goRecord}
              aria-label={label}
              data-testid="supplement-merchant"
            />
          </Tooltip>
        ) : (
          <Button
            type="primary"
            block
            icon={<PlusOutlined />}
            onClick={goRecord}
            className={styles.supplement}
            data-testid="supplement-merchant"
          >
            {label}
          </Button>
        )}
      </div>
    );
  }

  const merchants = user?.merchants ?? [];
  const items: MenuProps['items'] = [
    {
      type: 'group',
      label: t('layout.merchant.list'),
      children: merchants.map((merchant) => {
        // Conversations waiting to be read in each merchant (docs/chat.md "Web", unread badges).
        const count = unread.get(merchant.id) ?? 0;
        return {
          key: String(merchant.id),
          icon: merchant.id === company.id ? <CheckOutlined /> : <ShopOutlined />,
          label: (
            <span data-testid={`merchant-option-${merchant.id}`}>
              {merchant.name}
              {count > 0 && (
                <Badge
                  count={count}
                  overflowCount={99}
                  size="small"
                  style={{ marginInlineStart: 8 }}
                  aria-label={t('layout.chatUnread', { count })}
                  data-testid={`merchant-unread-${merchant.id}`}
                />
              )}
            </span>
          ),
        };
      }),
    },
    { type: 'divider' },
    {
      key: 'add',
      icon: <PlusOutlined />,
      label: <span data-testid="add-merchant">{t('layout.merchant.add')}</span>,
    },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'add') return void addMerchant();
    const chosen = merchants.find((merchant) => String(merchant.id) === key);
    if (chosen) void switchMerchant(chosen);
  };

  // A dot when another merchant has conversations waiting to be read.
  const elsewhere = merchants.some(
    (merchant) => merchant.id !== company.id && (unread.get(merchant.id) ?? 0) > 0,
  );
  const avatar = (
    <Badge dot={elsewhere} data-testid={elsewhere ? 'merchant-unread-elsewhere' : undefined}>
      <Avatar
        src={user?.faceUrl || undefined}
        icon={<UserOutlined />}
        size={collapsed ? 32 : 40}
        aria-hidden="true"
      />
    </Badge>
  );
  return (
    <ClickMenu
      menu={{ items, onClick, selectable: true, selectedKeys: [String(company.id)] }}
      placement={collapsed ? 'bottomLeft' : 'bottom'}
    >
      <button
        type="button"
        className={panelClass}
        data-testid="merchant-switcher"
        // Its name is what it shows ("Current merchant" and the name, docs/accessibility.md
        // "Markup"); collapsed, only the avatar shows, so the name is said in words.
        aria-label={collapsed ? `${t('layout.merchant.current')}: ${company.name}` : undefined}
        title={collapsed ? company.name : undefined}
      >
        {avatar}
        {collapsed ? null : (
          <>
            <span className={styles.merchantText}>
              <span className={styles.merchantLabel}>{t('layout.merchant.current')}</span>
              <span
                className={styles.merchantName}
                title={company.name}
                data-testid="current-merchant"
              >
                {company.name}
              </span>
            </span>
            <DownOutlined className={styles.merchantArrow} aria-hidden="true" />
          </>
        )}
      </button>
    </ClickMenu>
  );
}
