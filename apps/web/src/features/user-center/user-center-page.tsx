import { SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Descriptions, Empty, Flex, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlainCard } from '../../lib/card/plain-card';
import { useNavigate } from 'react-router';
import { TitleHeading } from '../../lib/heading/title-heading';
import { useSessionStore } from '../../lib/session/session-store';
import { ProfileCard } from './profile-card';
import styles from './setting-list.module.css';

/** /setting/user ("my home" in the user menu): who the signed-in user is, and their merchants. */
export function UserCenterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const company = useSessionStore((state) => state.company);
  if (!user) return null;
  const name = user.nickname || user.mail || user.mobile;

  return (
    <Flex vertical gap={16} data-testid="user-center">
      <PlainCard>
        <Flex align="center" gap={16} wrap>
          <Avatar size={64} src={user.faceUrl || undefined} icon={<UserOutlined />} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <TitleHeading ellipsis>{name}</TitleHeading>
            <Space size={4} wrap style={{ marginTop: 8 }}>
              {user.access.map((role) => (
                <Tag key={role} color={role === 'user' ? 'default' : 'purple'}>
                  {t(`role.${role}`)}
                </Tag>
              ))}
            </Space>
          </div>
          <Button icon={<SettingOutlined />} onClick={() => void navigate('/setting/account')}>
            {t('userCenter.settings')}
          </Button>
        </Flex>
      </PlainCard>
      <ProfileCard />
      <PlainCard title={t('route.setting.user')}>
        <Descriptions column={{ xs: 1, sm: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={t('userCenter.nickname')}>
            {user.nickname || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('userCenter.mail')}>{user.mail || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('userCenter.mobile')}>{user.mobile || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('userCenter.roles')}>
            {user.access.map((role) => t(`role.${role}`)).join(' / ') || t('common.none')}
          </Descriptions.Item>
        </Descriptions>
      </PlainCard>
      <PlainCard title={t('userCenter.merchants')} data-testid="user-merchants">
        {user.merchants.length === 0 ? (
          <Empty description={t('common.none')}>
            <Button type="primary" onClick={() => void navigate('/record')}>
              {t('layout.merchant.supplement')}
            </Button>
          </Empty>
        ) : (
          <ul className={styles.list}>
            {user.merchants.map((merchant) => (
              <li key={merchant.id} className={styles.item}>
                <span>{merchant.name}</span>
                {merchant.id === company?.id ? (
                  <Tag color="blue">{t('userCenter.current')}</Tag>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </PlainCard>
    </Flex>
  );
}
