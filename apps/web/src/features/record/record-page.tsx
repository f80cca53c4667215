import { Button, Flex, Form, Space, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { confirmDialog, toast } from '../../lib/feedback';
import { useSaveRecord } from './api/save-record';
import { useWithdrawRecord } from './api/withdraw-record';
import { useRecords } from '../../lib/api/list-records';
import { RecordList } from './record-list';
import { RecordFields } from './record-form';
import { RecordStatus } from './record-status';
import {
  RECORD_FORM_FIELDS,
  toFormValues,
  toRecordBody,
  type RecordFormValues,
} from './record-values';
import { useLeaveGuard } from '../../lib/forms/use-leave-guard';
import { useRecordErrors } from './use-record-errors';
import { selectionFor, shownRecord, type RecordSelection } from './shown-record';
import { PlainCard } from '../../lib/card/plain-card';

/**
 * /record: the signed-in user's merchant onboarding records (DESIGN §4); no merchant needed. The
 * list shows them all; the form shows the one picked, the newest, or a new one (issue 12).
 */
export function RecordPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RecordFormValues>();
  const current = useRecords();
  const records = current.data ?? [];
  // "Add merchant" (spec §2) opens /record?new=1: a new record unless one is still being written.
  const [params] = useSearchParams();
  const [picked, setPicked] = useState<RecordSelection>(null);
  const selection = picked ?? selectionFor(records, params.get('new') === '1');
  const record = shownRecord(records, selection);
  const save = useSaveRecord();
  const withdraw = useWithdrawRecord();
  // The stamp says which server version the form shows; edits count against that version.
  const stamp = record ? `${record.id}:${record.version}:${record.status}` : 'new';
  const [dirtyAt, setDirtyAt] = useState<string | null>(null);
  const dirty = dirtyAt === stamp;
  const setDirty = (value: boolean) => setDirtyAt(value ? stamp : null);
  const onError = useRecordErrors(form, () => setDirty(false));
  useLeaveGuard(dirty);

  const editable = !record || record.status === 'draft' || record.status === 'rejected';
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
      setDirty(false);
      setPicked(saved.id);
      toast.success(t(submit ? 'recordPage.submitted' : 'recordPage.saved'));
    } catch (error) {
      onError(error);
    }
  };

  const onWithdraw = async () => {
    if (!record) return;
    const ok = await confirmDialog({ title: t('recordPage.withdrawConfirm') });
    if (!ok) return;
    try {
      await withdraw.mutateAsync(record);
      toast.success(t('recordPage.withdrawn'));
    } catch (error) {
      onError(error);
    }
  };

  /** Another record, or a new one, replaces the form: unsaved input is dropped only when agreed. */
  const pick = async (next: RecordSelection) => {
    if (dirty && !(await confirmDialog({ title: t('recordList.discard') }))) return;
    setDirty(false);
    setPicked(next);
  };

  const busy = save.isPending || withdraw.isPending;
  const status = record ? (
    <Tag data-testid="record-status-tag">{t(`recordPage.status.${record.status}`)}</Tag>
  ) : null;
  return (
    <Flex vertical gap={16}>
      {records.length > 0 ? (
        <RecordList
          records={records}
          shownId={record?.id ?? null}
          onPick={(id) => void pick(id)}
          onNew={() => void pick('new')}
        />
      ) : null}
      <PlainCard
        title={record ? record.name || t('route.record') : t('recordList.newTitle')}
        extra={status}
        data-testid="record-form-card"
      >
        <Spin spinning={current.isPending}>
          <RecordStatus record={record} />
          <Form<RecordFormValues>
            form={form}
            name="record"
            layout="vertical"
            style={{ maxWidth: 640, marginTop: 16 }}
            onValuesChange={() => setDirty(true)}
          >
            <RecordFields disabled={!editable || busy} />
            <Space wrap>
              {editable ? (
                <>
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
                </>
              ) : null}
              {record?.status === 'pending' ? (
                <Button
                  danger
                  onClick={() => void onWithdraw()}
                  loading={busy}
                  data-testid="record-withdraw"
                >
                  {t('recordPage.withdraw')}
                </Button>
              ) : null}
            </Space>
          </Form>
        </Spin>
      </PlainCard>
    </Flex>
  );
}
