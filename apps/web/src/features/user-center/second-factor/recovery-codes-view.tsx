import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback';
import styles from './second-factor.module.css';

type Props = { codes: string[]; onDone: () => void };

/** Ten recovery codes, shown this once (docs/auth.md "Recovery codes"): copy or save them. */
export function RecoveryCodesView({ codes, onDone }: Props) {
  const { t } = useTranslation();
  const text = codes.join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('secondFactor.codes.copied'));
    } catch {
      toast.error(t('secondFactor.codes.copyFailed'));
    }
  };

  const download = () => {
    const href = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = href;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(href);
  };

  return (
    <Flex vertical gap={16} data-testid="recovery-codes">
      <Alert type="warning" showIcon title={t('secondFactor.codes.once')} />
      <ol className={styles.codes}>
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <Flex gap={8} wrap>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('secondFactor.codes.copy')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          {t('secondFactor.codes.download')}
        </Button>
        <Button type="primary" onClick={onDone} data-testid="recovery-codes-done">
          {t('secondFactor.codes.saved')}
        </Button>
      </Flex>
    </Flex>
  );
}
