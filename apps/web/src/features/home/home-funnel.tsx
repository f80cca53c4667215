import type { HomeContent } from '@console/contract/home';
import { Empty, Progress, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Row = NonNullable<HomeContent['funnel']>[number];

/** The period's top activities: orders, paid, checked in, refunded (each a share of orders). */
export function HomeFunnel({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Empty description={t('home.funnel.empty')} />;
  const share = (part: number, whole: number) => (
    <span>
      {part}
      <Progress
        percent={whole ? Math.round((part / whole) * 100) : 0}
        size="small"
        showInfo={false}
      />
    </span>
  );
  return (
    <Table<Row>
      size="small"
      rowKey="activityId"
      pagination={false}
      dataSource={rows}
      data-testid="home-funnel"
      columns={[
        {
          key: 'title',
          title: t('home.funnel.activity'),
          render: (_, row) => <Link to={`/activity/${row.activityId}`}>{row.title}</Link>,
        },
        { key: 'orders', title: t('home.funnel.orders'), dataIndex: 'orders' },
        {
          key: 'paid',
          title: t('home.funnel.paid'),
          render: (_, row) => share(row.paid, row.orders),
        },
        {
          key: 'checkedIn',
          title: t('home.funnel.checkedIn'),
          render: (_, row) => share(row.checkedIn, row.orders),
        },
        {
          key: 'refunded',
          title: t('home.funnel.refunded'),
          render: (_, row) => share(row.refunded, row.orders),
        },
      ]}
    />
  );
}
