import { PASSKEY_NAME_MAX } from '@console/contract/passkeys';
import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../lib/forms/apply-field-errors';
import { PasskeyPromptError } from './browser-prompt';

type Values = { name: string };

type Props = {
  open: boolean;
  title: string;
  /** What happens after the name: shown under the title. */
  description?: string;
  initialName?: string;
  submitText: string;
  pending: boolean;
  /** Saves the name; a refusal of the server shows on the field, the dialog stays open. */
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
};

/** /setting/account: a passkey's name (1–40 characters), to add one or to rename it. */
export function PasskeyNameDialog(props: Props) {
  const { open, title, description, initialName, submitText, pending, onSubmit, onClose } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();

  const onFinish = async ({ name }: Values) => {
    try {
      await onSubmit(name.trim());
    } catch (error) {
      // The browser's refusal was told by a toast; the name stays for another try.
      if (!(error instanceof PasskeyPromptError)) applyFieldErrors(form, error, ['name']);
    }
  };

  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} destroyOnHidden width={440}>
      {description ? <p>{description}</p> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ name: initialName ?? '' }}
        onFinish={(values) => void onFinish(values)}
        preserve={false}
        data-testid="passkey-name-form"
      >
        <Form.Item
          name="name"
          label={t('passkeys.name')}
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('validation.passkeyName.required') },
            {
              max: PASSKEY_NAME_MAX,
              message: t('validation.tooLong', { max: PASSKEY_NAME_MAX }),
            },
          ]}
        >
          <Input
            placeholder={t('passkeys.name.placeholder')}
            autoComplete="off"
            data-testid="passkey-name"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={pending}
          data-testid="passkey-name-submit"
        >
          {submitText}
        </Button>
      </Form>
    </Modal>
  );
}
