import type { Order } from '@console/contract/orders';
import { apiCodes } from '@console/contract/api-codes';
import { Button, Space } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, toast } from '../../lib/feedback';
import { isApiError } from '../../lib/http/api-error';
import { useAbilities } from '../../lib/merchant/merchant-context';
import { orderCommands, type OrderCommand } from './order-action-rules';
import { runOrderCommand, type CommandInput } from './api/run-order-command';
import { formatYuan } from '../../lib/format-money';
import { LazyOrderInputModal } from './lazy-dialogs';
import { useOrderMutation } from './api/use-order-mutation';

type Props = {
  order: Order;
  /** 'row': compact links in a table cell; 'page': buttons in the drawer. */
  variant?: 'row' | 'page';
};

type Asking = 'checkin' | 'decline-refund' | 'refund';
const ASKS: readonly OrderCommand[] = ['checkin', 'decline-refund', 'refund'];
const DESTRUCTIVE: readonly OrderCommand[] = ['cancel', 'refund', 'decline-refund'];

/**
 * Check in, cancel unpaid, approve / decline a refund, refund: what the status allows
 * (docs/orders.md "States").
 */
export function OrderActions({ order, variant = 'row' }: Props) {
  const { t } = useTranslation();
  const abilities = useAbilities();
  const commands = orderCommands(order.status, abilities.can('order:manage'));
  const [asking, setAsking] = useState<Asking | null>(null);
  const mutation = useOrderMutation((input: { command: OrderCommand } & CommandInput) =>
    runOrderCommand(order, input.command, input),
  );
  const names = { no: order.orderNo, amount: formatYuan(order.amountCents) };

  async function run(command: OrderCommand, input: CommandInput = {}) {
    // spec: every destructive action asks first; a refund asks after its reason is given.
    if (command === 'cancel' || command === 'approve-refund' || command === 'refund') {
      const isSure = await confirmDialog({
        title: t(`orders.confirm.${command}.title`, names),
        content: t(`orders.confirm.${command}.content`, names),
        okText: t(`orders.confirm.${command}.ok`),
        danger: command !== 'approve-refund',
      });
      if (!isSure) return;
    }
    try {
      await mutation.mutateAsync({ command, ...input });
      setAsking(null);
      toast.success(t(`orders.done.${command}`));
    } catch (error) {
      // The list and drawer refresh on settle; say why things moved. Others were shown already.
      if (isApiError(error) && error.code === apiCodes.conflict) {
        setAsking(null);
        toast.warning(t('orders.changedMeanwhile'));
      }
    }
  }

  if (commands.length === 0) return null;
  const isRow = variant === 'row';
  return (
    // A click here (or in the modal, a React child) must not also open the row's drawer.
    <span onClick={(event) => event.stopPropagation()}>
      <Space size={isRow ? 0 : 8} wrap>
        {commands.map((command) => (
          <Button
            key={command}
            type={isRow ? 'link' : command === 'checkin' ? 'primary' : 'default'}
            size={isRow ? 'small' : 'middle'}
            danger={DESTRUCTIVE.includes(command)}
            loading={mutation.isPending && mutation.variables.command === command}
            disabled={mutation.isPending && mutation.variables.command !== command}
            onClick={() =>
              ASKS.includes(command) ? setAsking(command as Asking) : void run(command)
            }
            data-testid={`order-action-${command}`}
          >
            {t(`orders.action.${command}`)}
          </Button>
        ))}
      </Space>
      {asking !== null && (
        <Suspense fallback={null}>
          <LazyOrderInputModal
            kind={asking === 'checkin' ? 'code' : 'reason'}
            title={
              asking === 'checkin'
                ? t('orders.checkin.title', names)
                : t(`orders.reason.title.${asking}`, names)
            }
            isSubmitting={mutation.isPending}
            onCancel={() => setAsking(null)}
            onSubmit={(value) =>
              void run(asking, asking === 'checkin' ? { code: value } : { reason: value })
            }
          />
        </Suspense>
      )}
    </span>
  );
}
