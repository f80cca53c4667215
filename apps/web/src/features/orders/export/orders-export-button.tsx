import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback';
import { LazyExportDialog } from '../lazy-dialogs';
import { exportOrders, type ExportProgress } from './order-export';
import type { OrderFilter } from '../api/keys';

/** The filtered list as a streamed CSV, with progress; cancelling stops the download. */
export function OrdersExportButton({
  filter,
  isEmpty,
}: {
  filter: OrderFilter;
  /** The filtered list has no rows: an export would be a header only (docs/orders.md "CSV"). */
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
      <LazyExportDialog progress={progress} onCancel={() => controller.current?.abort()} />
    </>
  );
}
