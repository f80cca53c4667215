import { KeyOutlined, ReloadOutlined, SafetyOutlined } from '@ant-design/icons';
import { Alert, Button, Tag } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlainCard } from '../../../lib/card/plain-card';
import { LazyResult } from '../../../lib/lazy-result';
import { useSecondFactor } from '../../../lib/api/get-second-factor';
import { SettingList } from '../setting-list';
import { PlainSkeleton } from '../../../lib/plain-skeleton';

// The dialogs (antd Modal, Form, QRCode) load when first opened (docs/web.md "Delivery").
const TotpSetupDialog = lazy(() =>
  import('./totp-setup-dialog').then((m) => ({ default: m.TotpSetupDialog })),
);
const CodeDialog = lazy(() => import('./code-dialog').then((m) => ({ default: m.CodeDialog })));

type Open = 'setup' | 'disable' | 'renew' | null;

/**
 * /setting/account: two-step verification (docs/auth.md "Second factor"): the authenticator
 * app and the recovery codes; what requires one of me is said first.
 */
export function SecondFactorCard() {
  const { t } = useTranslation();
  const status = useSecondFactor();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const anchor = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  // Led here after signing in (docs/auth.md "Required"): the card is brought into view.
  useEffect(() => {
    if (hash === '#second-factor' && status.isSuccess)
      anchor.current?.scrollIntoView({ block: 'center' });
  }, [hash, status.isSuccess]);

  const content = () => {
    if (status.isPending) {
      return (
        <div data-testid="second-factor-loading">
          <PlainSkeleton active />
        </div>
      );
    }
    if (status.isError) {
      return (
        <LazyResult
          status="warning"
          title={t('secondFactor.loadFailed')}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void status.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      );
    }
    const { totp, recoveryCodesLeft, passkeys, requiredBy } = status.data;
    const hasFactor = totp || passkeys.length > 0;
    const rows = [
      {
        key: 'app',
        icon: <SafetyOutlined />,
        title: (
          <>
            {t('secondFactor.app.title')}{' '}
            <Tag color={totp ? 'green' : 'default'} data-testid="totp-state">
              {t(totp ? 'secondFactor.on' : 'secondFactor.off')}
            </Tag>
          </>
        ),
        description: t(totp ? 'secondFactor.app.onDesc' : 'secondFactor.app.offDesc'),
        action: totp ? (
          <Button danger onClick={() => setOpen('disable')} data-testid="totp-turn-off">
            {t('secondFactor.app.turnOff')}
          </Button>
        ) : (
          <Button type="primary" onClick={() => setOpen('setup')} data-testid="totp-turn-on">
            {t('secondFactor.app.turnOn')}
          </Button>
        ),
      },
      ...(hasFactor
        ? [
            {
              key: 'codes',
              icon: <KeyOutlined />,
              title: t('secondFactor.codes.title'),
              description: t('secondFactor.codes.left', { count: recoveryCodesLeft }),
              action: (
                <Button onClick={() => setOpen('renew')} data-testid="recovery-codes-renew">
                  {t('secondFactor.codes.renew')}
                </Button>
              ),
            },
          ]
        : []),
    ];
    return (
      <>
        {requiredBy.length > 0 && !hasFactor ? (
          <Alert
            type="warning"
            showIcon
            title={t('secondFactor.required', {
              names: requiredBy.join(t('secondFactor.separator')),
            })}
            data-testid="second-factor-required"
          />
        ) : null}
        <SettingList rows={rows} />
      </>
    );
  };

  return (
    <PlainCard title={t('secondFactor.title')} data-testid="second-factor">
      <div id="second-factor" ref={anchor}>
        {content()}
      </div>
      <Suspense fallback={null}>
        {open === 'setup' ? <TotpSetupDialog open onClose={close} /> : null}
        {open === 'disable' || open === 'renew' ? (
          <CodeDialog action={open} onClose={close} />
        ) : null}
      </Suspense>
    </PlainCard>
  );
}
