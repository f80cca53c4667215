import { HIDE_REASONS, type HideReason, type Review } from '@console/contract/reviews';
import { Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback';
import { useModerateReview } from './api/moderate-review';

export type HideTarget = { review: Review; imageId?: number };

/**
 * Hiding asks first and needs a reason from the fixed list (abuse, personal information, spam,
 * off-topic — "negative" is not one): the OK button stays disabled until one is chosen.
 */
export function HideModal({ target, onClose }: { target: HideTarget | null; onClose: () => void }) {
  return target ? (
    <HideForm
      key={`${target.review.id}-${target.imageId ?? ''}`}
      target={target}
      onClose={onClose}
    />
  ) : null;
}

function HideForm({ target, onClose }: { target: HideTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const moderate = useModerateReview();
  const [reason, setReason] = useState<HideReason | null>(null);
  const isImage = target.imageId !== undefined;

  async function hide() {
    if (!reason) return;
    await moderate.mutateAsync({
      action: 'hide',
      reviewId: target.review.id,
      reason,
      imageId: target.imageId,
    });
    toast.success(isImage ? t('reviews.image.hiddenDone') : t('reviews.hiddenDone'));
    onClose();
  }

  return (
    <Modal
      open
      title={isImage ? t('reviews.hideImage.title') : t('reviews.hide.title')}
      okText={t('reviews.hide')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, disabled: !reason, 'data-testid': 'review-hide-ok' }}
      confirmLoading={moderate.isPending}
      onOk={() => void hide().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{isImage ? t('reviews.hideImage.body') : t('reviews.hide.body')}</p>
      <Radio.Group
        value={reason}
        onChange={(event) => setReason(event.target.value as HideReason)}
        aria-label={t('reviews.hide.reason')}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        data-testid="review-hide-reasons"
      >
        {HIDE_REASONS.map((value) => (
          <Radio key={value} value={value} data-testid={`review-hide-reason-${value}`}>
            {t(`reviews.reason.${value}`)}
          </Radio>
        ))}
      </Radio.Group>
    </Modal>
  );
}
