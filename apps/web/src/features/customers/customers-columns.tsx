import type { CustomerEntry } from '@console/contract/customers';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlainColumn } from '../../lib/table/plain-table';
import { useMerchantTime } from '../../lib/merchant/merchant-time';
import { formatYuan } from '../../lib/format-money';

export const CUSTOMER_TABLE_MIN_WIDTH = 1030;
const DAY = 'YYYY-MM-DD';

/** The mobile as the server sent it: in full for customer:manage, masked (138****0000) otherwise. */
export function MobileCell({ customer }: { customer: CustomerEntry }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="customer-mobile"
      data-masked={customer.mobileMasked}
      title={customer.mobileMasked ? t('customers.mobileMasked') : undefined}
    >
      {customer.mobile}
    </span>
  );
}

/** `onOpen`: the name is a button too, so the drawer opens from the keyboard as well. */
export function useCustomerColumns(onOpen: (id: number) => void): PlainColumn<CustomerEntry>[] {
  const { t } = useTranslation();
  const at = useMerchantTime();
  const day = (value: string | null) => (value === null ? '—' : at(value, DAY));
  return [
    {
      title: t('customers.column.name'),
      key: 'name',
      width: 140,
      render: (_: never, row) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', maxWidth: '100%' }}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row.id);
          }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{row.name}</span>
        </Button>
      ),
    },
    {
      title: t('customers.column.mobile'),
      key: 'mobile',
      width: 130,
      render: (_: never, row) => <MobileCell customer={row} />,
    },
    { title: t('customers.column.orders'), dataIndex: 'ordersCount', width: 80, align: 'right' },
    {
      title: t('customers.column.spent'),
      key: 'spent',
      width: 160,
      align: 'right',
      render: (_: never, row) => formatYuan(row.spentCents),
    },
    {
      title: t('customers.column.firstOrder'),
      key: 'first',
      width: 110,
      render: (_: never, row) => day(row.firstOrderAt),
    },
    {
      title: t('customers.column.lastOrder'),
      key: 'last',
      width: 110,
      render: (_: never, row) => day(row.lastOrderAt),
    },
    {
      title: t('customers.column.rating'),
      key: 'rating',
      width: 90,
      align: 'right',
      render: (_: never, row) => (row.averageRating === null ? '—' : row.averageRating.toFixed(1)),
    },
    {
      title: t('customers.column.tags'),
      key: 'tags',
      render: (_: never, row) =>
        row.tags.length === 0
          ? '—'
          : row.tags.map((tag) => (
              <Tag key={tag} style={{ marginBlock: 2 }}>
                {tag}
              </Tag>
            )),
    },
  ];
}
