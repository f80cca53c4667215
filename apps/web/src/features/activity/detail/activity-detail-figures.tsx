import type { ActivityFigures } from '@console/contract/activities';
import { Col, Row, Statistic } from 'antd';
import { PlainCard } from '../../../lib/card/plain-card';
import { useTranslation } from 'react-i18next';

const ZERO: ActivityFigures = { orders: 0, paid: 0, checkedIn: 0, revenueCents: 0 };

/** Orders, paid, checked in and revenue (docs/api.md "Activities"): zero until they are read. */
export function ActivityDetailFigures({
  figures,
  loading,
}: {
  figures: ActivityFigures | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const { orders, paid, checkedIn, revenueCents } = figures ?? ZERO;
  const cards = [
    { key: 'orders', value: orders },
    { key: 'paid', value: paid },
    { key: 'checkedIn', value: checkedIn },
    { key: 'revenue', value: revenueCents / 100, precision: 2 },
  ] as const;
  return (
    <Row gutter={[16, 16]} data-testid="activity-figures">
      {cards.map((card) => (
        <Col key={card.key} xs={12} lg={6}>
          <PlainCard size="small">
            <Statistic
              title={t(`activityDetail.figures.${card.key}`)}
              value={card.value}
              precision={'precision' in card ? card.precision : undefined}
              loading={loading}
              data-testid={`activity-figure-${card.key}`}
            />
          </PlainCard>
        </Col>
      ))}
    </Row>
  );
}
