import type { HomeContent } from '@console/contract/home';
import { Empty, Progress, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Row = NonNullable<HomeContent['funnel']>[number];

/** The period's top activities: orders, paid, checked in, refunded (each a share of orders). */
export function HomeFunnel({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Empty description={t('home.funnel.empty')} />;
  const share = (part: number, whole: number, label: string) => {
    const percent = whole ? Math.round((part / whole) * 100) : 0;
    return (
      <span>
        {part}
        <Progress
          percent={percent}
          size="small"
          showInfo={false}
          aria-label={`${label} ${percent}%`}
        />
      </span>
    );
  };
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
          render: (_, row) => share(row.paid, row.orders, t('home.funnel.paid')),
        },
        {
          key: 'checkedIn',
          title: t('home.funnel.checkedIn'),
          render: (_, row) => share(row.checkedIn, row.orders, t('home.funnel.checkedIn')),
        },
        {
          key: 'refunded',
          title: t('home.funnel.refunded'),
          render: (_, row) => share(row.refunded, row.orders, t('home.funnel.refunded')),
        },
      ]}
    />
  );
}
