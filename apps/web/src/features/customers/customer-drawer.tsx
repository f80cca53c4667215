import type { CustomerEntry } from '@console/contract/customers';
import { Alert, Button, Drawer, Grid } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbilities } from '../../lib/merchant/merchant-context';
import { useCustomer } from './api/get-customer';
import { MobileCell } from './customers-columns';
import { useMerchantTime } from '../../lib/merchant/merchant-time';
import { formatYuan } from '../../lib/format-money';
import { ObjectTrail, useCanViewTrail } from '../../lib/trail/object-trail';
import { CustomerNoteEditor } from './customer-note-editor';
import { CustomerTagsEditor } from './customer-tags-editor';
import { CustomerTimeline } from './customer-timeline';
import { PlainSkeleton } from '../../lib/plain-skeleton';

type Props = { customerId: number | null; onClose: () => void };

/** One customer: figures, tags, private note (customer:manage) and the timeline with links. */
export function CustomerDrawer({ customerId, onClose }: Props) {
  const { t } = useTranslation();
  const detail = useCustomer(customerId);
  const isNarrow = Grid.useBreakpoint().md === false;
  return (
    <Drawer
      open={customerId !== null}
      onClose={onClose}
      title={detail.data?.customer.name ?? t('customers.detail.title')}
      size={isNarrow ? '100%' : 560}
      destroyOnHidden
      closable={{ 'aria-label': t('customers.detail.close') }}
      data-testid="customer-drawer"
    >
      {detail.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('customers.detail.error')}
          action={
            <Button size="small" onClick={() => void detail.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : !detail.data ? (
        <PlainSkeleton active />
      ) : (
        <CustomerDetail customer={detail.data.customer}>
          <CustomerTimeline entries={detail.data.timeline} />
        </CustomerDetail>
      )}
    </Drawer>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt style={{ fontSize: 12, opacity: 0.65 }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: 500 }}>{children}</dd>
    </div>
  );
}

function CustomerDetail({ customer, children }: { customer: CustomerEntry; children: ReactNode }) {
  const { t } = useTranslation();
  const at = useMerchantTime();
  const canManage = useAbilities().can('customer:manage');
  const canViewTrail = useCanViewTrail();
  const section = { margin: '20px 0 8px', fontSize: 14 };
  return (
    <div data-testid="customer-detail" data-customer-id={customer.id}>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          gap: 12,
          margin: 0,
        }}
      >
        <Figure label={t('customers.column.mobile')}>
          <MobileCell customer={customer} />
        </Figure>
        <Figure label={t('customers.column.orders')}>{customer.ordersCount}</Figure>
        <Figure label={t('customers.column.spent')}>{formatYuan(customer.spentCents)}</Figure>
        <Figure label={t('customers.column.rating')}>
          {customer.averageRating === null ? '—' : customer.averageRating.toFixed(1)}
        </Figure>
        <Figure label={t('customers.column.firstOrder')}>
          {customer.firstOrderAt === null ? '—' : at(customer.firstOrderAt)}
        </Figure>
        <Figure label={t('customers.column.lastOrder')}>
          {customer.lastOrderAt === null ? '—' : at(customer.lastOrderAt)}
        </Figure>
      </dl>
      <h4 style={section}>{t('customers.column.tags')}</h4>
      <CustomerTagsEditor customerId={customer.id} tags={customer.tags} canManage={canManage} />
      {canManage && (
        <>
          <h4 style={section}>{t('customers.note')}</h4>
          <CustomerNoteEditor key={customer.note} customerId={customer.id} note={customer.note} />
        </>
      )}
      <h4 style={section}>{t('customers.timeline')}</h4>
      {children}
      {canViewTrail && (
        <>
          <h4 style={section}>{t('trail.history.title')}</h4>
          <ObjectTrail objectType="customer" objectId={customer.id} heading={false} />
        </>
      )}
    </div>
  );
}
