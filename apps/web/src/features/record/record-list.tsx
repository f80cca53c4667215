import type { MerchantRecord } from '@console/contract/merchant-records';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date';
import { PlainCard } from '../../lib/card/plain-card';
import { PlainTable, type PlainColumn } from '../../lib/table/plain-table';

// The list is the console's plain table in antd's look (lib/table/plain-table.tsx): antd Table
// brought its pager, filter tree and selection (~50 KB gzip) that this short list never uses.

const at = (value: string | null) => (value === null ? '-' : formatDateTime(value));

type Props = {
  records: readonly MerchantRecord[];
  shownId: number | null;
  onPick: (id: number) => void;
  onNew: () => void;
};

/**
 * The user's records on /record (docs/web.md "Onboarding, licence and audit pages"): one per
 * merchant applied for, newest first. An owner whose record was approved starts another here for a
 * new merchant (DESIGN §4: approval of a new record creates a merchant).
 */
export function RecordList({ records, shownId, onPick, onNew }: Props) {
  const { t } = useTranslation();
  const columns: PlainColumn<MerchantRecord>[] = [
    {
      key: 'name',
      title: t('recordList.name'),
      ellipsis: true,
      render: (_, row) => row.name || t('recordList.unnamed'),
    },
    {
      key: 'status',
      title: t('recordList.status'),
      width: 110,
      render: (_, row) => <Tag>{t(`recordPage.status.${row.status}`)}</Tag>,
    },
    { key: 'createdAt', title: t('recordList.createdAt'), render: (_, row) => at(row.createdAt) },
    {
      key: 'submittedAt',
      title: t('recordList.submittedAt'),
      render: (_, row) => at(row.submittedAt),
    },
    { key: 'decidedAt', title: t('recordList.decidedAt'), render: (_, row) => at(row.decidedAt) },
    {
      key: 'open',
      title: '',
      width: 90,
      render: (_, row) =>
        row.id === shownId ? (
          <Tag color="processing">{t('recordList.shown')}</Tag>
        ) : (
          <Button type="link" size="small" onClick={() => onPick(row.id)}>
            {t('recordList.open')}
          </Button>
        ),
    },
  ];
  return (
    <PlainCard
      title={t('recordList.title')}
      size="small"
      extra={
        <Button
          icon={<PlusOutlined />}
          onClick={onNew}
          disabled={shownId === null}
          title={t('recordList.newHint')}
          data-testid="record-new"
        >
          {t('recordList.new')}
        </Button>
      }
      data-testid="record-list"
    >
      <PlainTable
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={records}
        emptyText=""
        pageSize={false}
        scroll={{ x: 760 }}
        rowProps={(row) => ({ 'data-testid': `record-row-${row.id}`, 'data-status': row.status })}
      />
    </PlainCard>
  );
}
