import { REVIEW_REPLY_MAX, type Review } from '@console/contract/reviews';
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback';
import { useReplyReview } from './api/reply-review';

type Props = { review: Review | null; onClose: () => void };

/** Write or edit the one public reply; every version is kept (the detail shows them). */
export function ReplyModal({ review, onClose }: Props) {
  return review ? <ReplyForm key={review.id} review={review} onClose={onClose} /> : null;
}

function ReplyForm({ review, onClose }: { review: Review; onClose: () => void }) {
  const { t } = useTranslation();
  const reply = useReplyReview();
  const [text, setText] = useState(review.reply?.text ?? '');
  const isEdit = review.reply !== null;
  const trimmed = text.trim();

  async function save() {
    await reply.mutateAsync({ reviewId: review.id, text: trimmed });
    toast.success(t('reviews.reply.saved'));
    onClose();
  }

  return (
    <Modal
      open
      title={isEdit ? t('reviews.reply.edit') : t('reviews.reply.write')}
      okText={t('reviews.reply.publish')}
      cancelText={t('common.cancel')}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={reply.isPending}
      okButtonProps={{ disabled: trimmed === '', 'data-testid': 'review-reply-ok' }}
      destroyOnHidden
    >
      <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{review.text}</p>
      <Input.TextArea
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={REVIEW_REPLY_MAX}
        showCount
        autoSize={{ minRows: 4, maxRows: 10 }}
        aria-label={t('reviews.reply.label')}
        placeholder={t('reviews.reply.placeholder')}
        data-testid="review-reply-text"
      />
      <p style={{ marginTop: 12, fontSize: 12, opacity: 0.7 }}>{t('reviews.reply.publicNote')}</p>
    </Modal>
  );
}
