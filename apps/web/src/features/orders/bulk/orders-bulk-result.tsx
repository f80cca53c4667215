import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BulkSummary } from './order-bulk-summary';

type Props = { summary: BulkSummary | null; onClose: () => void };

/** What a bulk action did, item by item (loaded with the first result, not the list). */
export function OrdersBulkResult({ summary, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={summary !== null}
      title={t('orders.bulk.result.title')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('orders.bulk.result.close')}
        </Button>
      }
    >
      {summary && (
        <div data-testid="orders-bulk-result">
          <Typography.Paragraph type="success" data-testid="orders-bulk-succeeded">
            {t('orders.bulk.result.succeeded', { count: summary.succeeded })}
          </Typography.Paragraph>
          {summary.failed.map(({ msg, ids }) => (
            <Typography.Paragraph key={msg} type="danger">
              {t('orders.bulk.result.failed', { count: ids.length, msg })}
            </Typography.Paragraph>
          ))}
        </div>
      )}
    </Modal>
  );
}
