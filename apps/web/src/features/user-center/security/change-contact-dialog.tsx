import type { ContactChannel } from '@console/contract/account-security';
import { CAPTCHA_RESEND_SECONDS } from '@console/contract/constants';
import { Button, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/forms/apply-field-errors';
import { useFieldRules } from '../../../lib/forms/field-rules';
import { useCountdown } from '../../../lib/hooks/use-countdown';
import { useChangeContact } from './change-contact';
import { useSendContactCode } from './send-contact-code';

type Values = { to: string; code: string };

type Props = { channel: ContactChannel; open: boolean; onClose: () => void };

/**
 * /setting/account: a new mail or mobile, a code sent to it (60 s countdown as on the sign-in
 * pages), then save; the old address gets a notice from the server (docs/account.md).
 */
export function ChangeContactDialog({ channel, open, onClose }: Props) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<Values>();
  const countdown = useCountdown();
  const send = useSendContactCode();
  const change = useChangeContact();
  const isMail = channel === 'mail';

  const sendCode = async () => {
    const valid = await form.validateFields(['to']).then(
      () => true,
      () => false,
    );
    if (!valid) return;
    try {
      const to = String(form.getFieldValue('to')).trim();
      const sent = await send.mutateAsync({ channel, to });
      toast.success(t('captcha.sent'));
      countdown.start(sent.resendAfter > 0 ? sent.resendAfter : CAPTCHA_RESEND_SECONDS);
    } catch (error) {
      applyFieldErrors(form, error, ['to']);
    }
  };

  const onFinish = async (values: Values) => {
    try {
      await change.mutateAsync({ channel, to: values.to.trim(), code: values.code.trim() });
      toast.success(t(isMail ? 'security.contact.mailChanged' : 'security.contact.mobileChanged'));
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, ['to', 'code']);
    }
  };

  return (
    <Modal
      open={open}
      title={t(isMail ? 'security.mail.title' : 'security.mobile.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={440}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
        preserve={false}
        data-testid={`change-${channel}-form`}
      >
        <Form.Item
          name="to"
          label={t(isMail ? 'security.contact.newMail' : 'security.contact.newMobile')}
          rules={isMail ? rules.mail : rules.mobile}
          validateFirst
        >
          <Input maxLength={isMail ? 254 : 11} data-testid="contact-to" />
        </Form.Item>
        <Form.Item label={t('security.contact.code')} required>
          <Space.Compact block>
            <Form.Item name="code" rules={rules.captcha} validateFirst noStyle>
              <Input
                maxLength={6}
                inputMode="numeric"
                aria-label={t('security.contact.code')}
                data-testid="contact-code"
              />
            </Form.Item>
            <Button
              onClick={() => void sendCode()}
              disabled={countdown.isRunning}
              loading={send.isPending}
              data-testid="contact-send-code"
              style={{ minWidth: 132 }}
            >
              {countdown.isRunning
                ? t('captcha.resend', { seconds: countdown.remaining })
                : t('captcha.get')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={change.isPending}
          data-testid="contact-submit"
        >
          {t('security.contact.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
