import type { MerchantRecord } from '@console/contract/merchant-records';
import { Button, Form, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback';
import { useSaveRecord } from './api/save-record';
import { RecordFields } from './record-form';
import {
  RECORD_FORM_FIELDS,
  toFormValues,
  toRecordBody,
  type RecordFormValues,
} from './record-values';
import { useRecordErrors } from './use-record-errors';

type Props = {
  /** The draft or rejected record to edit; null is a new one. */
  record: MerchantRecord | null;
  /** Which server version the form shows: the form is refilled when it changes. */
  stamp: string;
  onDirty: (dirty: boolean) => void;
  /** After a save or submit: the record to show from now on. */
  onSaved: (id: number) => void;
};

/**
 * The record form with its save and submit buttons: loaded by /record only for a record the
 * user can edit (a new one, a draft, a rejected one), with antd Form, the inputs, the region
 * cascader and the upload (docs/web.md "Delivery").
 */
export function RecordEditor({ record, stamp, onDirty, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RecordFormValues>();
  const save = useSaveRecord();
  const onError = useRecordErrors(form, () => onDirty(false));

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toFormValues(record));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stamp, form]);

  const run = async (submit: boolean) => {
    const values = form.getFieldsValue(true) as RecordFormValues;
    const names = submit
      ? [...RECORD_FORM_FIELDS]
      : RECORD_FORM_FIELDS.filter((name) => {
          const value = values[name];
          return Array.isArray(value) ? value.length > 0 : Boolean(value);
        });
    try {
      await form.validateFields(names);
    } catch {
      return;
    }
    try {
      const saved = await save.mutateAsync({ record, body: toRecordBody(values), submit });
      onSaved(saved.id);
      toast.success(t(submit ? 'recordPage.submitted' : 'recordPage.saved'));
    } catch (error) {
      onError(error);
    }
  };

  const busy = save.isPending;
  return (
    <Form<RecordFormValues>
      form={form}
      name="record"
      layout="vertical"
      style={{ maxWidth: 640, marginTop: 16 }}
      onValuesChange={() => onDirty(true)}
    >
      <RecordFields disabled={busy} />
      <Space wrap>
        <Button onClick={() => void run(false)} loading={busy} data-testid="record-save">
          {t('recordPage.saveDraft')}
        </Button>
        <Button
          type="primary"
          onClick={() => void run(true)}
          loading={busy}
          data-testid="record-submit"
        >
          {t(record?.rejectReason ? 'recordPage.resubmit' : 'recordPage.submit')}
        </Button>
      </Space>
    </Form>
  );
}
