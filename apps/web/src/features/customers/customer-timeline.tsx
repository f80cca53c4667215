import type { TimelineEntry } from '@console/contract/customers';
import { Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Stars } from '../../lib/reviews/stars';
import { useMerchantTime } from '../../lib/merchant/merchant-time';
import { formatYuan } from '../../lib/format-money';

/** Where each entry leads: the order list filtered to it, the review, the conversation (rated). */
function timelineLink(entry: TimelineEntry): string {
  switch (entry.kind) {
    case 'order':
      return `/shop/order?keyword=${encodeURIComponent(entry.title)}`;
    case 'review':
      return `/eva?tab=reviews&review=${entry.id}`;
    case 'conversation':
    case 'rating':
      return `/cc?c=${entry.id}`;
  }
}

const COLORS = { order: 'blue', review: 'gold', conversation: 'green', rating: 'purple' } as const;

/**
 * One timeline of the customer's orders, reviews, conversation and its ratings (with the member
 * rated, docs/chat.md "Satisfaction"), newest first.
 */
export function CustomerTimeline({ entries }: { entries: TimelineEntry[] }) {
  const { t } = useTranslation();
  const at = useMerchantTime();
  if (entries.length === 0)
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customers.timeline.empty')} />
    );
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="customer-timeline">
      {entries.map((entry) => (
        <li
          // A conversation is rated once per resolution: its ratings share its id.
          key={`${entry.kind}-${entry.id}-${entry.at}`}
          style={{
            padding: '8px 0',
            borderBottom: '1px solid var(--ant-color-border-secondary, #f0f0f0)',
          }}
          data-testid={`timeline-${entry.kind}-${entry.id}`}
        >
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
            <Tag color={COLORS[entry.kind]}>{t(`customers.timeline.${entry.kind}`)}</Tag>
            <Link to={timelineLink(entry)} style={{ overflowWrap: 'anywhere' }}>
              {entry.title || t(`customers.timeline.${entry.kind}`)}
            </Link>
            {entry.rating !== null && <Stars rating={entry.rating} size={12} />}
            {entry.kind === 'rating' && (
              <span data-testid="timeline-rating-member">
                {t('customers.timeline.member', {
                  member: entry.member?.name ?? t('customers.timeline.memberGone'),
                })}
              </span>
            )}
            {entry.amountCents !== null && <span>{formatYuan(entry.amountCents)}</span>}
            {entry.status && entry.kind === 'order' && (
              <span>
                {t(`orders.status.${entry.status}` as 'orders.status.paid', entry.status)}
              </span>
            )}
          </div>
          <div style={{ fontSize: 12, opacity: 0.65 }}>{at(entry.at)}</div>
        </li>
      ))}
    </ol>
  );
}
