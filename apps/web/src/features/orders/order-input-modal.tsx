import { ORDER_REASON_MAX, VERIFICATION_CODE_PATTERN } from '@console/contract/orders';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  title: string;
  /** 'code': the customer's 8-digit check-in code; 'reason': a reason of 2–200 characters. */
  kind: 'code' | 'reason';
  isSubmitting?: boolean;
  onCancel: () => void;
  onSubmit: (value: string) => void;
};

const REASON_MIN = 2;

/** Asks for the one value a command needs; mounted only while it is asked. */
export function OrderInputModal({ title, kind, isSubmitting, onCancel, onSubmit }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ value: string }>();
  const isCode = kind === 'code';
  return (
    <Modal
      open
      title={title}
      okText={t('orders.modal.ok')}
      confirmLoading={isSubmitting}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': 'order-input-ok' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={({ value }) => onSubmit(value.trim())}
        requiredMark={false}
      >
        <Form.Item
          name="value"
          label={isCode ? t('orders.checkin.code') : t('orders.reason.label')}
          rules={
            isCode
              ? [
                  {
                    required: true,
                    pattern: VERIFICATION_CODE_PATTERN,
                    message: t('order.codeInvalid'),
                  },
                ]
              : [
                  { required: true, whitespace: true, message: t('order.reasonRequired') },
                  { min: REASON_MIN, max: ORDER_REASON_MAX, message: t('orders.reason.length') },
                ]
          }
        >
          {isCode ? (
            <Input
              autoFocus
              inputMode="numeric"
              maxLength={8}
              autoComplete="off"
              placeholder={t('orders.checkin.placeholder')}
              data-testid="order-checkin-code"
            />
          ) : (
            <Input.TextArea
              autoFocus
              rows={3}
              maxLength={ORDER_REASON_MAX}
              showCount
              placeholder={t('orders.reason.placeholder')}
              data-testid="order-reason"
            />
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
