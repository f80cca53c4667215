import { Descriptions, Image, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotRow, SnapshotValue } from './snapshot-rows';

const RECORD_LABELS = new Set([
  'name',
  'category',
  'contactName',
  'contactMobile',
  'contactMail',
  'address',
  'creditCode',
  'legalPerson',
  'description',
]);

function useFieldLabel() {
  const { t } = useTranslation();
  return (name: string) => {
    // licence snapshots answer the ID and account numbers masked (DESIGN §6)
    const field = name.replace(/Masked$/, '');
    if (field === 'licenceImageId') return t('recordPage.licenceImage');
    if (RECORD_LABELS.has(field)) return t(`recordPage.${field}` as 'recordPage.name');
    return t(`auditPage.field.${field}` as 'auditPage.field.bankName', { defaultValue: field });
  };
}

function ValueView({ field, value }: { field: string; value: SnapshotValue }): ReactNode {
  const { t } = useTranslation();
  if (value.kind === 'images') {
    return (
      <Image.PreviewGroup>
        <Space wrap>
          {value.urls.map((url) => (
            <Image key={url} src={url} width={96} height={96} style={{ objectFit: 'cover' }} />
          ))}
        </Space>
      </Image.PreviewGroup>
    );
  }
  if (field === 'category') {
    return t(`category.${value.text}` as 'category.other', { defaultValue: value.text });
  }
  if (field === 'subjectType') {
    return t(`licencePage.subject.${value.text}` as 'licencePage.subject.individual', {
      defaultValue: value.text,
    });
  }
  return value.text;
}

/** The submitted fields; a changed one is tagged and shows what it held before. */
export function SnapshotTable({ rows }: { rows: SnapshotRow[] }) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  return (
    <Descriptions
      bordered
      column={1}
      size="small"
      items={rows.map((row) => ({
        key: row.field,
        label: (
          <Space size={4} wrap>
            {label(row.field)}
            {row.changed ? <Tag color="orange">{t('auditPage.changed')}</Tag> : null}
          </Space>
        ),
        styles: row.changed ? { content: { background: 'rgba(250, 173, 20, 0.12)' } } : undefined,
        children: (
          <div data-testid={`audit-field-${row.field}`} data-changed={row.changed}>
            <ValueView field={row.field} value={row.value} />
            {row.previous ? (
              <Typography.Text type="secondary" delete style={{ display: 'block' }}>
                {row.previous.kind === 'text' ? (
                  t('auditPage.previousValue', { value: row.previous.text })
                ) : (
                  <ValueView field={row.field} value={row.previous} />
                )}
              </Typography.Text>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}
