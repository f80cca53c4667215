import { CopyOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../feedback';
import styles from './recovery-codes-dialog.module.css';

type Props = { codes: string[] | null; onClose: () => void };

/**
 * docs/auth.md "Recovery codes": the ten codes, shown once, when a second factor is first set
 * up (the authenticator app or a first passkey). Closed only by "I have saved them": the
 * codes cannot be shown again.
 */
export function RecoveryCodesDialog({ codes, onClose }: Props) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText((codes ?? []).join('\n'));
      toast.success(t('recoveryCodes.copied'));
    } catch {
      toast.error(t('recoveryCodes.copyFailed'));
    }
  };
  return (
    <Modal
      open={codes !== null}
      title={t('recoveryCodes.title')}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      destroyOnHidden
      width={440}
      footer={[
        <Button
          key="copy"
          icon={<CopyOutlined />}
          onClick={() => void copy()}
          data-testid="recovery-codes-copy"
        >
          {t('recoveryCodes.copy')}
        </Button>,
        <Button key="saved" type="primary" onClick={onClose} data-testid="recovery-codes-saved">
          {t('recoveryCodes.saved')}
        </Button>,
      ]}
    >
      <p>{t('recoveryCodes.desc')}</p>
      <ol className={styles.codes} data-testid="recovery-codes">
        {(codes ?? []).map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </Modal>
  );
}
