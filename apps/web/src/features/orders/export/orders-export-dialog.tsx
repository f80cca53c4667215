import { Button, Modal, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExportProgress } from './order-export';

type Props = { progress: ExportProgress | null; onCancel: () => void };

/** The export's progress (loaded with the first export, not the list). */
export function OrdersExportDialog({ progress, onCancel }: Props) {
  const { t } = useTranslation();
  const total = progress?.total ?? null;
  const percent =
    progress && total ? Math.min(100, Math.floor((progress.rows / Math.max(total, 1)) * 100)) : 0;
  return (
    <Modal
      open={progress !== null}
      title={t('orders.export.title')}
      closable={false}
      maskClosable={false}
      footer={
        <Button onClick={onCancel} data-testid="orders-export-cancel">
          {t('orders.export.cancel')}
        </Button>
      }
    >
      {progress && (
        <div
          data-testid="orders-export-progress"
          data-rows={progress.rows}
          data-total={total ?? ''}
        >
          <Progress percent={total === 0 ? 100 : percent} status="active" />
          <Typography.Text type="secondary">
            {total === null
              ? t('orders.export.rowsUnknown', { rows: progress.rows })
              : t('orders.export.rows', { rows: progress.rows, total })}
          </Typography.Text>
        </div>
      )}
    </Modal>
  );
}
