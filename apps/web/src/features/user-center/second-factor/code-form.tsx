import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../lib/forms/apply-field-errors';

type Props = {
  /** The app's 6 digits only, or a recovery code too. */
  recoveryToo: boolean;
  submitText: string;
  danger?: boolean;
  pending: boolean;
  onCode: (code: string) => Promise<void>;
};

/** One code asked before a change of the second factor; the server's message shows under it. */
export function CodeForm({ recoveryToo, submitText, danger, pending, onCode }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const onFinish = async ({ code }: { code: string }) => {
    try {
      await onCode(code.trim());
    } catch (error) {
      applyFieldErrors(form, error, ['code']);
    }
  };
  return (
    <Form<{ code: string }>
      form={form}
      layout="vertical"
      onFinish={(values) => void onFinish(values)}
      data-testid="second-factor-code-form"
    >
      <Form.Item
        name="code"
        label={t(recoveryToo ? 'secondFactor.code.any' : 'secondFactor.code.app')}
        rules={[
          { required: true, whitespace: true, message: t('validation.secondFactorCode.required') },
          ...(recoveryToo
            ? []
            : [{ pattern: /^\s*\d{3}\s?\d{3}\s*$/, message: t('validation.totpCode.format') }]),
        ]}
        validateFirst
      >
        <Input
          autoComplete="one-time-code"
          inputMode={recoveryToo ? 'text' : 'numeric'}
          maxLength={recoveryToo ? 32 : 7}
          data-testid="second-factor-code"
        />
      </Form.Item>
      <Button
        type="primary"
        danger={danger}
        htmlType="submit"
        block
        loading={pending}
        data-testid="second-factor-code-submit"
      >
        {submitText}
      </Button>
    </Form>
  );
}
