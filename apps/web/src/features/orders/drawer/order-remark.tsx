import { ORDER_REMARK_MAX, type Order } from '@console/contract/orders';
import { apiCodes } from '@console/contract/api-codes';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback';
import { isApiError } from '../../../lib/http/api-error';
import { saveOrderRemark } from '../api/save-order-remark';
import { useOrderMutation } from '../api/use-order-mutation';

/**
 * The private remark, saved against the version read. Mount it keyed by the order's version:
 * a reload (after a save or a 1004) starts the box from the stored remark.
 */
export function OrderRemark({ order, canEdit }: { order: Order; canEdit: boolean }) {
  const { t } = useTranslation();
  const [remark, setRemark] = useState(order.remark);
  const mutation = useOrderMutation((text: string) => saveOrderRemark(order, text));

  async function save() {
    try {
      await mutation.mutateAsync(remark.trim());
      toast.success(t('orders.remark.saved'));
    } catch (error) {
      // The detail is read again on settle; the box restarts from the latest remark.
      if (isApiError(error) && error.code === apiCodes.conflict)
        toast.warning(t('orders.remark.reloaded'));
    }
  }

  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        value={remark}
        onChange={(event) => setRemark(event.target.value)}
        readOnly={!canEdit}
        rows={3}
        maxLength={ORDER_REMARK_MAX}
        showCount={canEdit}
        placeholder={t('orders.remark.placeholder')}
        data-testid="order-remark"
      />
      {canEdit && (
        // Below the character count, which sits under the box.
        <Flex justify="flex-end" style={{ marginTop: 16 }}>
          <Button
            onClick={() => void save()}
            loading={mutation.isPending}
            disabled={remark.trim() === order.remark}
            data-testid="order-remark-save"
          >
            {t('orders.remark.save')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
