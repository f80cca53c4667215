import { CUSTOMER_TAG_MAX, CUSTOMER_TAGS_MAX } from '@console/contract/customers';
import { Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback';
import { useSaveCustomerTags } from './api/save-customer-tags';

type Props = { customerId: number; tags: string[]; canManage: boolean };

/** The customer's tags: removable and added one by one by customer:manage; read-only otherwise. */
export function CustomerTagsEditor({ customerId, tags, canManage }: Props) {
  const { t } = useTranslation();
  const save = useSaveCustomerTags();
  const [draft, setDraft] = useState('');

  const write = async (next: string[]) => {
    await save.mutateAsync({ id: customerId, tags: next });
    toast.success(t('customers.tags.saved'));
  };
  const add = () => {
    const tag = draft.trim();
    if (!tag) return;
    if (tag.includes(',')) {
      toast.warning(t('customer.tagComma'));
      return;
    }
    setDraft('');
    if (tags.includes(tag)) return;
    void write([...tags, tag]).catch(() => setDraft(tag));
  };

  return (
    <div data-testid="customer-tags">
      {tags.length === 0 && !canManage && <span>{t('customers.tags.none')}</span>}
      {tags.map((tag) => (
        <Tag
          key={tag}
          closable={canManage ? { 'aria-label': t('customers.tags.remove', { tag }) } : false}
          onClose={(event) => {
            event.preventDefault();
            void write(tags.filter((other) => other !== tag)).catch(() => undefined);
          }}
          style={{ marginBlock: 4 }}
          data-testid={`customer-tag-${tag}`}
        >
          {tag}
        </Tag>
      ))}
      {canManage && tags.length < CUSTOMER_TAGS_MAX && (
        <Input
          size="small"
          value={draft}
          maxLength={CUSTOMER_TAG_MAX}
          disabled={save.isPending}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={add}
          onBlur={() => draft.trim() && add()}
          placeholder={t('customers.tags.add')}
          aria-label={t('customers.tags.add')}
          style={{ width: 140, marginBlock: 4 }}
          data-testid="customer-tag-input"
        />
      )}
    </div>
  );
}
