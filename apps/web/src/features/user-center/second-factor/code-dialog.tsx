import { Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback';
import { CodeForm } from './code-form';
import { RecoveryCodesDialog } from '../../../lib/second-factor/recovery-codes-dialog';
import { useRecoveryCodesRenewal, useTotpDisable } from './second-factor-api';

type Props = { action: 'disable' | 'renew'; onClose: () => void };

/** Turning the app off, or renewing the recovery codes: each asks a current code first. */
export function CodeDialog({ action, onClose }: Props) {
  const { t } = useTranslation();
  const disable = useTotpDisable();
  const renew = useRecoveryCodesRenewal();
  const [codes, setCodes] = useState<string[] | null>(null);

  const onCode = async (code: string) => {
    if (action === 'disable') {
      await disable.mutateAsync(code);
      toast.success(t('secondFactor.app.turnedOff'));
      onClose();
      return;
    }
    setCodes(await renew.mutateAsync(code));
    toast.success(t('secondFactor.codes.renewed'));
  };

  // The new codes, shown this once, take the dialog's place.
  if (codes) return <RecoveryCodesDialog codes={codes} onClose={onClose} />;
  return (
    <Modal
      open
      title={t(action === 'disable' ? 'secondFactor.app.turnOff' : 'secondFactor.codes.renew')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={480}
    >
      <Typography.Paragraph>
        {t(action === 'disable' ? 'secondFactor.app.offText' : 'secondFactor.codes.renewText')}
      </Typography.Paragraph>
      <CodeForm
        recoveryToo
        danger={action === 'disable'}
        submitText={t(
          action === 'disable' ? 'secondFactor.app.turnOff' : 'secondFactor.codes.renew',
        )}
        pending={disable.isPending || renew.isPending}
        onCode={onCode}
      />
    </Modal>
  );
}
