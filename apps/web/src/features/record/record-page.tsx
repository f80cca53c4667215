import { Button, Flex, Spin, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { confirmDialog, toast } from '../../lib/feedback';
import { useWithdrawRecord } from './api/withdraw-record';
import { useRecords } from '../../lib/api/list-records';
import { RecordList } from './record-list';
import { RecordStatus } from './record-status';
import { RecordView } from './record-view';
import { useRecordErrors } from './use-record-errors';
import {
  canWithdraw,
  isOpen,
  selectionFor,
  shownRecord,
  type RecordSelection,
} from './shown-record';
import { useLeaveGuard } from '../../lib/forms/use-leave-guard';
import { PlainCard } from '../../lib/card/plain-card';
import styles from './record-page.module.css';

// The form (antd Form, inputs, region cascader and dataset, upload) loads only for a record the
// user can edit: a pending or approved record is shown read-only (docs/web.md "Delivery").
const RecordEditor = lazy(() =>
  import('./record-editor').then((m) => ({ default: m.RecordEditor })),
);

/** Where the form will be, while it loads: a spinner in the form's place, not a blank. */
function FormLoading() {
  return (
    <Spin spinning>
      <div className={styles.loading} />
    </Spin>
  );
}

/**
 * /record: the signed-in user's merchant onboarding records (DESIGN §4); no merchant needed. The
 * list shows them all; the form shows the one picked, the newest, or a new one (docs/web.md
 * "Onboarding, licence and audit pages").
 */
export function RecordPage() {
  const { t } = useTranslation();
  const current = useRecords();
  const records = current.data ?? [];
  // "Add merchant" (spec §2) opens /record?new=1: a new record unless one is still being written.
  const [params] = useSearchParams();
  const [picked, setPicked] = useState<RecordSelection>(null);
  const selection = picked ?? selectionFor(records, params.get('new') === '1');
  const record = shownRecord(records, selection);
  const withdraw = useWithdrawRecord();
  // The stamp says which server version the form shows; edits count against that version.
  const stamp = record ? `${record.id}:${record.version}:${record.status}` : 'new';
  const [dirtyAt, setDirtyAt] = useState<string | null>(null);
  const dirty = dirtyAt === stamp;
  const setDirty = (value: boolean) => setDirtyAt(value ? stamp : null);
  const onError = useRecordErrors(null, () => setDirty(false));
  useLeaveGuard(dirty);

  const editable = !record || isOpen(record);

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

  const status = record ? (
    <Tag data-testid="record-status-tag">{t(`recordPage.status.${record.status}`)}</Tag>
  ) : null;
  // Until the records are read, only the spinner: the card drawn now would move down once the
  // list above it arrives (docs/web.md "Ready at once").
  if (current.isPending) return <FormLoading />;
  let body;
  if (editable) {
    body = (
      <Suspense fallback={<FormLoading />}>
        <RecordEditor
          record={record}
          stamp={stamp}
          onDirty={setDirty}
          onSaved={(id) => {
            setDirty(false);
            setPicked(id);
          }}
        />
      </Suspense>
    );
  } else {
    body = (
      <>
        <RecordView record={record} />
        {canWithdraw(record) ? (
          <Button
            danger
            className={styles.withdraw}
            onClick={() => void onWithdraw()}
            loading={withdraw.isPending}
            data-testid="record-withdraw"
          >
            {t('recordPage.withdraw')}
          </Button>
        ) : null}
      </>
    );
  }
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
        <RecordStatus record={record} />
        {body}
      </PlainCard>
    </Flex>
  );
}
