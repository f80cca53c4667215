import type { HiddenSharesContent } from '@console/contract/reviews';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainCard } from '../../lib/card/plain-card';
import { PlainTable, type PlainColumn } from '../../lib/table/plain-table';
import { useReviewModeration } from './list-review-moderation';

type Row = HiddenSharesContent['merchants'][number];
const STARS = [1, 2, 3, 4, 5] as const;

/** "3 / 10 (30%)": hidden of written for one star; a dash when none were written. */
function hiddenShare(row: Row, rating: number): string {
  const star = row.stars.find((entry) => entry.rating === rating);
  if (!star || star.total === 0) return '—';
  return `${star.hidden} / ${star.total} (${Math.round((star.hidden / star.total) * 100)}%)`;
}

/**
 * Operators see, per merchant, the share of reviews hidden per star (docs/reviews.md "Stats") — a
 * guard against burying bad reviews. Read when opened, so the queues above load nothing more.
 */
export function ReviewModerationCard() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const shares = useReviewModeration(isOpen);
  const columns: PlainColumn<Row>[] = [
    { title: t('auditPage.reviews.merchant'), dataIndex: 'name', ellipsis: true, width: 180 },
    ...STARS.map((rating): PlainColumn<Row> => ({
      title: t('reviews.summary.star', { star: rating }),
      key: `star-${rating}`,
      width: 110,
      render: (_: never, row) => hiddenShare(row, rating),
    })),
  ];
  return (
    <div style={{ marginTop: 16 }}>
      <PlainCard
        size="small"
        title={t('auditPage.reviews.title')}
        extra={
          <Button
            size="small"
            type="link"
            onClick={() => setOpen(!isOpen)}
            data-testid="audit-reviews-toggle"
          >
            {isOpen ? t('auditPage.reviews.hide') : t('auditPage.reviews.show')}
          </Button>
        }
        data-testid="audit-review-moderation"
      >
        {!isOpen ? (
          <span style={{ opacity: 0.65 }}>{t('auditPage.reviews.about')}</span>
        ) : shares.isError ? (
          <Alert type="error" showIcon title={t('auditPage.reviews.error')} />
        ) : (
          <PlainTable<Row>
            rowKey="merchantId"
            columns={columns}
            dataSource={shares.data ?? []}
            loading={shares.isPending}
            emptyText={t('auditPage.reviews.empty')}
            pageSize={20}
            size="small"
            scroll={{ x: 740 }}
            data-testid="audit-reviews-table"
          />
        )}
      </PlainCard>
    </div>
  );
}
