import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import type { CaptchaPurpose } from '@console/contract/auth';
import { Form, Input, Space, type FormInstance } from 'antd';
import { useFieldRules } from '../../lib/forms/field-rules';
import { CaptchaButton } from './captcha-button';

/** The mobile number input with the spec §5 rules, as every sign-in form asks for it. */
export function MobileField({ placeholder }: { placeholder: string }) {
  const rules = useFieldRules();
  return (
    <Form.Item name="mobile" rules={rules.mobile} validateFirst>
      <Input
        prefix={<MobileOutlined />}
        placeholder={placeholder}
        autoComplete="tel"
        inputMode="numeric"
        maxLength={11}
      />
    </Form.Item>
  );
}

type CaptchaFieldProps = {
  form: FormInstance;
  target: 'mobile' | 'mail';
  purpose: CaptchaPurpose;
  placeholder: string;
};

/** The one-time code input beside the button that sends it to the form's `target` field. */
export function CaptchaField({ form, target, purpose, placeholder }: CaptchaFieldProps) {
  const rules = useFieldRules();
  return (
    <Form.Item>
      <Space.Compact block>
        <Form.Item name="captcha" rules={rules.captcha} validateFirst noStyle>
          <Input
            prefix={<SafetyOutlined />}
            placeholder={placeholder}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
          />
        </Form.Item>
        <CaptchaButton form={form} target={target} purpose={purpose} />
      </Space.Compact>
    </Form.Item>
  );
}
