import type { OrderEvent } from '@console/contract/orders';
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMerchantTime } from '../../../lib/merchant/merchant-time';
import { ORDER_STATUS_COLORS } from '../order-format';

const TIMELINE_COLORS: Record<string, string> = { green: 'green', default: 'gray' };

/**
 * Every transition of the order: who, from -> to, note, when (oldest first; docs/orders.md
 * "States").
 */
export function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  const { t } = useTranslation();
  const at = useMerchantTime();
  const status = (value: OrderEvent['to']) => t(`orders.status.${value}`);
  return (
    <Timeline
      data-testid="order-timeline"
      items={events.map((event) => ({
        key: event.id,
        color: TIMELINE_COLORS[ORDER_STATUS_COLORS[event.to]] ?? 'blue',
        title: at(event.createdAt),
        content: (
          <div data-testid={`order-event-${event.id}`}>
            <div>
              {event.from === null
                ? `${t('orders.timeline.created')} → ${status(event.to)}`
                : `${status(event.from)} → ${status(event.to)}`}
            </div>
            <Typography.Text type="secondary">
              {[t(`orders.timeline.actor.${event.actor}`), event.actorName]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
            {event.note && <div style={{ whiteSpace: 'pre-wrap' }}>{event.note}</div>}
          </div>
        ),
      }))}
    />
  );
}
