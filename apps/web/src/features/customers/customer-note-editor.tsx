import { CUSTOMER_NOTE_MAX } from '@console/contract/customers';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback';
import { useSaveCustomerNote } from './api/save-customer-note';

type Props = { customerId: number; note: string };

/** The merchant's private note on the customer (customer:manage only; customers never see it). */
export function CustomerNoteEditor({ customerId, note }: Props) {
  const { t } = useTranslation();
  const save = useSaveCustomerNote();
  const [draft, setDraft] = useState(note);
  const isDirty = draft.trim() !== note;

  async function submit() {
    await save.mutateAsync({ id: customerId, note: draft.trim() });
    toast.success(t('customers.note.saved'));
  }

  return (
    <div data-testid="customer-note">
      <Input.TextArea
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        maxLength={CUSTOMER_NOTE_MAX}
        showCount
        autoSize={{ minRows: 3, maxRows: 8 }}
        placeholder={t('customers.note.placeholder')}
        aria-label={t('customers.note')}
        data-testid="customer-note-text"
      />
      <Button
        type="primary"
        size="small"
        style={{ marginTop: 8 }}
        disabled={!isDirty}
        loading={save.isPending}
        onClick={() => void submit().catch(() => undefined)}
        data-testid="customer-note-save"
      >
        {t('common.save')}
      </Button>
    </div>
  );
}
