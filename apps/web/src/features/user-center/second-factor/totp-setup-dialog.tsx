import { Alert, Button, Flex, Modal, QRCode, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback';
import { CodeForm } from './code-form';
import { RecoveryCodesDialog } from '../../../lib/second-factor/recovery-codes-dialog';
import { useTotpEnable, useTotpSetup } from './second-factor-api';
import styles from './second-factor.module.css';
import { PlainSkeleton } from '../../../lib/plain-skeleton';

type Props = { open: boolean; onClose: () => void };

/**
 * Turning the authenticator app on (docs/auth.md "Authenticator app"): scan the QR code or type
 * the secret, give the first code, then keep the recovery codes shown this once.
 */
export function TotpSetupDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const setup = useTotpSetup();
  const enable = useTotpEnable();
  const [codes, setCodes] = useState<string[] | null>(null);
  const { mutate } = setup;

  useEffect(() => {
    if (open) mutate();
  }, [open, mutate]);

  const onCode = async (code: string) => {
    setCodes(await enable.mutateAsync(code));
    toast.success(t('secondFactor.app.turnedOn'));
  };

  const body = () => {
    if (setup.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('secondFactor.app.setupFailed')}
          action={<Button onClick={() => mutate()}>{t('common.retry')}</Button>}
        />
      );
    }
    if (!setup.data) {
      return (
        <div data-testid="totp-setup-loading">
          <PlainSkeleton active />
        </div>
      );
    }
    return (
      <Flex vertical gap={16}>
        <Typography.Paragraph>{t('secondFactor.app.scan')}</Typography.Paragraph>
        <div className={styles.setup}>
          <QRCode
            value={setup.data.uri}
            size={168}
            bordered={false}
            aria-label={t('secondFactor.app.qr')}
            data-testid="totp-qr"
          />
          <div>
            <Typography.Text type="secondary">{t('secondFactor.app.secret')}</Typography.Text>
            <Typography.Paragraph
              className={styles.secret}
              copyable={{ text: setup.data.secret }}
              data-testid="totp-secret"
            >
              {setup.data.secret.replace(/(.{4})/g, '$1 ').trim()}
            </Typography.Paragraph>
          </div>
        </div>
        <CodeForm
          recoveryToo={false}
          submitText={t('secondFactor.app.turnOn')}
          pending={enable.isPending}
          onCode={onCode}
        />
      </Flex>
    );
  };

  // The codes, shown this once, take the set-up's place.
  if (codes) return <RecoveryCodesDialog codes={codes} onClose={onClose} />;
  return (
    <Modal
      open={open}
      title={t('secondFactor.app.setupTitle')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      maskClosable={false}
      width={480}
    >
      {body()}
    </Modal>
  );
}
