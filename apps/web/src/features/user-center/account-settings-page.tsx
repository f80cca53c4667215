import {
  KeyOutlined,
  LayoutOutlined,
  LockOutlined,
  MailOutlined,
  MobileOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import type { ContactChannel } from '@console/contract/account-security';
import { Button, Flex } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleSegmented } from '../../lib/i18n/locale-segmented';
import { openSettingsDrawer } from '../../lib/settings/settings-drawer-store';
import { switchLocale } from '../../lib/settings/switch-locale';
import { useSessionStore } from '../../lib/session/session-store';
import { NotificationsCard } from './notifications/notifications-card';
import { PlainCard } from '../../lib/card/plain-card';
import { SecondFactorCard } from './second-factor/second-factor-card';
import { SessionsCard } from './sessions/sessions-card';
import { SignInsCard } from './sessions/sign-ins-card';
import { SettingList } from './setting-list';

// The two dialogs (antd Modal, Form, inputs) load when first opened (docs/web.md "Delivery").
const ChangeContactDialog = lazy(() =>
  import('./security/change-contact-dialog').then((m) => ({ default: m.ChangeContactDialog })),
);
const ChangePasswordDialog = lazy(() =>
  import('./security/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

type Props = {
  /** The password reset dialog (the reset flow of the sign-in pages), composed in by the app. */
  renderPasswordReset: (open: boolean, onClose: () => void) => ReactNode;
  /** The second factor's cards (passkeys), composed in by the app below the settings. */
  factorCards?: ReactNode;
};

/** /setting/account: language, layout, password, mail and mobile; notifications, sessions and sign-ins. */
export function AccountSettingsPage({ renderPasswordReset, factorCards }: Props) {
  const { t } = useTranslation();
  const [resetOpen, setResetOpen] = useState(false);
  const [changeOpen, setChangeOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps antd's closing animation.
  const [changeUsed, setChangeUsed] = useState(false);
  const [contact, setContact] = useState<ContactChannel | null>(null);
  const user = useSessionStore((state) => state.user);
  const contactRow = (channel: ContactChannel, icon: ReactNode) => ({
    key: channel,
    icon,
    title: t(channel === 'mail' ? 'security.mail.title' : 'security.mobile.title'),
    description: t(channel === 'mail' ? 'security.mail.desc' : 'security.mobile.desc', {
      value: user?.[channel] ?? '',
    }),
    action: (
      <Button onClick={() => setContact(channel)} data-testid={`account-change-${channel}`}>
        {t('security.contact.open')}
      </Button>
    ),
  });
  const rows = [
    {
      key: 'language',
      icon: <TranslationOutlined />,
      title: t('accountSettings.language'),
      description: t('accountSettings.language.desc'),
      action: <LocaleSegmented onSwitch={switchLocale} />,
    },
    {
      key: 'layout',
      icon: <LayoutOutlined />,
      title: t('accountSettings.layout'),
      description: t('accountSettings.layout.desc'),
      action: (
        <Button onClick={openSettingsDrawer} data-testid="account-open-settings">
          {t('accountSettings.layout.open')}
        </Button>
      ),
    },
    {
      key: 'password',
      icon: <LockOutlined />,
      title: t('security.password.title'),
      description: t('security.password.desc'),
      action: (
        <Button
          onClick={() => {
            setChangeUsed(true);
            setChangeOpen(true);
          }}
          data-testid="account-change-password"
        >
          {t('security.password.open')}
        </Button>
      ),
    },
    {
      key: 'reset',
      icon: <KeyOutlined />,
      title: t('security.reset.title'),
      description: t('security.reset.desc'),
      action: (
        <Button onClick={() => setResetOpen(true)} data-testid="account-reset-password">
          {t('security.reset.open')}
        </Button>
      ),
    },
    contactRow('mail', <MailOutlined />),
    contactRow('mobile', <MobileOutlined />),
  ];
  return (
    <Flex vertical gap={16}>
      <PlainCard title={t('route.setting.account')} data-testid="account-settings">
        <SettingList rows={rows} />
        {renderPasswordReset(resetOpen, () => setResetOpen(false))}
        <Suspense fallback={null}>
          {changeUsed && (
            <ChangePasswordDialog open={changeOpen} onClose={() => setChangeOpen(false)} />
          )}
          {contact && (
            <ChangeContactDialog channel={contact} open onClose={() => setContact(null)} />
          )}
        </Suspense>
      </PlainCard>
      <SecondFactorCard />
      {factorCards}
      <NotificationsCard />
      <SessionsCard />
      <SignInsCard />
    </Flex>
  );
}
