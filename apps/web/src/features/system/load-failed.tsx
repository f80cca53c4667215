import { ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../lib/status-panel';

/** A list that could not be read (the error was shown as a toast): say so, offer a retry. */
export function LoadFailed({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      icon={<WarningOutlined style={{ color: 'var(--ant-color-warning, #faad14)' }} />}
      title={t('system.loadFailed')}
      action={
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
      data-testid={testId}
    />
  );
}
