import { BULK_ORDER_ACTIONS, type BulkOrderAction, type Order } from '@console/contract/orders';
import { Button, Flex } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, toast } from '../../../lib/feedback';
import { bulkTargets } from '../order-action-rules';
import { summarizeBulkResults, type BulkSummary } from './order-bulk-summary';
import { runBulkOrders } from '../api/run-bulk-orders';
import { LazyBulkResult, LazyOrderInputModal } from '../lazy-dialogs';
import { useOrderMutation } from '../api/use-order-mutation';

type Props = { selected: readonly Order[]; onDone: () => void };

/**
 * One action on the selected orders that fit it, confirmed, with a per-item result (docs/orders.md
 * "Bulk").
 */
export function OrdersBulkBar({ selected, onDone }: Props) {
  const { t } = useTranslation();
  const [askingReason, setAskingReason] = useState(false);
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const mutation = useOrderMutation(
    (input: { action: BulkOrderAction; orders: Order[]; reason?: string }) =>
      runBulkOrders(input.action, input.orders, input.reason),
  );

  async function run(action: BulkOrderAction, reason?: string) {
    const orders = bulkTargets(action, selected);
    setAskingReason(false);
    if (orders.length === 0) {
      toast.warning(t('orders.bulk.none'));
      return;
    }
    const isSure = await confirmDialog({
      title: t('orders.bulk.confirm.title', {
        action: t(`orders.bulk.${action}`),
        count: orders.length,
      }),
      content: t('orders.bulk.confirm.content', {
        count: orders.length,
        selected: selected.length,
      }),
      okText: t(`orders.bulk.${action}`),
      danger: action !== 'approve-refund',
    });
    if (!isSure) return;
    try {
      setSummary(summarizeBulkResults(await mutation.mutateAsync({ action, orders, reason })));
      onDone();
    } catch {
      // Shown by the http client (spec §8); the selection stays for another try.
    }
  }

  function start(action: BulkOrderAction) {
    if (action !== 'decline-refund') return void run(action);
    if (bulkTargets(action, selected).length === 0) return toast.warning(t('orders.bulk.none'));
    setAskingReason(true);
  }

  // Mounted while nothing is selected too: the result outlives the selection it cleared.
  return (
    <>
      {selected.length > 0 && (
        <Flex wrap gap={8} align="center">
          <span data-testid="orders-bulk-count">
            {t('orders.bulk.selected', { count: selected.length })}
          </span>
          {BULK_ORDER_ACTIONS.map((action) => (
            <Button
              key={action}
              size="small"
              danger={action !== 'approve-refund'}
              disabled={selected.length === 0 || mutation.isPending}
              loading={mutation.isPending && mutation.variables.action === action}
              onClick={() => start(action)}
              data-testid={`orders-bulk-${action}`}
            >
              {t(`orders.bulk.${action}`)}
            </Button>
          ))}
        </Flex>
      )}
      {askingReason && (
        <Suspense fallback={null}>
          <LazyOrderInputModal
            kind="reason"
            title={t('orders.reason.title.bulk-decline-refund', {
              count: bulkTargets('decline-refund', selected).length,
            })}
            onCancel={() => setAskingReason(false)}
            onSubmit={(reason) => void run('decline-refund', reason)}
          />
        </Suspense>
      )}
      <LazyBulkResult summary={summary} onClose={() => setSummary(null)} />
    </>
  );
}
