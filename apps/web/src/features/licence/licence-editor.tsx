import { LICENCE_MOVES, type LicenceContent, type LicenceStatus } from '@console/contract/licences';
import { Alert, Button, Form } from 'antd';
import { apiCodes } from '@console/contract/api-codes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../lib/forms/apply-field-errors';
import { toast } from '../../lib/feedback';
import { isApiError } from '../../lib/http/api-error';
import { useDirtyGuard } from '../../lib/tabs/dirty-guard';
import { LicenceFields } from './licence-fields';
import { toLicenceBody, toLicenceForm, type LicenceFormValues } from './licence-values';
import { useSubmitLicence } from './api/submit-licence';

const NAMES = [
  'subjectType',
  'holderName',
  'credentialNumber',
  'legalPerson',
  'legalIdNumber',
  'validUntil',
  'accountName',
  'bankName',
  'accountNumber',
];
const ALERT = {
  none: 'info',
  pending: 'info',
  approved: 'success',
  rejected: 'error',
  expired: 'warning',
} as const;

/** The licence as read (never before it is read: docs/web.md "/account/license"), its state and its form. */
export function LicenceEditor({ content }: { content: LicenceContent }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LicenceFormValues>();
  const submit = useSubmitLicence();
  const { status, licence } = content;
  const stamp = `${status}:${licence?.version ?? 0}`;
  const [dirtyAt, setDirtyAt] = useState<string | null>(null);
  useDirtyGuard(dirtyAt === stamp);

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toLicenceForm(licence));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stamp, form]);

  const onFinish = async (values: LicenceFormValues) => {
    try {
      await submit.mutateAsync(toLicenceBody(values, licence?.version ?? 0));
      setDirtyAt(null);
      toast.success(t('recordPage.submitted'));
    } catch (error) {
      if (isApiError(error) && error.code === apiCodes.conflict) {
        toast.warning(`${error.message} ${t('recordPage.reloaded')}`);
        setDirtyAt(null);
        return;
      }
      applyFieldErrors(form, error, NAMES);
      if (isApiError(error) && error.fields.imageIds) {
        form.setFields([{ name: 'images', errors: [t('licence.imageInvalid')] }]);
      }
    }
  };

  // The form is offered where the licence's `submit` move starts (contract LICENCE_MOVES).
  const editable = (LICENCE_MOVES.submit.from as readonly LicenceStatus[]).includes(status);
  return (
    <>
      <Alert
        type={ALERT[status]}
        showIcon
        title={t(`licencePage.hint.${status}`)}
        description={
          status === 'rejected' && licence?.rejectReason
            ? t('recordPage.rejectedHint', { reason: licence.rejectReason })
            : undefined
        }
        style={{ marginBottom: 16 }}
        data-testid="licence-alert"
        data-status={status}
      />
      <Form<LicenceFormValues>
        form={form}
        name="licence"
        layout="vertical"
        style={{ maxWidth: 640 }}
        onValuesChange={() => setDirtyAt(stamp)}
        onFinish={(values) => void onFinish(values)}
      >
        <LicenceFields licence={licence} disabled={!editable || submit.isPending} />
        {editable ? (
          <Button
            type="primary"
            htmlType="submit"
            loading={submit.isPending}
            data-testid="licence-submit"
          >
            {t('recordPage.submit')}
          </Button>
        ) : null}
      </Form>
    </>
  );
}
