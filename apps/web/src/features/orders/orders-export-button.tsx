import { DownloadOutlined } from '@ant-design/icons';
import { Button, Modal, Progress, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback';
import { exportOrders, type ExportProgress } from './order-export';
import type { OrderFilter } from './orders-filter';

/** Issue 6: the filtered list as a streamed CSV, with progress; cancelling stops the download. */
export function OrdersExportButton({
  filter,
  isEmpty,
}: {
  filter: OrderFilter;
  /** The filtered list has no rows: an export would be a header only (issue 12). */
  isEmpty: boolean;
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  async function start() {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ rows: 0, bytes: 0, total: null });
    try {
      const { rows } = await exportOrders(filter, setProgress, abort.signal);
      toast.success(t('orders.export.done', { rows }));
    } catch (error) {
      if (!abort.signal.aborted) {
        toast.error(
          error instanceof Error && error.message ? error.message : t('orders.export.failed'),
        );
      }
    } finally {
      controller.current = null;
      setProgress(null);
    }
  }

  const total = progress?.total ?? null;
  const percent =
    progress && total ? Math.min(100, Math.floor((progress.rows / Math.max(total, 1)) * 100)) : 0;

  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        loading={progress !== null}
        disabled={isEmpty}
        onClick={() => void start()}
        data-testid="orders-export"
      >
        {t('orders.export.button')}
      </Button>
      <Modal
        open={progress !== null}
        title={t('orders.export.title')}
        closable={false}
        maskClosable={false}
        footer={
          <Button onClick={() => controller.current?.abort()} data-testid="orders-export-cancel">
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
    </>
  );
}
